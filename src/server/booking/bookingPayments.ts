import { salesTaxOf } from '../../shared/booking.js';
import type { Queryable } from '../db/db.js';
import { addDifference } from './bookingDifferences.js';
import { COLUMNS, type BookingRow } from './bookingRows.js';

// The payment side of a booking: Pending → Confirmed (by the provider or in cash at the desk), what was
// paid, and the refunds owed and paid out. Holds and seats: bookingHolds.ts; lookups: bookingRows.ts.

/** bookings.provider of a booking paid at the school: no payment_ref, nothing to call to refund it. */
export const CASH = 'cash';

/** Pending → Confirmed exactly once, recording when it was paid (the receipt's transaction date); null when it was not Pending. */
export async function confirmPaid(
  tx: Queryable,
  sessionId: string,
  paymentRef: string | null,
  receiptUrl: string | null,
  paidAt: Date,
): Promise<BookingRow | null> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set status = 'Confirmed', payment_ref = $2, receipt_url = $3, paid_at = $4, updated_at = now()
     where checkout_session_id = $1 and status = 'Pending' returning ${COLUMNS}`,
    [sessionId, paymentRef, receiptUrl, paidAt.toISOString()],
  );
  return row ?? null;
}

/**
 * A desk booking paid in cash, the twin of confirmPaid for a booking with no checkout session:
 * Pending → Confirmed exactly once, the provider CASH and when it was paid (the receipt's transaction date).
 */
export async function confirmPaidInCash(tx: Queryable, id: number, paidAt: Date, by: number | null): Promise<BookingRow | null> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set status = 'Confirmed', provider = '${CASH}', paid_at = $2, paid_by = $3, checkout_expires_at = null,
       updated_at = now()
     where id = $1 and status = 'Pending' returning ${COLUMNS}`,
    [id, paidAt.toISOString(), by],
  );
  return row ?? null;
}

/** bookings.provider of a trial the school gives for free: confirmed at once, nothing paid, nothing to refund. */
export const FREE = 'free';

/**
 * A free trial, the twin of confirmPaidInCash for a booking that costs nothing: Pending → Confirmed exactly once in
 * its hold's transaction, the provider FREE and paid_at the moment it was confirmed (its price is 0, so its money,
 * booking_money, reads nothing received).
 */
export async function confirmFree(tx: Queryable, id: number, at: Date): Promise<BookingRow | null> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set status = 'Confirmed', provider = '${FREE}', paid_at = $2, checkout_expires_at = null, updated_at = now()
     where id = $1 and status = 'Pending' and total_amount = 0 returning ${COLUMNS}`,
    [id, at.toISOString()],
  );
  return row ?? null;
}

/**
 * A desk or phone booking to be paid at the lesson: Pending → Confirmed exactly once with nothing received (paid_at
 * stays null), its whole price owed as a 'lesson' charge (migration 0035) until the clerk takes it in cash or it is
 * paid by its card link (settleCharge then records paid_at). bookingMoney counts it as owed, never as received.
 */
export async function confirmToPayAtLesson(tx: Queryable, id: number): Promise<BookingRow | null> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set status = 'Confirmed', provider = '${CASH}', paid_at = null, checkout_expires_at = null, updated_at = now()
     where id = $1 and status = 'Pending' returning ${COLUMNS}`,
    [id],
  );
  if (row)
    await addDifference(tx, { bookingId: id, kind: 'charge', method: 'cash', amount: row.total_amount, reason: 'lesson', settled: false });
  return row ?? null;
}

/**
 * Marks that a refund is owed (once); the payments sweeper pays it out and sets refunded_at.
 * `amount`: the yen to refund when it is not the whole amount (a staff's partial refund).
 */
export async function requestRefund(tx: Queryable, id: number, paymentRef: string | null, amount: number | null = null): Promise<boolean> {
  const rows = await tx.query(
    `update bookings set refund_requested_at = now(), payment_ref = coalesce(payment_ref, $2), refund_amount = $3, updated_at = now()
     where id = $1 and refund_requested_at is null returning id`,
    [id, paymentRef, amount],
  );
  return rows.length > 0;
}

/** A canceled booking's price less a move's difference that was never paid, and its sales tax with it (answered). */
export async function dropUnpaidDifference(tx: Queryable, b: Pick<BookingRow, 'id' | 'total_amount' | 'tax_rate'>, yen: number) {
  const money = { total_amount: b.total_amount - yen, sales_tax: salesTaxOf(b.total_amount - yen, b.tax_rate) };
  await tx.query('update bookings set total_amount = $2, sales_tax = $3, updated_at = now() where id = $1', [
    b.id,
    money.total_amount,
    money.sales_tax,
  ]);
  return money;
}

/**
 * Records that the refund was paid out (`by`: the clerk who handed the cash back; null: the provider paid it); false
 * when it already was (a second sweeper got there first).
 */
export async function markRefunded(db: Queryable, id: number, by: number | null = null, at: Date | null = null): Promise<boolean> {
  const rows = await db.query(
    `update bookings set refunded_at = coalesce($3::timestamptz, now()), refunded_by = $2, updated_at = now()
     where id = $1 and refunded_at is null returning id`,
    [id, by, at?.toISOString() ?? null],
  );
  return rows.length > 0;
}

/** One booking's refund, if it is owed and the provider can pay it (refundsDue's condition); null otherwise. */
export async function refundDueOf(db: Queryable, id: number): Promise<BookingRow | null> {
  const [row] = await db.query<BookingRow>(
    `select ${COLUMNS} from bookings where id = $1 and refund_requested_at is not null and refunded_at is null and payment_ref is not null`,
    [id],
  );
  return row ?? null;
}

export async function refundsDue(db: Queryable): Promise<BookingRow[]> {
  return db.query<BookingRow>(
    `select ${COLUMNS} from bookings where refund_requested_at is not null and refunded_at is null and payment_ref is not null
     order by id limit 50`,
  );
}
