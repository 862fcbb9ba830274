import type { z } from 'zod';
import {
  ALREADY_CANCELED,
  ATTENDANCE_NOT_CONFIRMED,
  ATTENDANCE_TOO_EARLY,
  CUSTOMER_HOLDING,
  DATE_OUTSIDE,
  HOLD_EXPIRED,
  JUST_PAID,
  LINK_STILL_OPEN,
  NO_CASH_REFUND_OWED,
  NO_EMAIL,
  NO_LINK_YET,
  NO_SHOW_TOO_EARLY,
  NOT_ON_DATE,
  NOTHING_PAID_PARTIAL,
  SLOT_BEGUN,
  SLOT_CLOSED,
  type AttendanceBody,
  type StaffActionResult,
  type StaffBookingBody,
  type StaffCancelBody,
} from '../../shared/admin/bookings.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { slotBegun, tokyoInstant, tokyoToday } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import { retryOnCodeConflict } from '../booking/bookingCode.js';
import { createHold, markPaymentLinkQueued, recordStaffOrigin, type HoldCaps } from '../booking/bookingHolds.js';
import { confirmFree, confirmPaidInCash, confirmToPayAtLesson, markRefunded } from '../booking/bookingPayments.js';
import { markCashDifferencesRefunded } from '../booking/bookingDifferences.js';
import { bookingMoney, firstOwedBackInCash } from '../booking/bookingMoney.js';
import { attendanceForUpdate, findById, lockBooking, setAttendance, type BookingRow } from '../booking/bookingRows.js';
import {
  holdFailed,
  holdNotMade,
  newHold,
  openCheckout,
  checkContiguous,
  priceSlots,
  SLOT_TAKEN,
  teacherFor,
  type HoldWording,
} from '../booking/bookingService.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND } from '../../shared/admin/teacherTexts.js';
import type { TeacherWording } from '../teachers/bookable.js';
import { languageForStaff } from '../teachers/lessonLanguage.js';
import { hasTeachers } from '../teachers/shifts.js';
import type { TeacherWish } from '../teachers/teacherPick.js';
import { cancelAndRefund, type CancelActor, type CancelDecision } from '../booking/cancelService.js';
import { completeCheckout } from '../booking/paymentLifecycle.js';
import { bookingWindow } from '../booking/schedule.js';
import { slotsByIds } from '../booking/slotRepository.js';
import type { Queryable } from '../db/db.js';
import { lockDays } from '../db/dayLocks.js';
import { NOT_YOUR_CLASS } from '../../shared/admin/staffTexts.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { formatAmount, tokyoTime } from '../mail/mailFormat.js';
import { enqueueMail } from '../mail/outbox.js';
import { bookingConfirmedMail, bookingLinkMail, paymentLinkMail } from '../mail/templates.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';
import { CUSTOMER_NOT_FOUND } from '../../shared/admin/customerWords.js';
import { customerExists } from '../customers/customerRepository.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { staffPolicyRefund, type CancelRefund } from '../booking/cancelRefund.js';
import { OVERRIDE_NEEDS_REASON } from '../../shared/cancelPolicyWords.js';

// The staff's actions on bookings (cancel and refund, phone and desk bookings, attendance).
// Each goes through the visitor's repositories and constraints (releaseSeats' status guard, createHold's
// capacity check, requestRefund and payRefunds) and writes its audit entry in the same transaction.
// Its refusals' words are in src/shared/admin/bookings.ts (the console translates them).

/** The booking is not what the clerk decided on (paid meanwhile, canceled, …): nothing was done. */
export const bookingChanged = (status: string, paid: number) =>
  `This booking changed after you opened it: it is now ${status}, ${
    paid > 0 ? `with ${formatAmount('en', paid)} paid` : 'with nothing paid'
  }. Nothing was canceled or refunded. Reload it and decide again.`;
export const partialOutOfRange = (total: number) =>
  `A partial refund must be more than ¥0 and less than the ${formatAmount('en', total)} paid; choose a full refund to refund it all.`;

/** The staff's words for a hold not made: the clerk can reopen the slot, or cancel the customer's own hold. */
const STAFF_WORDING: HoldWording = { closed: SLOT_CLOSED, ownHold: CUSTOMER_HOLDING, teacher: SLOT_TAKEN };
const STAFF_TEACHER_WORDING: TeacherWording = { notFree: REASSIGN_NOT_FREE, unknown: TEACHER_NOT_FOUND, none: NO_TEACHER_FREE };

/** The caps of the visitor's holds are for anonymous visitors: the front desk is never refused by them, only by free seats. */
const DESK_CAPS: HoldCaps = { perClient: 1_000_000, dayShare: 1_000_000 };

const actorOf = (staff: Actor): Actor => ({ id: staff.id, email: staff.email });

/**
 * POST /api/admin/bookings/:id/cancel, whatever the visitor's own cancel window, through the visitor's
 * cancelAndRefund (one path, one way to decide what was paid, under the booking's lock). A Confirmed
 * booking: seats freed, refund owed (its amount stored for a partial one) and paid as a visitor's cancel
 * is, or, paid in cash, recorded as paid back at the desk. A Pending payment-link hold: its checkout is
 * expired at the provider first (it may have been paid meanwhile), then released.
 * Two staff clicking together: the row lock lets exactly one through; the other gets 409.
 */
export async function staffCancel(
  deps: ServerDeps,
  staff: Actor,
  id: number,
  body: z.output<typeof StaffCancelBody>,
  ip: string | null = null,
): Promise<StaffActionResult> {
  const actor: CancelActor = { kind: 'staff', id: staff.id!, email: staff.email, ip };
  const { cancel_policy: policy } = await schoolProfile(deps.db);
  const decide: CancelDecision = (booking, paid) => {
    if (booking.status === 'Canceled') throw new HttpError(409, ALREADY_CANCELED);
    if (booking.status === 'Expired') throw new HttpError(409, HOLD_EXPIRED);
    // Decided on what the console showed: a payment (or anything else) meanwhile makes it a new decision.
    if (booking.status !== body.decided_on.status || paid !== body.decided_on.paid_yen) {
      throw new HttpError(409, bookingChanged(booking.status, paid));
    }
    if (body.refund === 'partial') {
      if (paid === 0) throw new HttpError(400, NOTHING_PAID_PARTIAL);
      if (body.amount! >= paid) throw new HttpError(400, partialOutOfRange(paid));
    }
    const figure = staffPolicyRefund(policy, booking, paid, deps.now());
    checkOverride(figure, body, paid);
    return { actor, refund: body.refund, amount: body.amount, reason: body.reason ?? null, policy: figure };
  };
  // Checked first as it was read (a refusal costs no provider call), then again under the lock.
  const seen = await findById(deps.db, id);
  if (!seen) throw new HttpError(404, messages.bookingNotFound);
  decide(seen, (await bookingMoney(deps.db, seen)).refundableYen);
  if (seen.status === 'Pending') return cancelHold(deps, seen, decide);

  const { booking, paid, refundYen, cashYen } = await cancelAndRefund(deps, id, decide);
  const inCash = `${formatAmount('en', cashYen)} is recorded as paid back in cash at the desk`;
  const toCard = `${formatAmount('en', refundYen - cashYen)} is being refunded to the customer's card`;
  const detail =
    refundYen === 0
      ? paid === 0
        ? 'Booking canceled. Nothing was paid, so nothing is refunded.'
        : 'Booking canceled without a refund.'
      : cashYen === refundYen
        ? `Booking canceled. ${inCash}.`
        : cashYen === 0
          ? `Booking canceled. ${toCard}.`
          : `Booking canceled. ${inCash}, and ${toCard}.`;
  return { detail, booking_id: booking.id };
}

/** Staff may refund other than the school's policy's figure, saying why (the reason goes to the activity log). */
function checkOverride(figure: CancelRefund | null, body: z.output<typeof StaffCancelBody>, paid: number): void {
  const yen = body.refund === 'full' ? paid : body.refund === 'none' ? 0 : body.amount!;
  if (figure && yen !== figure.refund_yen && !body.reason?.trim()) throw new HttpError(400, OVERRIDE_NEEDS_REASON);
}

/** A Pending payment-link hold: ended on the provider's word, as the visitor's own abandon ends one. */
async function cancelHold(deps: ServerDeps, seen: BookingRow, decide: CancelDecision): Promise<StaffActionResult> {
  if (seen.checkout_session_id) {
    const outcome = await deps.payments.expireCheckout(seen.checkout_session_id);
    if (outcome.status === 'complete') {
      await completeCheckout(deps, seen.checkout_session_id, outcome.paymentRef, outcome.receiptUrl);
      throw new HttpError(409, JUST_PAID);
    }
    if (outcome.status === 'open') throw new HttpError(409, LINK_STILL_OPEN);
  }
  // Paid between our read and the lock (a webhook just before the provider's expiry): decide says it changed.
  const { booking } = await cancelAndRefund(deps, seen.id, decide);
  return { detail: 'The unpaid booking was canceled; its payment link no longer works.', booking_id: booking.id };
}

/**
 * POST /api/admin/bookings: a phone or desk booking, held by the visitor's createHold (the same capacity
 * constraint: a taken seat is 409 SLOT_TAKEN) from today's slots still to come (a walk-in) to the window's
 * last day. A walk-in paying cash may give no email: none is sent to them (the school's notices still are). Cash:
 * Confirmed and paid in the hold's transaction, the confirmation and the school's notices queued. Link:
 * a normal hold and checkout session, the payment link emailed at once (and marked, so the sweeper
 * does not send it again).
 */
export async function staffBook(deps: ServerDeps, staff: Actor, body: z.output<typeof StaffBookingBody>): Promise<StaffActionResult> {
  const today = tokyoToday(deps.now());
  const { last } = bookingWindow(deps.schedule, today);
  if (body.booking_date < today || body.booking_date > last) throw new HttpError(400, DATE_OUTSIDE);
  const slots = await slotsByIds(deps.db, RENTAL_SPACE_ID, body.timeslot_ids);
  if (slots.length !== body.timeslot_ids.length || slots.some((s) => s.day !== body.booking_date)) {
    throw new HttpError(400, NOT_ON_DATE);
  }
  // A walk-in today: only the slots still to come (the form does not offer the others).
  if (slots.some((s) => slotBegun(s.day, s.start, deps.now()))) throw new HttpError(400, SLOT_BEGUN);
  checkContiguous(slots);
  const { trial } = await schoolProfile(deps.db);
  const priced = priceSlots(deps, body.booking_date, slots, { name: body.user_name, email: body.user_email ?? '' }, trial);
  // A free trial is confirmed at once whichever way the clerk chose (there is nothing to pay, by cash, link or at the lesson).
  const free = priced.summary.total_amount === 0;
  // paid now in cash, or paid at the lesson: no checkout session at all; Confirmed in the hold's transaction
  const cash = body.payment !== 'link' || free;
  const atLesson = body.payment === 'at_lesson' && !free;
  // client_ip: the caps' count by address is about visitors; the desk's holds are counted apart.
  const visitor = { ip: `staff:${staff.id}`, language: body.language, timeZone: null };
  // Paid at the desk: no checkout session at all (not even the test checkout's). A walk-in who gave only
  // a name has no email (the schema allows that for a desk booking paid in cash only): none is sent.
  // the lesson's language is stored with the hold (the wish's language): the teacher picked must teach it
  const wish: TeacherWish = {
    teacherId: body.teacher_id ?? null,
    language: body.lesson_language ?? null,
    onlineOnly: false,
    chosenAs: 'staff',
  };
  // a teacher who does not teach the lesson's language is said as such (409), not as "not free"
  const ask = { language: wish.language, teacherId: wish.teacherId, slotIds: priced.slotIds, day: body.booking_date, except: 0 };
  if (await hasTeachers(deps.db)) await languageForStaff(deps.db, { ...ask, confirmed: false });
  await teacherFor(deps.db, priced.slotIds, body.booking_date, wish, STAFF_TEACHER_WORDING);
  const base = newHold(deps, priced, null, visitor, wish);
  const hold = {
    ...base,
    expiresAt:
      linkUntil(deps, body) === 'end_of_day' ? linkUntilEndOfDay(base.expiresAt, body.booking_date, slots, deps.now()) : base.expiresAt,
    actorEmail: staff.email,
    userEmail: body.user_email ?? null,
    origin: { source: body.source, phone: body.phone ?? null, customerId: body.customer_id ?? null },
    ...(cash ? { testSession: null } : {}),
  };
  if (body.customer_id !== undefined && !(await customerExists(deps.db, body.customer_id))) {
    throw new HttpError(400, CUSTOMER_NOT_FOUND);
  }

  // A code taken by another hold at the same moment undoes the transaction: it runs again with new candidates.
  const held = await retryOnCodeConflict(() =>
    deps.db.transaction(async (tx) => {
      // Holds of one day take turns on PostgreSQL (as the visitor's do), so "any teacher" sees the one just taken.
      await lockDays(deps.db, tx, [body.booking_date]);
      // createHold checks the slots under their lock: one closed meanwhile is its 'closed' verdict.
      const { id, verdict } = await createHold(tx, hold, DESK_CAPS);
      // DESK_CAPS never refuse: a cap's verdict here would be a bug, not an answer for the clerk.
      if (verdict === 'client' || verdict === 'day') throw new Error(`staffBook: unexpected hold verdict ${verdict}`);
      // A refused hold wrote nothing, so its answer may be thrown from inside the transaction.
      if (verdict !== 'ok') throw holdNotMade(verdict, STAFF_WORDING);
      if (id === null) throw new Error(`staffBook: unexpected hold verdict ${verdict}`);
      const origin = await recordStaffOrigin(tx, id, body.source, body.phone ?? null);
      // Paid at the desk, or to be paid at the lesson: confirmed in the hold's transaction (it cannot have been paid or
      // released meanwhile); paid at the lesson, nothing is received: its price is owed (bookingMoney's owedYen).
      const row = free
        ? (await confirmFree(tx, id, deps.now()))!
        : !cash
          ? origin
          : atLesson
            ? (await confirmToPayAtLesson(tx, id))!
            : (await confirmPaidInCash(tx, id, deps.now(), staff.id))!;
      if (cash) {
        await enqueueMail(tx, bookingConfirmedMail(row, deps.publicUrl, deps.now(), atLesson ? row.total_amount : 0), row.id);
        await queueBookingNotices(tx, deps, row, { kind: 'paid' });
      } else if (hold.testSession) {
        await queuePaymentLink(tx, deps, row, hold.testSession.url, hold.expiresAt, hold.expiresAt > base.expiresAt);
      }
      await writeAudit(tx, actorOf(staff), {
        action: 'booking.created_by_staff',
        targetType: 'booking',
        targetId: row.id,
        bookingId: row.id,
        before: null,
        after: {
          status: row.status,
          booking_date: row.booking_date,
          time_range: row.time_range,
          user_name: row.user_name,
          user_email: row.user_email,
          phone: body.phone ?? null,
          source: body.source,
          payment: free ? 'free' : body.payment,
          total_amount: row.total_amount,
        },
      });
      return row;
    }),
  ).catch((e: unknown) => {
    throw holdFailed(e);
  });

  if (!cash && !hold.testSession) {
    // A remote provider's session is opened once the hold exists (over the network, outside the transaction).
    const session = await openCheckout(deps, held.id, hold);
    await deps.db.transaction((tx) => queuePaymentLink(tx, deps, held, session.url, hold.expiresAt, hold.expiresAt > base.expiresAt));
  }
  deps.mailQueued();
  const told = held.user_email ? `The confirmation was emailed to ${held.user_email}.` : 'No email was given, so none was sent.';
  const detail = free
    ? `Booking confirmed: the trial is free. ${told}`
    : cash
      ? atLesson
        ? `Booking confirmed, to be paid at the lesson (${formatAmount('en', held.total_amount)} due; nothing received yet). ${told}`
        : `Booking confirmed and paid at the desk (${formatAmount('en', held.total_amount)}). ${told}`
      : hold.expiresAt > base.expiresAt
        ? `Seats held. The payment link was emailed to ${held.user_email}; it works until ${tokyoTime(hold.expiresAt)} today (Japan time).`
        : `Seats held. The payment link was emailed to ${held.user_email}; it works for 30 minutes.`;
  return { detail, booking_id: held.id };
}

/**
 * How long the link lasts: the clerk's choice, else for a phone booking the school's setting (the end of the day
 * unless the owner set otherwise: the caller pays after hanging up), else the default.
 */
function linkUntil(deps: ServerDeps, body: z.output<typeof StaffBookingBody>): 'default' | 'end_of_day' {
  if (body.payment !== 'link') return 'default';
  return body.link_until ?? (body.source === 'phone' ? (deps.schedule.phoneLinkUntil ?? 'end_of_day') : 'default');
}

/** The payment-link email, queued now and marked as sent so the sweeper (reminders.ts) does not send it again. */
async function queuePaymentLink(tx: Queryable, deps: ServerDeps, b: BookingRow, url: string, expiresAt: Date, allDay = false) {
  await markPaymentLinkQueued(tx, b.id, deps.now());
  await enqueueMail(tx, paymentLinkMail(b, url, expiresAt, true, allDay), b.id);
}

/**
 * A phone booking's link kept "until the end of today": 23:59 in Japan today, but never past the class's
 * start (nobody pays for a class under way) and never shorter than the default hold (`byDefault`). The sweeper
 * releases the hold at checkout_expires_at as for any hold, so this bound is the whole rule.
 */
export function linkUntilEndOfDay(byDefault: Date, date: string, slots: Array<{ start: string }>, now: Date): Date {
  const endOfDay = tokyoInstant(tokyoToday(now), '23:59');
  const classStart = tokyoInstant(date, slots.map((s) => s.start).sort()[0]);
  const until = Math.min(endOfDay.getTime(), classStart.getTime());
  return new Date(Math.max(byDefault.getTime(), until));
}

/**
 * PUT /api/admin/bookings/:id/attendance: a Confirmed booking whose class day has come (Tokyo); null
 * clears the mark. The row is locked while it is checked, so the audit's before is the value replaced.
 * `onlyTeacher`: a teacher member's teacher (staffAccess.ts teacherScope); another teacher's class is 403.
 */
export async function markAttendance(
  deps: ServerDeps,
  staff: Actor,
  id: number,
  body: z.output<typeof AttendanceBody>,
  onlyTeacher: number | null = null,
): Promise<StaffActionResult> {
  const today = tokyoToday(deps.now());
  await deps.db.transaction(async (tx) => {
    const b = await attendanceForUpdate(tx, id);
    if (!b) throw new HttpError(404, messages.bookingNotFound);
    // a teacher marks their own classes only; read under the booking's lock, which a reassignment takes too
    if (onlyTeacher !== null && !(await taughtBy(tx, id, onlyTeacher))) throw new HttpError(403, NOT_YOUR_CLASS);
    if (b.status !== 'Confirmed') throw new HttpError(409, ATTENDANCE_NOT_CONFIRMED);
    if (b.booking_date > today) throw new HttpError(409, ATTENDANCE_TOO_EARLY);
    // a no-show only once the class has begun (the student may still come until then)
    if (body.attendance === 'no_show' && !slotBegun(b.booking_date, b.time_range.slice(0, 5), deps.now()))
      throw new HttpError(409, NO_SHOW_TOO_EARLY);
    await setAttendance(tx, id, body.attendance);
    await writeAudit(tx, actorOf(staff), {
      action: 'booking.attendance',
      targetType: 'booking',
      targetId: id,
      bookingId: id,
      before: { attendance: b.attendance },
      after: { attendance: body.attendance },
    });
  });
  const detail =
    body.attendance === null ? 'Attendance cleared.' : body.attendance === 'attended' ? 'Marked as attended.' : 'Marked as no-show.';
  return { detail, booking_id: id };
}

async function taughtBy(tx: Queryable, id: number, teacherId: number): Promise<boolean> {
  const rows = await tx.query('select 1 from bookings where id = $1 and teacher_id = $2', [id, teacherId]);
  return rows.length > 0;
}

/**
 * POST /api/admin/bookings/:id/resend-link: staff never see the customer's view-booking link (it
 * is the customer's cancel link), so when a customer lost it, staff send it to the booking's email again,
 * in the customer's language, through the outbox; audited in the same transaction.
 */
export async function resendCustomerLink(deps: ServerDeps, staff: Actor, id: number): Promise<StaffActionResult> {
  const booking = await deps.db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b) throw new HttpError(404, messages.bookingNotFound);
    if (b.status === 'Pending' || b.status === 'Expired') throw new HttpError(409, NO_LINK_YET);
    if (b.user_email === null) throw new HttpError(409, NO_EMAIL);
    await enqueueMail(tx, bookingLinkMail(b, deps.publicUrl), b.id);
    await writeAudit(tx, actorOf(staff), {
      action: 'booking.link_resent',
      targetType: 'booking',
      targetId: b.id,
      bookingId: b.id,
      before: null,
      after: { to: b.user_email, language: b.language },
    });
    return b;
  });
  deps.mailQueued();
  return { detail: `The booking link was emailed to ${booking.user_email}.`, booking_id: booking.id };
}

/**
 * POST /api/admin/bookings/:id/cash-refunded: a cash refund the customer is owed (they canceled a
 * booking paid at the school online) was handed back at the desk: recorded as refunded, audited, exactly once.
 */
export async function markCashRefunded(deps: ServerDeps, staff: Actor, id: number): Promise<StaffActionResult> {
  const amount = await deps.db.transaction(async (tx) => {
    const b = await lockBooking(tx, id);
    if (!b) throw new HttpError(404, messages.bookingNotFound);
    const yen = (await bookingMoney(tx, b)).pending.cash;
    if (yen > 0) {
      if (firstOwedBackInCash(b)) await markRefunded(tx, b.id, staff.id, deps.now());
      await markCashDifferencesRefunded(tx, b.id, staff.id, deps.now());
    }
    if (yen === 0) throw new HttpError(409, NO_CASH_REFUND_OWED);
    await writeAudit(tx, actorOf(staff), {
      action: 'booking.cash_refunded',
      targetType: 'booking',
      targetId: b.id,
      bookingId: b.id,
      before: { refunded: false, refund_amount: yen },
      after: { refunded: true, refund_amount: yen },
    });
    return yen;
  });
  return { detail: `${formatAmount('en', amount)} is recorded as paid back in cash at the desk.`, booking_id: id };
}
