import type { Queryable } from '../db/db.js';
import { CASH } from './bookingPayments.js';
import { differencesOf, type DifferenceRow } from './bookingDifferences.js';
import type { BookingRow } from './bookingRows.js';

// One account of a booking's money: what it costs, what came in (by way), what went or goes back (by way), what
// the customer still owes and what the desk owes back. Every reader asks this module, or its SQL twin, the view
// booking_money (migration 0030), which a test keeps equal to it on random histories. No other file sums a
// booking's money.

export type MoneyWay = 'card' | 'cash';
/** Yen by way of payment. */
export interface ByWay {
  card: number;
  cash: number;
}

export interface BookingMoney {
  /** The price of the booking's slots now (total_amount, tax included). */
  price: number;
  /**
   * The booking's own payment, received: its way, its yen (the price it was paid at; 0 when never paid), what is
   * left of it after the moves' refunds (a card refund of a move goes back to it), and the cancel's refund that goes
   * back its way (the rest of that refund the moves' charges give back, each its own way).
   */
  first: { way: MoneyWay; yen: number; left: number; back: number };
  /** What came in: the first payment, the moves' charges paid, and late payments (which are refunded whole). */
  received: ByWay;
  /** What went back or is on its way: the moves' refunds, the cancel's refund, late payments. */
  refunded: ByWay;
  /** Of refunded, what is not paid out yet; `cash` is what the desk owes the customer back. */
  pending: ByWay;
  /** The cancel's whole refund (a staff's partial amount, else everything refundable then), every way; 0: none. */
  cancelRefundYen: number;
  /**
   * Charges still owed by the customer, not received: a move's (a payment link unpaid), and the price of a booking
   * paid at the lesson until the desk takes it (a 'lesson' charge, migration 0035).
   */
  owedYen: number;
  /** Of owedYen, the price of a booking paid at the lesson not taken yet (Today's and the booking's "due"). */
  dueAtLessonYen: number;
  /** What a cancel may refund now: a Confirmed paid booking's price less what is still owed; else 0. */
  refundableYen: number;
}

type MoneyFacts = Pick<
  BookingRow,
  'status' | 'provider' | 'paid_at' | 'payment_ref' | 'total_amount' | 'refund_requested_at' | 'refund_amount' | 'refunded_at'
>;
type DifferenceFacts = Pick<DifferenceRow, 'kind' | 'method' | 'amount' | 'reason' | 'settled_at' | 'voided_at'>;

const sum = (rows: DifferenceFacts[], keep: (d: DifferenceFacts) => boolean) => rows.filter(keep).reduce((s, d) => s + d.amount, 0);
const byWay = (rows: DifferenceFacts[], keep: (d: DifferenceFacts) => boolean): ByWay => ({
  card: sum(rows, (d) => keep(d) && d.method === 'card'),
  cash: sum(rows, (d) => keep(d) && d.method === 'cash'),
});
const plus = (a: ByWay, way: MoneyWay, yen: number): ByWay => ({ ...a, [way]: a[way] + yen });

/** The booking's money from its row and its differences (booking_money says the same in SQL). */
export function moneyOf(b: MoneyFacts, differences: DifferenceFacts[]): BookingMoney {
  const charges = differences.filter((d) => d.kind === 'charge' && d.voided_at === null);
  const refunds = differences.filter((d) => d.kind === 'refund');
  const owedYen = sum(charges, (d) => d.settled_at === null);
  const way: MoneyWay = b.provider === CASH ? 'cash' : 'card';
  const movedBack = sum(refunds, (d) => d.reason === 'move');
  const firstYen = b.paid_at !== null ? b.total_amount - sum(charges, () => true) + movedBack : 0;
  // a card payment for a hold already released: received, and refunded whole (the booking's refund)
  // a refund is one requested or paid out (rows from before refund_requested_at existed have only refunded_at)
  const refund = b.refund_requested_at !== null || b.refunded_at !== null;
  const lateFirst = b.paid_at === null && refund && b.payment_ref !== null ? b.total_amount : 0;
  const late = sum(refunds, (d) => d.reason === 'late');
  // the cancel's refund, less what the moves' charges give back themselves (their own rows), goes back the first payment's way
  const firstBack = !refund ? 0 : (b.refund_amount ?? b.total_amount) - sum(refunds, (d) => d.reason === 'cancel');
  const received = plus(
    plus(
      byWay(charges, (d) => d.settled_at !== null),
      way,
      firstYen,
    ),
    'card',
    lateFirst + late,
  );
  const refunded = plus(
    plus(
      byWay(refunds, (d) => d.reason !== 'late'),
      way,
      firstBack,
    ),
    'card',
    late,
  );
  const pending = plus(
    byWay(refunds, (d) => d.settled_at === null),
    way,
    b.refunded_at === null ? firstBack : 0,
  );
  const paidNow = b.status === 'Confirmed' && (way === 'cash' ? b.paid_at !== null : b.payment_ref !== null);
  return {
    price: b.total_amount,
    first: { way, yen: firstYen, left: firstYen - movedBack, back: firstBack },
    received,
    refunded,
    pending,
    cancelRefundYen: refund ? (b.refund_amount ?? b.total_amount) : 0,
    owedYen,
    dueAtLessonYen: sum(charges, (d) => d.settled_at === null && d.reason === 'lesson'),
    refundableYen: paidNow ? b.total_amount - owedYen : 0,
  };
}

/** A booking's money, its differences read now (under the caller's lock when it decides on it). */
export async function bookingMoney(db: Queryable, b: BookingRow): Promise<BookingMoney> {
  return moneyOf(b, await differencesOf(db, b.id));
}

/** The total of a ByWay. */
export const total = (yen: ByWay) => yen.card + yen.cash;

/** A booking paid in cash at first, canceled with a refund the desk has not yet handed back (its first payment's part). */
export const firstOwedBackInCash = (b: Pick<BookingRow, 'provider' | 'refund_requested_at' | 'refunded_at'>) =>
  b.provider === CASH && b.refund_requested_at !== null && b.refunded_at === null;

/**
 * SQL readers join the view: `from bookings b ${MONEY_OF_B}` gives `bm.*` of the booking `b`; a reader that only
 * needs one figure may use its scalar (REFUNDED_YEN).
 */
export const MONEY_OF_B = 'join booking_money bm on bm.booking_id = b.id';
/**
 * SQL: one figure of booking_money for the booking `b`, found by its key. Per row of a short list this is several times
 * cheaper than joining the view (MONEY_OF_B) on PGlite: the join computed every sum of the view for each booking
 * (Today's day of 35 bookings: 9-12 ms against 3 ms).
 */
export const MONEY_FIGURE = (column: keyof BookingMoneyRow) => `(select bm.${column} from booking_money bm where bm.booking_id = b.id)`;
/** SQL: the yen refunded or on its way back for the booking `b` (the lists' refund_amount); null when none. */
export const REFUNDED_YEN = `(select nullif(bm.refunded_card + bm.refunded_cash, 0) from booking_money bm where bm.booking_id = b.id)`;

/** The row of the view booking_money (migration 0030), the SQL twin of BookingMoney. */
export interface BookingMoneyRow {
  booking_id: number;
  price: number;
  first_way: MoneyWay;
  first_yen: number;
  first_left_yen: number;
  first_back_yen: number;
  cancel_refund_yen: number;
  owed_yen: number;
  received_card: number;
  received_cash: number;
  refunded_card: number;
  refunded_cash: number;
  pending_card: number;
  pending_cash: number;
  refundable_yen: number;
  due_at_lesson_yen: number;
}

/** booking_money's row as a BookingMoney (the test that keeps the two equal compares them this way). */
export const moneyOfRow = (r: BookingMoneyRow): BookingMoney => ({
  price: r.price,
  first: { way: r.first_way, yen: r.first_yen, left: r.first_left_yen, back: r.first_back_yen },
  received: { card: r.received_card, cash: r.received_cash },
  refunded: { card: r.refunded_card, cash: r.refunded_cash },
  pending: { card: r.pending_card, cash: r.pending_cash },
  cancelRefundYen: r.cancel_refund_yen,
  owedYen: r.owed_yen,
  dueAtLessonYen: r.due_at_lesson_yen,
  refundableYen: r.refundable_yen,
});
