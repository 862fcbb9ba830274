// The server's refusals of a move (src/server/booking/moveBooking.ts), without zod so the console's bundle
// can translate them (move.ts re-exports them).

export const MOVE_NOT_CONFIRMED = 'Only a confirmed booking can be moved.';
export const MOVE_CLASS_BEGUN = 'This class has already begun (Japan time), so it can no longer be moved.';
export const MOVE_SAME_TIME = 'The booking already has exactly these timeslots. Choose other timeslots to move it.';
/** A move keeps the booking's length (and so its price). */
export const moveSameLength = (count: number) =>
  `Choose ${count} timeslots: a booking moves to the same number of timeslots it has, so its price stays the same.`;
