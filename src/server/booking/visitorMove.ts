import { isCancellable } from '../../shared/booking.js';
import { fromCompactDate, tokyoToday } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import type { VisitorMoveBody } from '../../shared/moveBooking.js';
import { NO_SINGLE_TEACHER, TEACHER_NOT_FREE, UNKNOWN_TEACHER } from '../../shared/teachers.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { SLOT_TAKEN } from './bookingService.js';
import type { BookingRow } from './bookingRows.js';
import { visitorActor, type CancelProof } from './cancelService.js';
import { moveBooking, type MoveWording } from './moveBooking.js';
import { bookingWindow } from './schedule.js';

/** A visitor's words: a closed slot is a taken seat to them; teachers bookable online only, as their booking's. */
const VISITOR_MOVE_WORDING: MoveWording = {
  closed: SLOT_TAKEN,
  teacher: { notFree: TEACHER_NOT_FREE, unknown: UNKNOWN_TEACHER, none: NO_SINGLE_TEACHER },
  onlineOnly: true,
};

/** The visitor's own move after the cancel deadline (the class's day has come in Tokyo). */
export const MOVE_TOO_LATE = 'This booking can no longer be moved.';

/**
 * POST /public/bookings/:booking_id/move: the holder of the booking's link or its owner moves it, until the
 * cancel deadline (Confirmed, the class after today in Tokyo), to as many free timeslots of a day in the
 * visitor's booking window. The staff's move's one transaction does the rest.
 */
export async function visitorMove(deps: ServerDeps, bookingId: number, body: VisitorMoveBody, proof: CancelProof): Promise<void> {
  const date = fromCompactDate(body.booking_date);
  const { first, last } = bookingWindow(deps.schedule, tokyoToday(deps.now()));
  const check = (booking: BookingRow) => {
    const actor = visitorActor(booking, proof);
    if (!isCancellable(booking, tokyoToday(deps.now()))) throw new HttpError(409, MOVE_TOO_LATE);
    if (date < first || date > last) throw new HttpError(400, messages.dateNotAvailable);
    return actor;
  };
  await moveBooking(deps, bookingId, { date, slotIds: body.timeslot_ids, teacherId: null }, check, VISITOR_MOVE_WORDING);
}
