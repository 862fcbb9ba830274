// The server's refusals of a move (src/server/booking/moveBooking.ts), without zod so the console's bundle
// can translate them (move.ts re-exports them).

export const MOVE_NOT_CONFIRMED = 'Only a confirmed booking can be moved.';
export const MOVE_CLASS_BEGUN = 'This class has already begun (Japan time), so it can no longer be moved.';
export const MOVE_SAME_TIME = 'The booking already has exactly these timeslots. Choose other timeslots to move it.';
/** A move keeps the booking's length (and so its price). */
export const moveSameLength = (count: number) =>
  `Choose ${count} timeslots: a booking moves to the same number of timeslots it has, so its price stays the same.`;
/** Another number of timeslots: only a booking paid in cash at the desk, the difference settled there in cash. */
export const MOVE_LENGTH_CASH_ONLY =
  'Only a booking paid in cash at the school can move to another number of timeslots (the difference is settled in cash at the desk).';
export const MOVE_DIFFERENCE_NEEDED =
  'The new time has another number of timeslots: confirm that the difference is settled in cash at the desk now.';
/** The staff's move: a Pending booking too (its payment link stays valid), while its hold lasts. */
export const MOVE_NOT_HELD = 'Only a confirmed booking, or one awaiting payment while its payment link is open, can be moved.';
/** A Pending booking keeps the amount of its payment link: the same number of timeslots. */
export const MOVE_PENDING_SAME_LENGTH =
  'A booking awaiting payment moves to the same number of timeslots only, so its payment link keeps its amount.';
