import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingDetail,
  BookingIdParams,
  BookingSummary,
  CalendarDay,
  CalendarDayParams,
  ConfirmBookingBody,
  PaymentResult,
  Timeslot,
  ViewBookingParams,
} from '../../shared/booking.js';
import { API_BASE, RENTAL_SPACE_ID } from '../../shared/constants.js';
import { AvailabilityQuery, PublicTeachers } from '../../shared/teachers.js';
import { fromCompactDate } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import { CASH, FREE } from '../booking/bookingPayments.js';
import { findById } from '../booking/bookingRows.js';
import { receiptUrl } from '../receipt/receiptUrl.js';
import { cancelBooking } from '../booking/cancelService.js';
import { visitorMove } from '../booking/visitorMove.js';
import { throttleVisitorMove } from '../booking/moveThrottle.js';
import { BOOKING_MOVED, VisitorMoveBody } from '../../shared/moveBooking.js';
import type { ServerDeps } from '../deps.js';
import { LIMITS } from '../accounts/limits.js';
import { rateLimitAll, type Limit } from '../accounts/rateLimit.js';
import type { RoutesOptions } from './routeOptions.js';
import { lineVisitorOf } from '../accounts/lineVisitors.js';
import { currentUser } from '../accounts/session.js';
import { csrfGuard } from '../csrf.js';
import { visitorLanguage, visitorTimeZone } from '../visitorLocale.js';
import { HttpError } from '../errors.js';
import { bookingCalendar } from '../mail/templates.js';
import { referralOf } from '../sources/firstTouch.js';
import { chargesOf, differencesOf } from '../booking/bookingDifferences.js';
import { moneyOf } from '../booking/bookingMoney.js';
import { visitorPreview } from '../booking/cancelRefund.js';
import { schoolProfile } from '../school/schoolRepository.js';

const knownSpace = (space: string) => {
  if (space !== RENTAL_SPACE_ID) throw new HttpError(404, `Unknown rental space "${space}".`);
};
/**
 * Sends JSON that was serialized once for many requests: Fastify sends a Buffer as it is, without
 * the route's serializer (the route's response schema still documents the shape).
 */
const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);
/** The booking-scoped cookie the view-booking link sets; `__Secure-` over https (its path is the booking's, so not `__Host-`). */
const bookingCookie = (id: number, secure: boolean) => `${secure ? '__Secure-' : ''}gtss_booking_${id}`;

/** The booking a view-booking link names; anything else is the same 404 (the view and its .ics share the rule). */
async function linkedBooking(deps: ServerDeps, params: { reference_id: string; booking_id: number }, invalid: unknown) {
  // A mangled link names no booking: the same 404 as a wrong one, not a validation error.
  if (invalid) throw new HttpError(404, messages.bookingNotFound);
  const b = await findById(deps.db, params.booking_id);
  // Pending and Expired holds are not bookings yet; both ids must match, else 404.
  if (!b || b.reference_id !== params.reference_id || b.status === 'Pending' || b.status === 'Expired') {
    throw new HttpError(404, messages.bookingNotFound);
  }
  return b;
}

export const bookingRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (
  app,
  { deps, ensureWindow, availability, booking, secureCookies },
) => {
  app.addHook('onRequest', csrfGuard); // confirm/payment and cancel change state
  app.get(
    '/public/rental-space/calendar/:space',
    {
      schema: {
        params: z.object({ space: z.string().max(64) }),
        querystring: AvailabilityQuery,
        response: { 200: z.array(CalendarDay) },
      },
    },
    async (req, reply) => {
      knownSpace(req.params.space);
      // Ready-made JSON from the availability cache (the response schema above documents its shape).
      return sendJson(reply, await availability.calendarJson(req.query));
    },
  );

  // The teachers a visitor can choose ([] in a school without teachers: the booking page shows no choice).
  app.get('/public/teachers', { schema: { response: { 200: PublicTeachers } } }, async (_req, reply) =>
    sendJson(reply, await availability.teachersJson()),
  );

  app.get(
    '/public/rental-space/calendar/:space/:date',
    {
      schema: { params: CalendarDayParams, querystring: AvailabilityQuery, response: { 200: z.array(Timeslot) } },
    },
    async (req, reply) => {
      knownSpace(req.params.space);
      const day = fromCompactDate(req.params.date);
      const days = await ensureWindow();
      if (day < days[0] || day > days.at(-1)!) throw new HttpError(400, messages.dateNotAvailable);
      return sendJson(reply, (await availability.daySlots(day, req.query)).json);
    },
  );

  app.post(
    '/public/book/confirm',
    {
      schema: { body: ConfirmBookingBody, response: { 200: z.union([BookingSummary, PaymentResult]) } },
    },
    async (req) => {
      await ensureWindow();
      // A logged-in visitor books as the account; what the body says about name and email is ignored
      const user = await currentUser(req, deps.db, deps.now());
      const account = user ? { name: user.name, email: user.email, userId: user.id } : null;
      if (req.body.action_type === 'confirm') return booking.confirm(req.body, account, visitorLanguage(req));
      const email = account?.email ?? req.body.user_email;
      const limits: Array<[Limit, string]> = [[LIMITS.paymentByIp, req.ip]];
      if (email) limits.push([LIMITS.paymentByEmail, email]);
      await rateLimitAll(deps.db, limits, deps.now());
      // A guest who continued with LINE in this browser: its messages go by LINE too.
      const lineUserId = account ? null : ((await lineVisitorOf(deps.db, req, deps.now(), secureCookies))?.lineUserId ?? null);
      return booking.pay(req.body, account, {
        ip: req.ip,
        language: visitorLanguage(req),
        timeZone: visitorTimeZone(req),
        referral: referralOf(req, secureCookies),
        lineUserId,
      });
    },
  );

  app.get(
    '/public/view-booking/:reference_id/:booking_id',
    {
      schema: { params: ViewBookingParams, response: { 200: BookingDetail } },
      attachValidation: true,
    },
    async (req, reply) => {
      const b = await linkedBooking(deps, req.params, req.validationError);
      const differences = await differencesOf(deps.db, b.id);
      const [owed] = chargesOf(differences).owed;
      const { cancel_policy: policy } = await schoolProfile(deps.db);
      reply.setCookie(bookingCookie(b.id, secureCookies), b.reference_id, {
        path: `${API_BASE}/public/bookings/${b.id}`,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: 60 * 60 * 24 * 120,
      });
      const paid = b.paid_at !== null && b.provider !== FREE;
      return {
        booking_reference_id: b.reference_id,
        code: b.code,
        booking_date: b.booking_date,
        time_range: b.time_range,
        total_amount: b.total_amount,
        sales_tax: b.sales_tax,
        status: b.status,
        stripe_receipt_url: b.receipt_url ?? undefined,
        created_at: b.created_at,
        // A free trial: nothing was paid, so no receipt and no way of payment.
        invoice_url: paid ? receiptUrl(deps.publicUrl, b.reference_id, b.id) : undefined,
        payment_method: paid ? (b.provider === CASH ? ('cash' as const) : ('card' as const)) : undefined,
        teacher_name: b.teacher_name,
        teacher_name_latin: b.teacher_name_latin,
        teacher_id: b.teacher_id,
        timeslot_count: b.slot_count,
        difference_owed: owed
          ? { amount: owed.amount, pay_url: owed.checkout_url, until: owed.expires_at, at_lesson: owed.reason === 'lesson' }
          : undefined,
        cancel_refund: visitorPreview(policy, b, moneyOf(b, differences).refundableYen, deps.now()),
      };
    },
  );

  // Add to calendar: the booking's .ics, on the view-booking call's terms; a canceled
  // booking's file removes the event (METHOD:CANCEL, same UID) from a calendar that has it.
  app.get(
    '/public/view-booking/:reference_id/:booking_id/calendar.ics',
    { schema: { params: ViewBookingParams }, attachValidation: true },
    async (req, reply) => {
      const b = await linkedBooking(deps, req.params, req.validationError);
      const ics = bookingCalendar(b, deps.publicUrl, deps.now(), b.status === 'Canceled' ? 'CANCEL' : 'PUBLISH');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="gtss-trial-${b.id}.ics"`)
        .send(ics);
    },
  );

  app.post('/public/bookings/:booking_id/cancel', { schema: { params: BookingIdParams } }, async (req) => {
    const user = await currentUser(req, deps.db, deps.now());
    // A guest booking made with the account's email counts only once the email is verified.
    const owner = user?.email_verified ? { id: user.id, email: user.email } : null;
    await cancelBooking(deps, req.params.booking_id, {
      referenceId: req.cookies[bookingCookie(req.params.booking_id, secureCookies)],
      owner,
      ip: req.ip,
    });
    return { detail: messages.bookingCanceled };
  });

  // The visitor's own move to other timeslots of the same length, authorised and timed as cancel is.
  app.post('/public/bookings/:booking_id/move', { schema: { params: BookingIdParams, body: VisitorMoveBody } }, async (req) => {
    const user = await currentUser(req, deps.db, deps.now());
    const owner = user?.email_verified ? { id: user.id, email: user.email } : null;
    const proof = { referenceId: req.cookies[bookingCookie(req.params.booking_id, secureCookies)], owner, ip: req.ip };
    await throttleVisitorMove(deps, req.params.booking_id, proof, visitorLanguage(req));
    await visitorMove(deps, req.params.booking_id, req.body, proof);
    return { detail: BOOKING_MOVED };
  });
};
