import type { z } from 'zod';
import { DATE_OUTSIDE, SLOT_CLOSED, type StaffActionResult } from '../../shared/admin/bookings.js';
import type { MoveBookingBody, StaffMoveResult } from '../../shared/admin/move.js';
import {
  DIFFERENCE_LINK_CLASS_BEGUN,
  DIFFERENCE_PAID_BY_CARD,
  MOVE_BOOKING_CHANGED,
  NO_DIFFERENCE_OWED,
  MOVE_DIFFERENCE_NEEDED,
  MOVE_LINK_NEEDS_EMAIL,
  MOVE_LENGTH_PAID_ONLY,
  MOVE_PENDING_SAME_LENGTH,
  moveSameLength,
  type MovedMoneyWay,
} from '../../shared/admin/moveWords.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND } from '../../shared/admin/teacherTexts.js';
import { slotBegun, tokyoToday } from '../../shared/dates.js';
import type { Actor } from '../audit/auditLog.js';
import { writeAudit } from '../audit/auditLog.js';
import { chargesOf, differencesOf, settleCharge, type DifferenceRow } from '../booking/bookingDifferences.js';
import { bookingMoney } from '../booking/bookingMoney.js';
import { findById, lockBooking } from '../booking/bookingRows.js';
import { enqueueMail } from '../mail/outbox.js';
import { differenceLinkMail } from '../mail/templates.js';
import * as messages from '../../shared/messages.js';
import { auditLinkSent, openDifferenceLink, settleMoveDifference } from '../booking/moveDifference.js';
import { closeVoidedLinks } from '../booking/cancelService.js';
import { completeCheckout, payRefundOf } from '../booking/paymentLifecycle.js';
import type { BookingRow } from '../booking/bookingRows.js';
import type { Queryable } from '../db/db.js';
import { moveBooking, type MoveWording } from '../booking/moveBooking.js';
import { formatAmount } from '../mail/mailFormat.js';
import { bookingWindow } from '../booking/schedule.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';

/** The staff's words: a closed slot can be reopened by them; teachers as reassigning says it. */
const STAFF_MOVE_WORDING: MoveWording = {
  closed: SLOT_CLOSED,
  teacher: { notFree: REASSIGN_NOT_FREE, unknown: TEACHER_NOT_FOUND, none: NO_TEACHER_FREE },
  onlineOnly: false,
};

/**
 * POST /api/admin/bookings/:id/move: a Confirmed booking (or a Pending one while its hold lasts, to as many
 * slots: its payment link stays valid for the same amount) whose class has not begun moves to as many free
 * slots of a day from today (slots still to come) to the window's last day, whatever the visitor's own
 * deadline. Decided on what the clerk saw (decided_on, compared under the booking's lock: 409 when it changed).
 * The customer is emailed the new time with the updated .ics; audited as booking.moved. The answer says what
 * really happened (StaffMoveResult), so the console words it from the server, never from its own copy.
 */
export async function staffMove(
  deps: ServerDeps,
  staff: Actor,
  id: number,
  body: z.output<typeof MoveBookingBody>,
  ip: string | null = null,
): Promise<StaffMoveResult> {
  const today = tokyoToday(deps.now());
  const { last } = bookingWindow(deps.schedule, today);
  if (body.booking_date < today || body.booking_date > last) throw new HttpError(400, DATE_OUTSIDE);
  const request = {
    date: body.booking_date,
    slotIds: body.timeslot_ids,
    teacherId: body.teacher_id ?? null,
    anyLength: true,
    pending: true,
    byStaff: true,
    languageConfirmed: body.language_confirmed === true,
  };
  const actor = { kind: 'staff' as const, id: staff.id!, email: staff.email, ip };
  // Staff move any confirmed booking whose class has not begun, whatever the visitor's own deadline. Another
  // length changes the price: only for a paid booking, the difference settled the way staff chose.
  const check = async (b: BookingRow, tx: Queryable) => {
    const seen = body.decided_on;
    const changed =
      b.status !== seen.status ||
      b.booking_date !== seen.booking_date ||
      b.time_range !== seen.time_range ||
      b.slot_count !== seen.slot_count ||
      b.total_amount !== seen.total_amount;
    const paid = (await bookingMoney(tx, b)).refundableYen;
    if (changed || paid !== seen.paid_yen) throw new HttpError(409, MOVE_BOOKING_CHANGED);
    if (b.slot_count !== body.timeslot_ids.length) {
      if (b.status === 'Pending') throw new HttpError(400, MOVE_PENDING_SAME_LENGTH);
      if (paid === 0) throw new HttpError(400, `${MOVE_LENGTH_PAID_ONLY} ${moveSameLength(b.slot_count)}`);
      if (!body.difference) throw new HttpError(400, MOVE_DIFFERENCE_NEEDED);
    }
    return actor;
  };
  const settle = body.difference ? settleMoveDifference(body.difference, { id: staff.id, at: deps.now() }) : null;
  const { row, money } = await moveBooking(deps, id, request, check, STAFF_MOVE_WORDING, settle);
  const linkSent = money?.way === 'link-more' ? await openDifferenceLink(deps, row) : false;
  if (money?.way === 'card-back') await payRefundOf(deps, row.id);
  if (money?.way === 'owed-dropped') await closeVoidedLinks(deps, money.closeLink ? [money.closeLink] : []);
  const moved = {
    booking_date: row.booking_date,
    time_range: row.time_range,
    pending: row.status === 'Pending',
    emailed_to: row.user_email,
    money: money && { way: money.way, yen: money.yen, link_sent: linkSent },
  };
  return { detail: movedInWords(moved), booking_id: row.id, moved };
}

/** The move's outcome in English (the API's words; the console says the same from `moved` in the member's language). */
function movedInWords(m: StaffMoveResult['moved']): string {
  const told = !m.emailed_to
    ? 'No email was given, so none was sent.'
    : m.pending
      ? `The customer was emailed the payment link again with the new time at ${m.emailed_to}; it still works, for the same amount.`
      : `The customer was emailed the new time at ${m.emailed_to}.`;
  const yen = m.money && formatAmount('en', m.money.yen);
  const settled: Record<MovedMoneyWay, string> = {
    'cash-more': ` ${yen} more is recorded as paid in cash at the desk.`,
    'cash-back': ` ${yen} is recorded as handed back in cash at the desk.`,
    'card-back': ` ${yen} is refunded to the card the booking was paid with.`,
    'owed-dropped': ` ${yen} still owed is no longer due, and its payment link is closed.`,
    'link-more': m.money?.link_sent
      ? ` ${yen} more is owed: the customer was emailed a link to pay it by card.`
      : ` ${yen} more is owed, but the payment link could not be made: take it in cash from the booking's page.`,
  };
  return `Booking moved to ${m.booking_date} ${m.time_range}.${m.money ? settled[m.money.way] : ''} ${told}`;
}

/**
 * POST /api/admin/bookings/:id/difference/cash: the difference a move left owed (its payment link unpaid, or
 * never made) is paid in cash at the desk. Its payment link is closed at the provider first; a payment made just
 * before that settles it by card instead (409, nothing taken in cash). Audited as booking.difference_cash.
 */
export async function takeDifferenceInCash(deps: ServerDeps, staff: Actor, id: number): Promise<StaffActionResult> {
  const [charge] = chargesOf(await differencesOf(deps.db, id)).owed;
  if (!charge) throw new HttpError(409, NO_DIFFERENCE_OWED);
  await closeOwedLink(deps, charge);
  await deps.db.transaction(async (tx) => {
    if (!(await lockBooking(tx, id)) || !(await settleCharge(tx, charge.id, null, 'cash', staff.id, deps.now())))
      throw new HttpError(409, NO_DIFFERENCE_OWED);
    await writeAudit(
      tx,
      { id: staff.id, email: staff.email },
      {
        // a booking paid at the lesson: its price taken now (the till counts it from this moment)
        action: charge.reason === 'lesson' ? 'booking.payment_taken' : 'booking.difference_cash',
        targetType: 'booking',
        targetId: id,
        bookingId: id,
        before: { owed: charge.amount },
        after: { paid_in_cash: charge.amount },
      },
    );
  });
  return { detail: `${formatAmount('en', charge.amount)} is recorded as paid in cash at the desk.`, booking_id: id };
}

/**
 * POST /api/admin/bookings/:id/difference/link: the payment link of a difference still owed, emailed to the customer
 * again: the same link while it works; else (expired, or never made) a new one, once the old is closed at the
 * provider (a payment made just before is taken as paid: 409). The new one is emailed only if the charge is still
 * owed when it is attached (taken in cash meanwhile: 409, the new session closed). Audited as booking.difference_link_sent.
 */
export async function sendDifferenceLinkAgain(deps: ServerDeps, staff: Actor, id: number): Promise<StaffActionResult> {
  const b = await findById(deps.db, id);
  if (!b) throw new HttpError(404, messages.bookingNotFound);
  const [charge] = chargesOf(await differencesOf(deps.db, id)).owed;
  if (!charge) throw new HttpError(409, NO_DIFFERENCE_OWED);
  if (!b.user_email) throw new HttpError(409, MOVE_LINK_NEEDS_EMAIL);
  // a difference link lasts until the class begins at the latest: from then on it would be a dead link
  if (slotBegun(b.booking_date, b.time_range.slice(0, 5), deps.now())) throw new HttpError(409, DIFFERENCE_LINK_CLASS_BEGUN);
  const actor = { id: staff.id, email: staff.email };
  if (charge.checkout_url && charge.expires_at && new Date(charge.expires_at) > deps.now()) {
    await deps.db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        differenceLinkMail(b, charge.checkout_url!, charge.amount, new Date(charge.expires_at!), charge.reason === 'lesson'),
        b.id,
      );
      await auditLinkSent(tx, actor, b, charge, 'same');
    });
    deps.mailQueued();
    return { detail: `The payment link for ${formatAmount('en', charge.amount)} was emailed again to ${b.user_email}.`, booking_id: id };
  }
  await closeOwedLink(deps, charge);
  if (!(await openDifferenceLink(deps, b, actor))) {
    // settled meanwhile (taken in cash): the new link went to nobody and was closed
    if (chargesOf(await differencesOf(deps.db, id)).owed.length === 0) throw new HttpError(409, NO_DIFFERENCE_OWED);
    throw new HttpError(502, messages.PAYMENT_SERVICE_DOWN);
  }
  return { detail: `A new payment link for ${formatAmount('en', charge.amount)} was emailed to ${b.user_email}.`, booking_id: id };
}

/**
 * An owed difference's payment link, closed at the provider before staff settle it another way or replace it: a
 * payment made just before is taken as paid by card (409, nothing else done).
 */
async function closeOwedLink(deps: ServerDeps, charge: DifferenceRow): Promise<void> {
  if (!charge.checkout_session_id) return;
  const outcome = await deps.payments.expireCheckout(charge.checkout_session_id);
  if (outcome.status === 'complete') {
    await completeCheckout(deps, charge.checkout_session_id, outcome.paymentRef, outcome.receiptUrl, outcome.purpose);
    throw new HttpError(409, DIFFERENCE_PAID_BY_CARD);
  }
}
