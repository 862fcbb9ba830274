import { AttendanceBody, StaffActionResult, StaffBookingBody, StaffCancelBody } from '../../shared/admin/bookings.js';
import { IdParams } from '../../shared/admin/common.js';
import { EmailCustomerBody } from '../../shared/admin/deskMails.js';
import { emailCustomer, resendConfirmation, resendPaymentLink } from '../admin/deskMails.js';
import { staffOf, teacherScope } from '../admin/staffAccess.js';
import { markAttendance, markCashRefunded, resendCustomerLink, staffBook, staffCancel } from '../admin/staffBookingService.js';
import { ReassignBody } from '../../shared/admin/teachers.js';
import { MoveBookingBody, StaffMoveResult } from '../../shared/admin/move.js';
import { sendDifferenceLinkAgain, staffMove, takeDifferenceInCash } from '../admin/staffMoveService.js';
import { reassignTeacher } from '../admin/reassignTeacher.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * The staff's writes on bookings (staff and owners; staffGuard checks the role first): cancel
 * and refund for the visitor, a booking taken by phone or at the desk, attendance (teachers too, their own classes). Each answers
 * StaffActionResult, and writes its audit entry in the same transaction as its change.
 */
export const adminBookingActions: AdminChildRoutes = async (app, { deps }) => {
  app.post(
    '/admin/bookings/:id/cancel',
    { schema: { params: IdParams, body: StaffCancelBody, response: { 200: StaffActionResult } } },
    async (req) => staffCancel(deps, staffOf(req), req.params.id, req.body, req.ip),
  );

  // The customer's view-booking link, emailed to them again (staff never see it).
  app.post('/admin/bookings/:id/resend-link', { schema: { params: IdParams, response: { 200: StaffActionResult } } }, async (req) =>
    resendCustomerLink(deps, staffOf(req), req.params.id),
  );

  // The desk's emails from the booking's page (admin/deskMails.ts).
  app.post('/admin/bookings/:id/resend-confirmation', { schema: { params: IdParams, response: { 200: StaffActionResult } } }, async (req) =>
    resendConfirmation(deps, staffOf(req), req.params.id),
  );
  app.post('/admin/bookings/:id/resend-payment-link', { schema: { params: IdParams, response: { 200: StaffActionResult } } }, async (req) =>
    resendPaymentLink(deps, staffOf(req), req.params.id),
  );
  app.post(
    '/admin/bookings/:id/email',
    { schema: { params: IdParams, body: EmailCustomerBody, response: { 200: StaffActionResult } } },
    async (req) => emailCustomer(deps, staffOf(req), req.params.id, req.body),
  );

  // A cash refund owed (the customer canceled online) handed back at the desk.
  app.post('/admin/bookings/:id/cash-refunded', { schema: { params: IdParams, response: { 200: StaffActionResult } } }, async (req) =>
    markCashRefunded(deps, staffOf(req), req.params.id),
  );

  app.post('/admin/bookings', { schema: { body: StaffBookingBody, response: { 201: StaffActionResult } } }, async (req, reply) =>
    reply.code(201).send(await staffBook(deps, staffOf(req), req.body)),
  );

  // Another teacher free for the booking's whole time (the console lists the school's teachers).
  app.post(
    '/admin/bookings/:id/teacher',
    { schema: { params: IdParams, body: ReassignBody, response: { 200: StaffActionResult } } },
    async (req) => reassignTeacher(deps, staffOf(req), req.params.id, req.body.teacher_id, req.body.language_confirmed === true),
  );

  // A move's difference owed by payment link, taken in cash at the desk instead (the link stops working).
  app.post('/admin/bookings/:id/difference/cash', { schema: { params: IdParams, response: { 200: StaffActionResult } } }, async (req) =>
    takeDifferenceInCash(deps, staffOf(req), req.params.id),
  );

  // The payment link of a move's difference still owed, emailed again (a new one when it expired).
  app.post('/admin/bookings/:id/difference/link', { schema: { params: IdParams, response: { 200: StaffActionResult } } }, async (req) =>
    sendDifferenceLinkAgain(deps, staffOf(req), req.params.id),
  );

  // Another date and time (the seats, the teacher, the customer's calendar move with it; another length settles its difference).
  app.post(
    '/admin/bookings/:id/move',
    { schema: { params: IdParams, body: MoveBookingBody, response: { 200: StaffMoveResult } } },
    async (req) => staffMove(deps, staffOf(req), req.params.id, req.body, req.ip),
  );

  // Teachers too, for their own classes only.
  app.put(
    '/admin/bookings/:id/attendance',
    { config: { access: 'teacher' }, schema: { params: IdParams, body: AttendanceBody, response: { 200: StaffActionResult } } },
    async (req) => {
      const staff = staffOf(req);
      return markAttendance(deps, staff, req.params.id, req.body, await teacherScope(deps.db, staff));
    },
  );
};
