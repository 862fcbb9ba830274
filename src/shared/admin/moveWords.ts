// The server's refusals of a move (src/server/booking/moveBooking.ts), the ways a difference is settled and the
// moved price's rule, without zod so the console's bundle can use them (move.ts re-exports them).

export const MOVE_NOT_CONFIRMED = 'Only a confirmed booking can be moved.';
export const MOVE_CLASS_BEGUN = 'This class has already begun (Japan time), so it can no longer be moved.';
export const MOVE_SAME_TIME = 'The booking already has exactly these timeslots. Choose other timeslots to move it.';
/** A move keeps the booking's length (and so its price). */
export const moveSameLength = (count: number) =>
  `Choose ${count} timeslots: a booking moves to the same number of timeslots it has, so its price stays the same.`;
/** Another number of timeslots: only a paid booking, the difference settled in cash at the desk or by card. */
export const MOVE_LENGTH_PAID_ONLY = 'Only a paid booking can move to another number of timeslots.';
export const MOVE_DIFFERENCE_NEEDED =
  'The new time has another number of timeslots: choose how the difference is settled (in cash at the desk, or by card).';
/** One difference owed at a time: an earlier move's payment link is still unpaid. */
export const MOVE_DIFFERENCE_OWED =
  'This booking still has a difference to pay from an earlier move: take it in cash on its page, or wait for the payment, before changing its length again.';
export const MOVE_LINK_NEEDS_EMAIL = 'The booking has no email to send a payment link to: take the difference in cash at the desk.';
export const MOVE_NO_CARD_TO_REFUND =
  'This booking was not paid by card (or not enough of it), so the difference cannot go back to a card: hand it back in cash at the desk.';
/** The booking changed since the move dialog showed it (MoveDecidedOn): nothing moved or was settled. */
export const MOVE_BOOKING_CHANGED =
  'This booking changed since the move was chosen (a payment, a refund or another move). Nothing was moved or settled: look at it again and choose again.';
/** Taking an owed difference in cash: there is none (paid meanwhile, or the booking canceled). */
export const NO_DIFFERENCE_OWED = 'This booking has no difference owed.';
/** Emailing a difference's payment link again once the class has begun: the link would end before it arrived. */
export const DIFFERENCE_LINK_CLASS_BEGUN =
  'This class has already begun (Japan time), so a payment link would no longer work: take the difference in cash at the desk.';
/** Its payment link was paid just before the link was closed: nothing is taken in cash. */
export const DIFFERENCE_PAID_BY_CARD = 'The customer has just paid the difference by card: nothing is to be taken in cash.';
/** The staff's move: a Pending booking too (its payment link stays valid), while its hold lasts. */
export const MOVE_NOT_HELD = 'Only a confirmed booking, or one awaiting payment while its payment link is open, can be moved.';
/** A Pending booking keeps the amount of its payment link: the same number of timeslots. */
export const MOVE_PENDING_SAME_LENGTH =
  'A booking awaiting payment moves to the same number of timeslots only, so its payment link keeps its amount.';

/**
 * How a move to another length settled the difference in price (the audit's `difference.way`): taken in cash, owed
 * by a payment link, handed back in cash, refunded to the card, or a difference still owed dropped by moving back.
 */
export const MOVED_MONEY_WAYS = ['cash-more', 'link-more', 'cash-back', 'card-back', 'owed-dropped'] as const;
export type MovedMoneyWay = (typeof MOVED_MONEY_WAYS)[number];

/** The price of a booking moved from `from` to `to` timeslots: the price per timeslot as it was booked (the schedule's may have changed since). */
export const movedTotal = (total: number, from: number, to: number) => (from === to || from === 0 ? total : Math.round(total / from) * to);
