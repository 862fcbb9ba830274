import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpdateProfileBody, User, UpdateLanguageBody } from '../../shared/auth.js';
import { MyBooking } from '../../shared/booking.js';
import { visitorPreview } from '../booking/cancelRefund.js';
import { schoolProfile } from '../school/schoolRepository.js';
import type { AccountDeps } from '../accounts/accountService.js';
import { isGuest, requireUser } from '../accounts/session.js';
import { setUserLanguage, updateUserName, type UserRow } from '../accounts/userRepository.js';
import { z } from 'zod';
import { myBookings } from '../booking/bookingRows.js';
import { csrfGuard } from '../csrf.js';

/** The account as the SPA knows it: a staff member's role and console language too (the header offers the console). */
const userOf = (u: UserRow): User => ({
  name: u.name,
  email: u.email,
  ...(u.role ? { role: u.role, console_language: u.console_language } : {}),
});

/** The logged-in user's own data: who they are, their name, their bookings. Nobody else's. */
export const meRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', csrfGuard); // PUT /public/me changes state
  const user = (req: Parameters<typeof requireUser>[0]) => requireUser(req, deps.db, deps.now());

  // A visitor who sends no session at all is a guest, which is normal: 204 and no body, rather than an
  // error status the browser would log on every guest's page load. Credentials that don't (or no longer)
  // match a session are still 401 'Please log in.'.
  app.get('/public/me', { schema: { response: { 200: User, 204: z.null() } } }, async (req, reply) => {
    if (isGuest(req)) return reply.code(204).send(null);
    const u = await user(req);
    return userOf(u);
  });

  app.put('/public/me', { schema: { body: UpdateProfileBody, response: { 200: User } } }, async (req) => {
    const u = await user(req);
    const updated = (await updateUserName(deps.db, u.id, req.body.name))!;
    return userOf(updated);
  });

  // The language chosen in the selector, so the account's emails are written in it.
  app.put('/public/me/language', { schema: { body: UpdateLanguageBody, response: { 204: z.null() } } }, async (req, reply) => {
    const u = await user(req);
    await setUserLanguage(deps.db, u.id, req.body.language);
    return reply.code(204).send(null);
  });

  // A verified account sees the bookings it made and the guest bookings made with its email.
  app.get('/public/mypage/bookings', { schema: { response: { 200: z.array(MyBooking) } } }, async (req) => {
    const u = await user(req);
    const { cancel_policy: policy } = await schoolProfile(deps.db);
    const rows = await myBookings(deps.db, u.id, u.email_verified ? u.email : null);
    return rows.map(({ refundable_yen, ...b }) => ({ ...b, cancel_refund: visitorPreview(policy, b, refundable_yen, deps.now()) }));
  });
};
