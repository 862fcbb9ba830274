import type { LanguageCode } from '../../shared/constants.js';
import { salesTaxOf } from '../../shared/booking.js';
import type { BookingMoneyRow } from '../booking/bookingMoney.js';
import type { Queryable } from '../db/db.js';

/** What a receipt shows of a paid booking. Instants are ISO 8601 in UTC. */
export interface ReceiptRow {
  id: number;
  reference_id: string;
  code: string;
  booking_date: string;
  time_range: string;
  user_name: string;
  total_amount: number;
  tax_rate: number;
  sales_tax: number;
  provider: string | null;
  language: LanguageCode;
  time_zone: string | null;
  paid_at: string;
  refund_requested_at: string | null;
  refunded_at: string | null;
  /** The cancel's refund (booking_money's cancel_refund_yen: all of what was paid, or a staff's partial amount); 0: none. */
  refund_yen: number;
  /** The class's teacher (the item line names them); null in a school without teachers. */
  teacher_name: string | null;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ${column}`;

/**
 * A booking that was paid, by its id and reference (the reference is the secret, as for view-booking).
 * Null for a wrong pair, a hold never paid or a free trial (nothing paid, no receipt): the caller answers both with the same 404.
 */
const RECEIPT_COLUMNS = `id, reference_id, code, booking_date::text as booking_date, time_range, user_name, total_amount,
  tax_rate::float8 as tax_rate, sales_tax, provider, language, time_zone, ${iso('paid_at')}, ${iso('refund_requested_at')},
  ${iso('refunded_at')}, (select t.name from teachers t where t.id = teacher_id) as teacher_name`;

export async function findPaidBooking(db: Queryable, id: number, referenceId: string): Promise<ReceiptRow | null> {
  const [row] = await db.query<Omit<ReceiptRow, 'refund_yen'>>(
    `select ${RECEIPT_COLUMNS} from bookings where id = $1 and reference_id = $2 and paid_at is not null and provider is distinct from 'free'`,
    [id, referenceId],
  );
  return row ? received(db, row) : null;
}

/**
 * What was received and what the cancel refunded, from the booking's one account (booking_money): a move's difference
 * still owed (its payment link unpaid) is not on the receipt until paid.
 */
async function received(db: Queryable, row: Omit<ReceiptRow, 'refund_yen'>): Promise<ReceiptRow> {
  const [money] = await db.query<Pick<BookingMoneyRow, 'owed_yen' | 'cancel_refund_yen'>>(
    'select owed_yen, cancel_refund_yen from booking_money where booking_id = $1',
    [row.id],
  );
  const refund = { refund_yen: money.cancel_refund_yen };
  if (money.owed_yen === 0) return { ...row, ...refund };
  const total = row.total_amount - money.owed_yen;
  return { ...row, ...refund, total_amount: total, sales_tax: salesTaxOf(total, row.tax_rate) };
}

/** The same receipt by the booking's number alone, for the console (the caller checked it is staff). */
export async function findPaidBookingById(db: Queryable, id: number): Promise<ReceiptRow | null> {
  const [row] = await db.query<Omit<ReceiptRow, 'refund_yen'>>(
    `select ${RECEIPT_COLUMNS} from bookings where id = $1 and paid_at is not null`,
    [id],
  );
  return row ? received(db, row) : null;
}
