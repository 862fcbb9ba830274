import { z } from 'zod';
import { CompactDate, ConfirmBookingBody } from './booking.js';

export * from './moveTexts.js';

// The visitor's own move (the view-booking page): the contract of POST /public/bookings/:booking_id/move.

/**
 * The new date (yyyymmdd) and as many free timeslots as the booking has; allowed while the booking could be
 * canceled (Confirmed, class after today in Tokyo), to the holder of its link or its owner, as cancel is.
 */
export const VisitorMoveBody = z.object({ booking_date: CompactDate, timeslot_ids: ConfirmBookingBody.shape.timeslot_ids }).strict();
export type VisitorMoveBody = z.infer<typeof VisitorMoveBody>;
