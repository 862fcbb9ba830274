import type { z } from 'zod';
import { DATE_OUTSIDE, SLOT_CLOSED, type StaffActionResult } from '../../shared/admin/bookings.js';
import type { MoveBookingBody } from '../../shared/admin/move.js';
import { MOVE_DIFFERENCE_NEEDED, MOVE_LENGTH_CASH_ONLY, MOVE_PENDING_SAME_LENGTH, moveSameLength } from '../../shared/admin/moveWords.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND } from '../../shared/admin/teacherTexts.js';
import { tokyoToday } from '../../shared/dates.js';
import type { Actor } from '../audit/auditLog.js';
import { CASH } from '../booking/bookingPayments.js';
import type { BookingRow } from '../booking/bookingRows.js';
import { moveBooking, type MoveWording } from '../booking/moveBooking.js';
import { formatAmount } from '../mail/mailFormat.js';
import { bookingWindow } from '../booking/schedule.js';
import type { BookingDeps } from '../deps.js';
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
 * deadline. The customer is emailed the new time with the updated .ics; audited as booking.moved.
 */
export async function staffMove(
  deps: BookingDeps,
  staff: Actor,
  id: number,
  body: z.output<typeof MoveBookingBody>,
  ip: string | null = null,
): Promise<StaffActionResult> {
  const today = tokyoToday(deps.now());
  const { last } = bookingWindow(deps.schedule, today);
  if (body.booking_date < today || body.booking_date > last) throw new HttpError(400, DATE_OUTSIDE);
  const request = {
    date: body.booking_date,
    slotIds: body.timeslot_ids,
    teacherId: body.teacher_id ?? null,
    anyLength: true,
    pending: true,
  };
  const actor = { kind: 'staff' as const, id: staff.id!, email: staff.email, ip };
  let before = 0;
  // Staff move any confirmed booking whose class has not begun, whatever the visitor's own deadline. Another
  // length changes the price: only for a booking paid in cash, the difference settled at the desk now
  // (paidYen stays the truth: all of a cash booking's total is cash).
  const check = (b: BookingRow) => {
    before = b.total_amount;
    // (the move checks the length against the booking's slots; slot_count says the same for a booking made since 0005)
    if (b.slot_count !== body.timeslot_ids.length) {
      if (b.status === 'Pending') throw new HttpError(400, MOVE_PENDING_SAME_LENGTH);
      if (b.provider !== CASH || b.paid_at === null) throw new HttpError(400, `${MOVE_LENGTH_CASH_ONLY} ${moveSameLength(b.slot_count)}`);
      if (body.difference !== 'cash') throw new HttpError(400, MOVE_DIFFERENCE_NEEDED);
    }
    return actor;
  };
  const row = await moveBooking(deps, id, request, check, STAFF_MOVE_WORDING);
  const told = !row.user_email
    ? 'No email was given, so none was sent.'
    : row.status === 'Pending'
      ? `The customer was emailed the payment link again with the new time at ${row.user_email}; it still works, for the same amount.`
      : `The customer was emailed the new time at ${row.user_email}.`;
  const diff = row.total_amount - before;
  const cash =
    diff > 0
      ? ` ${formatAmount('en', diff)} more is recorded as paid in cash at the desk.`
      : diff < 0
        ? ` ${formatAmount('en', -diff)} is recorded as handed back in cash at the desk.`
        : '';
  return { detail: `Booking moved to ${row.booking_date} ${row.time_range}.${cash} ${told}`, booking_id: row.id };
}
