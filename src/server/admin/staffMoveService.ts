import type { z } from 'zod';
import { DATE_OUTSIDE, SLOT_CLOSED, type StaffActionResult } from '../../shared/admin/bookings.js';
import type { MoveBookingBody } from '../../shared/admin/move.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND } from '../../shared/admin/teacherTexts.js';
import { tokyoToday } from '../../shared/dates.js';
import type { Actor } from '../audit/auditLog.js';
import { moveBooking, type MoveWording } from '../booking/moveBooking.js';
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
 * POST /api/admin/bookings/:id/move: a Confirmed booking whose class has not begun moves to as many free
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
  const request = { date: body.booking_date, slotIds: body.timeslot_ids, teacherId: body.teacher_id ?? null };
  const actor = { kind: 'staff' as const, id: staff.id!, email: staff.email, ip };
  // staff move any confirmed booking whose class has not begun, whatever the visitor's own deadline
  const row = await moveBooking(deps, id, request, () => actor, STAFF_MOVE_WORDING);
  const told = row.user_email ? `The customer was emailed the new time at ${row.user_email}.` : 'No email was given, so none was sent.';
  return { detail: `Booking moved to ${row.booking_date} ${row.time_range}. ${told}`, booking_id: row.id };
}
