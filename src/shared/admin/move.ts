import { z } from 'zod';
import { StaffSlotIds } from './bookings.js';
import { IsoDate, RowId } from './common.js';

export * from './moveWords.js';

// "Move a booking": the contract of POST /api/admin/bookings/:id/move (answers StaffActionResult).

/**
 * The new date and slots (the same rules as a booking: at least MIN_TIMESLOTS on one day, free, open, not
 * begun) and as many slots as the booking has (so the price stays; a booking paid in cash may change its
 * length with `difference: 'cash'`, priced per timeslot as it was booked), optionally the teacher staff chose (else
 * the booking keeps its teacher when free for the new time, or gets the fair pick).
 */
export const MoveBookingBody = z
  .object({
    booking_date: IsoDate,
    timeslot_ids: StaffSlotIds,
    teacher_id: RowId.optional(),
    /**
     * 'cash': the new time has another number of timeslots (a booking paid in cash only) and the difference
     * is taken, or handed back, in cash at the desk now.
     */
    difference: z.literal('cash').optional(),
  })
  .strict();
export type MoveBookingBody = z.input<typeof MoveBookingBody>;
