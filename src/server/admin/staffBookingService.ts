import type { z } from 'zod';
import type { AttendanceBody, StaffActionResult, StaffBookingBody, StaffCancelBody } from '../../shared/admin/bookings.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { tokyoToday } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import {
  attendanceForUpdate,
  CAPACITY_VIOLATION,
  CASH,
  confirmPaidInCash,
  createHold,
  findById,
  markPaymentLinkQueued,
  markRefunded,
  recordStaffOrigin,
  releaseSeats,
  requestRefund,
  setAttendance,
  type BookingRow,
  type HoldCaps,
} from '../booking/bookingRepository.js';
import { newHold, openCheckout, priceSlots, SLOT_TAKEN } from '../booking/bookingService.js';
import { completeCheckout, payRefunds } from '../booking/paymentLifecycle.js';
import { bookingWindow } from '../booking/schedule.js';
import { slotsByIds } from '../booking/slotRepository.js';
import type { Queryable } from '../db/db.js';
import type { BookingDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { formatAmount } from '../mail/mailFormat.js';
import { enqueueMail } from '../mail/outbox.js';
import { bookingCanceledMail, bookingConfirmedMail, paymentLinkMail, type CancelRefund } from '../mail/templates.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';

// The staff's actions on bookings (cancel and refund, phone and desk bookings, attendance).
// Each goes through the visitor's repositories and constraints (releaseSeats' status guard, createHold's
// capacity check, requestRefund and payRefunds) and writes its audit entry in the same transaction.

export const ALREADY_CANCELED = 'This booking is already canceled: nothing more was changed or refunded.';
export const HOLD_EXPIRED = 'This unpaid booking has already expired: its seats are free and nothing was paid.';
export const JUST_PAID = 'The customer has just paid for this booking. Reload it, then cancel it again choosing the refund.';
export const LINK_STILL_OPEN = 'The payment service did not close the payment link yet. Please try again in a moment.';
export const NOTHING_PAID_PARTIAL = 'Nothing was paid for this booking, so there is nothing to refund in part.';
export const partialOutOfRange = (total: number) =>
  `A partial refund must be more than ¥0 and less than the ${formatAmount('en', total)} paid; choose a full refund to refund it all.`;
export const ATTENDANCE_NOT_CONFIRMED = 'Attendance can be marked only on a confirmed booking.';
export const ATTENDANCE_TOO_EARLY = 'Attendance can be marked once the class day has come (Japan time).';
export const DATE_OUTSIDE = 'Choose a date from today to the last day of the booking window.';
export const NOT_ON_DATE = 'The chosen timeslots are not on the selected date.';
export const SLOT_CLOSED = 'Some of the chosen timeslots are closed. Reopen them or choose other timeslots.';
export const CUSTOMER_HOLDING =
  'This customer already has an unpaid booking holding some of these timeslots. Cancel it first, or let them pay it.';

/** The caps of the visitor's holds are for anonymous visitors: the front desk is never refused by them, only by free seats. */
const DESK_CAPS: HoldCaps = { perClient: 1_000_000, dayShare: 1_000_000 };

const actorOf = (staff: Actor): Actor => ({ id: staff.id, email: staff.email });

/** The yen the customer actually paid: a card payment has the provider's reference, a cash one its paid_at. */
const paidYen = (b: BookingRow) => ((b.provider === CASH ? b.paid_at !== null : b.payment_ref !== null) ? b.total_amount : 0);

/**
 * POST /api/admin/bookings/:id/cancel, whatever the visitor's own cancel window. A Confirmed booking:
 * seats freed, refund owed (its amount stored for a partial one) and paid by payRefunds as a visitor's
 * cancel is, or, paid in cash, recorded as paid back at the desk. A Pending payment-link hold: its
 * checkout is expired at the provider first (it may have been paid meanwhile), then released.
 * Two staff clicking together: releaseSeats' status guard lets exactly one through; the other gets 409.
 */
export async function staffCancel(
  deps: BookingDeps,
  staff: Actor,
  id: number,
  body: z.output<typeof StaffCancelBody>,
): Promise<StaffActionResult> {
  const booking = await findById(deps.db, id);
  if (!booking) throw new HttpError(404, messages.bookingNotFound);
  if (booking.status === 'Canceled') throw new HttpError(409, ALREADY_CANCELED);
  if (booking.status === 'Expired') throw new HttpError(409, HOLD_EXPIRED);
  const paid = booking.status === 'Confirmed' ? paidYen(booking) : 0;
  if (body.refund === 'partial') {
    if (paid === 0) throw new HttpError(400, NOTHING_PAID_PARTIAL);
    if (body.amount! >= paid) throw new HttpError(400, partialOutOfRange(paid));
  }
  if (booking.status === 'Pending') return cancelHold(deps, staff, booking, body);

  // null: the whole amount (requestRefund's convention); 0: nothing to refund
  const refundYen = paid === 0 || body.refund === 'none' ? 0 : body.refund === 'partial' ? body.amount! : paid;
  const cash = booking.provider === CASH;
  const canceled = await deps.db.transaction(async (tx) => {
    const row = await releaseSeats(tx, booking.id, 'Confirmed', 'Canceled');
    if (!row) return null;
    if (refundYen > 0) {
      await requestRefund(tx, row.id, row.payment_ref, refundYen === paid ? null : refundYen);
      // Paid at the school, paid back there: no provider to call, so it is refunded as of now.
      if (cash) await markRefunded(tx, row.id);
    }
    const told: CancelRefund = paid === 0 ? false : refundYen === 0 ? 'none' : { yen: refundYen, desk: cash };
    await enqueueMail(tx, bookingCanceledMail(row, deps.publicUrl, told, deps.now()), row.id);
    await queueBookingNotices(tx, deps, row, { kind: 'canceled', by: staff.email, refundYen: refundYen || null });
    await writeAudit(tx, actorOf(staff), {
      action: 'booking.canceled',
      targetType: 'booking',
      targetId: row.id,
      bookingId: row.id,
      before: { status: 'Confirmed', paid },
      after: { status: 'Canceled', refund: body.refund, refund_amount: refundYen, cash, reason: body.reason ?? null },
    });
    return row;
  });
  if (!canceled) throw new HttpError(409, ALREADY_CANCELED); // another staff member (or the visitor) got there first
  deps.mailQueued();
  if (refundYen > 0 && !cash) await payRefunds(deps);
  const detail =
    refundYen === 0
      ? paid === 0
        ? 'Booking canceled. Nothing was paid, so nothing is refunded.'
        : 'Booking canceled without a refund.'
      : cash
        ? `Booking canceled. ${formatAmount('en', refundYen)} is recorded as paid back in cash at the desk.`
        : `Booking canceled. ${formatAmount('en', refundYen)} is being refunded to the customer's card.`;
  return { detail, booking_id: canceled.id };
}

/** A Pending payment-link hold: ended on the provider's word, as the visitor's own abandon ends one. */
async function cancelHold(
  deps: BookingDeps,
  staff: Actor,
  booking: BookingRow,
  body: z.output<typeof StaffCancelBody>,
): Promise<StaffActionResult> {
  if (booking.checkout_session_id) {
    const outcome = await deps.payments.expireCheckout(booking.checkout_session_id);
    if (outcome.status === 'complete') {
      await completeCheckout(deps, booking.checkout_session_id, outcome.paymentRef, outcome.receiptUrl);
      throw new HttpError(409, JUST_PAID);
    }
    if (outcome.status === 'open') throw new HttpError(409, LINK_STILL_OPEN);
  }
  const canceled = await deps.db.transaction(async (tx) => {
    const row = await releaseSeats(tx, booking.id, 'Pending', 'Canceled');
    if (!row) return null;
    await enqueueMail(tx, bookingCanceledMail(row, deps.publicUrl, false, deps.now()), row.id);
    await writeAudit(tx, actorOf(staff), {
      action: 'booking.canceled',
      targetType: 'booking',
      targetId: row.id,
      bookingId: row.id,
      before: { status: 'Pending', paid: 0 },
      after: { status: 'Canceled', refund: body.refund, refund_amount: 0, cash: false, reason: body.reason ?? null },
    });
    return row;
  });
  if (!canceled) throw new HttpError(409, ALREADY_CANCELED); // expired or canceled meanwhile
  deps.mailQueued();
  return { detail: 'The unpaid booking was canceled; its payment link no longer works.', booking_id: canceled.id };
}

/**
 * POST /api/admin/bookings: a phone or desk booking, held by the visitor's createHold (the same capacity
 * constraint: a taken seat is 409 SLOT_TAKEN) from today (a walk-in) to the window's last day. Cash:
 * Confirmed and paid in the hold's transaction, the confirmation and the school's notices queued. Link:
 * a normal hold and checkout session, the payment link emailed at once (and marked, so the sweeper
 * does not send it again).
 */
export async function staffBook(deps: BookingDeps, staff: Actor, body: z.output<typeof StaffBookingBody>): Promise<StaffActionResult> {
  const today = tokyoToday(deps.now());
  const { last } = bookingWindow(deps.schedule, today);
  if (body.booking_date < today || body.booking_date > last) throw new HttpError(400, DATE_OUTSIDE);
  const slots = await slotsByIds(deps.db, RENTAL_SPACE_ID, body.timeslot_ids);
  if (slots.length !== body.timeslot_ids.length || slots.some((s) => s.day !== body.booking_date)) {
    throw new HttpError(400, NOT_ON_DATE);
  }
  const priced = priceSlots(deps, body.booking_date, slots, { name: body.user_name, email: body.user_email });
  const cash = body.payment === 'cash';
  // client_ip: the caps' count by address is about visitors; the desk's holds are counted apart.
  const visitor = { ip: `staff:${staff.id}`, language: body.language, timeZone: null };
  // Paid at the desk: no checkout session at all (not even the test checkout's).
  const hold = { ...newHold(deps, priced, null, visitor), ...(cash ? { testSession: null } : {}) };

  const held = await deps.db
    .transaction(async (tx) => {
      // createHold checks the slots under their lock: one closed meanwhile is its 'closed' verdict.
      const { id, verdict } = await createHold(tx, hold, DESK_CAPS);
      if (verdict === 'closed') throw new HttpError(409, SLOT_CLOSED);
      if (verdict === 'replace') return null;
      if (verdict !== 'ok' || id === null) throw new Error(`staffBook: unexpected hold verdict ${verdict}`);
      const origin = await recordStaffOrigin(tx, id, body.source, body.phone ?? null);
      // Paid at the desk: confirmed in the hold's transaction (it cannot have been paid or released meanwhile).
      const row = cash ? (await confirmPaidInCash(tx, id, deps.now()))! : origin;
      if (cash) {
        await enqueueMail(tx, bookingConfirmedMail(row, deps.publicUrl, deps.now()), row.id);
        await queueBookingNotices(tx, deps, row, { kind: 'paid' });
      } else if (hold.testSession) {
        await queuePaymentLink(tx, deps, row, hold.testSession.url, hold.expiresAt);
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
          payment: body.payment,
          total_amount: row.total_amount,
        },
      });
      return row;
    })
    .catch((e: { code?: string }) => {
      throw e.code === CAPACITY_VIOLATION ? new HttpError(409, SLOT_TAKEN) : e;
    });
  if (!held) throw new HttpError(409, CUSTOMER_HOLDING);

  if (!cash && !hold.testSession) {
    // A remote provider's session is opened once the hold exists (over the network, outside the transaction).
    const session = await openCheckout(deps, held.id, hold);
    await deps.db.transaction((tx) => queuePaymentLink(tx, deps, held, session.url, hold.expiresAt));
  }
  deps.mailQueued();
  const detail = cash
    ? `Booking confirmed and paid at the desk (${formatAmount('en', held.total_amount)}). The confirmation was emailed to ${held.user_email}.`
    : `Seats held. The payment link was emailed to ${held.user_email}; it works for 30 minutes.`;
  return { detail, booking_id: held.id };
}

/** The payment-link email, queued now and marked as sent so the sweeper (reminders.ts) does not send it again. */
async function queuePaymentLink(tx: Queryable, deps: BookingDeps, b: BookingRow, url: string, expiresAt: Date): Promise<void> {
  await markPaymentLinkQueued(tx, b.id, deps.now());
  await enqueueMail(tx, paymentLinkMail(b, url, expiresAt, true), b.id);
}

/**
 * PUT /api/admin/bookings/:id/attendance: a Confirmed booking whose class day has come (Tokyo); null
 * clears the mark. The row is locked while it is checked, so the audit's before is the value replaced.
 */
export async function markAttendance(
  deps: BookingDeps,
  staff: Actor,
  id: number,
  body: z.output<typeof AttendanceBody>,
): Promise<StaffActionResult> {
  const today = tokyoToday(deps.now());
  await deps.db.transaction(async (tx) => {
    const b = await attendanceForUpdate(tx, id);
    if (!b) throw new HttpError(404, messages.bookingNotFound);
    if (b.status !== 'Confirmed') throw new HttpError(409, ATTENDANCE_NOT_CONFIRMED);
    if (b.booking_date > today) throw new HttpError(409, ATTENDANCE_TOO_EARLY);
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
