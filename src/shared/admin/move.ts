import { z } from 'zod';
import { StaffSlotIds } from './bookings.js';
import { IsoDate, RowId } from './common.js';

export * from './moveWords.js';

// "Move a booking": the contract of POST /api/admin/bookings/:id/move (answers StaffActionResult).

/**
 * The new date and slots (the same rules as a booking: at least MIN_TIMESLOTS on one day, free, open, not
 * begun) and as many slots as the booking has (so the price stays), or for a paid booking another number of them
 * with `difference` (priced per timeslot as it was booked), optionally the teacher staff chose (else the booking
 * keeps its teacher when free for the new time, or gets the fair pick).
 */
export const MoveBookingBody = z
  .object({
    booking_date: IsoDate,
    timeslot_ids: StaffSlotIds,
    teacher_id: RowId.optional(),
    /**
     * The new time has another number of timeslots. 'cash': the difference is taken, or handed back, in cash at
     * the desk now. 'card': a longer time's difference is paid by a payment link emailed to the customer; a
     * shorter time's is refunded to the card the booking was paid with.
     */
    difference: z.enum(['cash', 'card']).optional(),
  })
  .strict();
export type MoveBookingBody = z.input<typeof MoveBookingBody>;
