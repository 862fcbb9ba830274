import type { Queryable } from '../db/db.js';

// Every statement on booking_differences: the money of a booking after its first payment. A move to another
// number of timeslots charges the difference (in cash at the desk, or by a payment link of its own) or refunds it
// (to the card, or in cash); a cancel refunds what those charges took, each the way it was paid. The booking's
// total_amount is always the price of its slots now; its own payment columns keep its first payment.

export type DifferenceMethod = 'cash' | 'card';

export interface DifferenceRow {
  id: number;
  booking_id: number;
  kind: 'charge' | 'refund';
  method: DifferenceMethod;
  amount: number;
  /**
   * 'move': the move's difference; 'cancel': a cancel's refund of a charge; 'late': a charge paid after the cancel, refunded;
   * 'lesson': the whole price of a booking paid at the lesson, owed until the clerk takes it (migration 0035).
   */
  reason: 'move' | 'cancel' | 'late' | 'lesson';
  checkout_session_id: string | null;
  checkout_url: string | null;
  expires_at: string | null;
  payment_ref: string | null;
  settled_at: string | null;
  voided_at: string | null;
  created_at: string;
}

const utc = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${c}`;
const COLUMNS = `id, booking_id, kind, method, amount, reason, checkout_session_id, checkout_url, ${utc('expires_at')}, payment_ref,
  ${utc('settled_at')}, ${utc('voided_at')}, ${utc('created_at')}`;

export interface NewDifference {
  bookingId: number;
  kind: DifferenceRow['kind'];
  method: DifferenceMethod;
  amount: number;
  reason: DifferenceRow['reason'];
  /** A card refund: the payment it goes back to. */
  paymentRef?: string | null;
  /** Settled now: cash taken or handed back at the desk. */
  settled: boolean;
  /** The clerk who took or handed back the cash (the till names them); null: nobody at the desk. */
  settledBy?: number | null;
  /** When it was settled (the server's clock, as paid_at is); absent: the database's now(). */
  settledAt?: Date;
}

export async function addDifference(tx: Queryable, d: NewDifference): Promise<DifferenceRow> {
  const [row] = await tx.query<DifferenceRow>(
    `insert into booking_differences (booking_id, kind, method, amount, reason, payment_ref, settled_at, settled_by)
     values ($1, $2, $3, $4, $5, $6, case when $7::bool then coalesce($9::timestamptz, now()) end, case when $7::bool then $8::int end)
     returning ${COLUMNS}`,
    [
      d.bookingId,
      d.kind,
      d.method,
      d.amount,
      d.reason,
      d.paymentRef ?? null,
      d.settled,
      d.settledBy ?? null,
      d.settledAt?.toISOString() ?? null,
    ],
  );
  return row;
}

/** A booking's differences, oldest first (its page lists them; a cancel reads them under the booking's lock). */
export async function differencesOf(db: Queryable, bookingId: number): Promise<DifferenceRow[]> {
  return db.query<DifferenceRow>(`select ${COLUMNS} from booking_differences where booking_id = $1 order by id`, [bookingId]);
}

/** A booking's charges by state (rows, not sums: bookingMoney.ts sums them): still owed, and paid (newest first). */
export function chargesOf(rows: DifferenceRow[]) {
  const charges = rows.filter((d) => d.kind === 'charge' && d.voided_at === null);
  return {
    /** Charged by a move and not paid yet (a payment link open or expired): not the customer's money. */
    owed: charges.filter((d) => d.settled_at === null),
    /** Charged by moves and paid: a cancel refunds them, each the way it was paid, before the first payment. */
    paid: charges.filter((d) => d.settled_at !== null).reverse(),
  };
}

/**
 * The payment link of an owed charge, once its checkout session exists: checked and written under the charge's row
 * lock, so a charge settled or voided meanwhile (taken in cash, its booking canceled) is left alone; false then.
 */
export async function attachCheckout(db: Queryable, id: number, sessionId: string, url: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.query(
    `update booking_differences set checkout_session_id = $2, checkout_url = $3, expires_at = $4
     where id = $1 and kind = 'charge' and settled_at is null and voided_at is null returning id`,
    [id, sessionId, url, expiresAt.toISOString()],
  );
  return rows.length > 0;
}

/** The charge a checkout session pays, whatever its state. */
export async function chargeBySession(db: Queryable, sessionId: string): Promise<DifferenceRow | null> {
  const [row] = await db.query<DifferenceRow>(`select ${COLUMNS} from booking_differences where checkout_session_id = $1`, [sessionId]);
  return row ?? null;
}

/**
 * An owed charge paid: by its checkout session (paymentRef given) or in cash at the desk (its session kept, so a
 * card payment arriving afterwards is known and refunded); null when it was not owed.
 */
export async function settleCharge(
  tx: Queryable,
  id: number,
  paymentRef: string | null,
  method: DifferenceMethod,
  settledBy: number | null = null,
  at: Date | null = null,
): Promise<DifferenceRow | null> {
  const [row] = await tx.query<DifferenceRow>(
    `update booking_differences set settled_at = coalesce($5::timestamptz, now()), payment_ref = $2, method = $3, settled_by = $4
     where id = $1 and kind = 'charge' and settled_at is null and voided_at is null returning ${COLUMNS}`,
    [id, paymentRef, method, settledBy, at?.toISOString() ?? null],
  );
  // a booking paid at the lesson is paid now: its paid_at is the receipt's date (and what makes it refundable)
  if (row?.reason === 'lesson')
    await tx.query('update bookings set paid_at = $2, updated_at = now() where id = $1', [row.booking_id, row.settled_at]);
  return row ?? null;
}

/**
 * A card payment for a charge no longer owed (taken in cash meanwhile, or its booking canceled), or one that nothing
 * accepted (latePayments.ts), is refunded whole, once however often the provider reports it; false when it already was.
 */
export async function addLateRefund(
  tx: Queryable,
  charge: Pick<DifferenceRow, 'booking_id' | 'amount'>,
  paymentRef: string,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into booking_differences (booking_id, kind, method, amount, reason, payment_ref)
     values ($1, 'refund', 'card', $2, 'late', $3) on conflict (payment_ref) where reason = 'late' do nothing returning id`,
    [charge.booking_id, charge.amount, paymentRef],
  );
  return rows.length > 0;
}

/** The booking's owed charges are no longer wanted (it was canceled): their links stop counting. */
export async function voidOwedCharges(tx: Queryable, bookingId: number): Promise<DifferenceRow[]> {
  return tx.query<DifferenceRow>(
    `update booking_differences set voided_at = now()
     where booking_id = $1 and kind = 'charge' and settled_at is null and voided_at is null returning ${COLUMNS}`,
    [bookingId],
  );
}

/** Card refunds owed (the sweeper's batch), or one booking's. */
export async function cardRefundsDue(db: Queryable, bookingId: number | null = null): Promise<DifferenceRow[]> {
  return db.query<DifferenceRow>(
    `select ${COLUMNS} from booking_differences
     where kind = 'refund' and method = 'card' and settled_at is null and ($1::int is null or booking_id = $1) order by id limit 50`,
    [bookingId],
  );
}

/** A refund paid out (by the provider, or handed back at the desk); false when it already was. */
export async function markDifferenceRefunded(db: Queryable, id: number, at: Date | null = null): Promise<boolean> {
  const rows = await db.query(
    `update booking_differences set settled_at = coalesce($2::timestamptz, now()) where id = $1 and kind = 'refund' and settled_at is null
     returning id`,
    [id, at?.toISOString() ?? null],
  );
  return rows.length > 0;
}

/** The booking's cash refunds of its moves' charges, handed back at the desk now. */
export async function markCashDifferencesRefunded(tx: Queryable, bookingId: number, by: number | null, at: Date): Promise<void> {
  await tx.query(
    `update booking_differences set settled_at = $3, settled_by = $2
     where booking_id = $1 and kind = 'refund' and method = 'cash' and settled_at is null`,
    [bookingId, by, at.toISOString()],
  );
}

/** The provider's idempotency key of a difference's refund: each refund of a payment is its own. */
export const differenceRefundKey = (id: number) => `gtss-difference-refund-${id}`;
