import { z } from 'zod';
import { BookingStatus } from '../booking.js';
import { StaffActionResult, StaffSlotIds } from './bookings.js';
import { IsoDate, RowId } from './common.js';
import { MOVED_MONEY_WAYS } from './moveWords.js';

export * from './moveWords.js';

// "Move a booking": the contract of POST /api/admin/bookings/:id/move (answers StaffMoveResult).

/**
 * What the clerk decided the move on: the booking as the dialog showed it (its status, date and time, number of
 * timeslots, price and the yen paid, as a cancel decides it). The server compares them with the booking under its row lock: a
 * booking that changed meanwhile (a payment, a refund, another clerk's move) is a 409 and nothing moves or settles.
 */
export const MoveDecidedOn = z
  .object({
    status: BookingStatus,
    booking_date: z.string().max(10),
    time_range: z.string().max(200),
    slot_count: z.number().int().min(1).max(48),
    total_amount: z.number().int().min(0).max(10_000_000),
    paid_yen: z.number().int().min(0).max(10_000_000),
  })
  .strict();
export type MoveDecidedOn = z.infer<typeof MoveDecidedOn>;

/**
 * The new date and slots (the same rules as a booking: at least MIN_TIMESLOTS on one day, free, open, not
 * begun) and as many slots as the booking has (so the price stays), or for a paid booking another number of them
 * with `difference` (priced per timeslot as it was booked), optionally the teacher staff chose (else the booking
 * keeps its teacher when free for the new time, or gets the fair pick).
 */
export const MoveBookingBody = z
  .object({
    decided_on: MoveDecidedOn,
    booking_date: IsoDate,
    timeslot_ids: StaffSlotIds,
    teacher_id: RowId.optional(),
    /** Staff saw the lesson's language conflict (409 LANGUAGE_NOT_TAUGHT / LANGUAGE_NONE_FREE) and move it anyway. */
    language_confirmed: z.literal(true).optional(),
    /**
     * The new time has another number of timeslots. 'cash': the difference is taken, or handed back, in cash at
     * the desk now. 'card': a longer time's difference is paid by a payment link emailed to the customer; a
     * shorter time's is refunded to the card the booking was paid with.
     */
    difference: z.enum(['cash', 'card']).optional(),
  })
  .strict();
export type MoveBookingBody = z.input<typeof MoveBookingBody>;

/**
 * What a staff move answers: the outcome in English words (as every staff action), and what really happened, for
 * the console to word in the member's language: the new time, whom the customer's email went to, and what became
 * of a difference in price (its yen, the way it was settled, and whether its payment link was really emailed).
 */
export const StaffMoveResult = StaffActionResult.extend({
  moved: z.object({
    booking_date: z.string(),
    time_range: z.string(),
    /** Still awaiting payment: its payment link was emailed again, for the same amount. */
    pending: z.boolean(),
    /** The address the customer was emailed at; null: the booking has no email. */
    emailed_to: z.string().nullable(),
    money: z
      .object({
        way: z.enum(MOVED_MONEY_WAYS),
        yen: z.number().int(),
        /** 'link-more' only: the payment link was made and emailed (false: take it in cash from the booking's page). */
        link_sent: z.boolean(),
      })
      .nullable(),
  }),
});
export type StaffMoveResult = z.infer<typeof StaffMoveResult>;
