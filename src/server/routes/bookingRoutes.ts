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
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { AvailabilityQuery, PublicTeachers } from '../../shared/teachers.js';
import { fromCompactDate } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import { cancelBooking } from '../booking/cancelService.js';
import { bookingCookie, bookingDetail, linkedBooking, setBookingCookie } from '../booking/bookingView.js';
import { visitorMove } from '../booking/visitorMove.js';
import { throttleVisitorMove } from '../booking/moveThrottle.js';
import { BOOKING_MOVED, VisitorMoveBody } from '../../shared/moveBooking.js';
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

const knownSpace = (space: string) => {
  if (space !== RENTAL_SPACE_ID) throw new HttpError(404, `Unknown rental space "${space}".`);
};
/**
 * Sends JSON that was serialized once for many requests: Fastify sends a Buffer as it is, without
 * the route's serializer (the route's response schema still documents the shape).
 */
const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);
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
      const detail = await bookingDetail(deps, b);
      setBookingCookie(reply, b, secureCookies);
      return detail;
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
