import type { Attendance } from '../../shared/admin/bookings.js';
import type { BookingStatus } from '../../shared/booking.js';
import type { LanguageCode } from '../../shared/constants.js';
import type { Assignment, TeachingLanguage } from '../../shared/teachers.js';
import type { Queryable } from '../db/db.js';

// The booking row as the repositories return it, and the reads of bookings: by id or checkout session,
// locked for a decision, the my-page list, and the staff's attendance mark (read locked, then set).
// Holds and seats: bookingHolds.ts; payments and refunds: bookingPayments.ts.

export interface BookingRow {
  id: number;
  reference_id: string;
  /** The code read over the phone (GT-4821): unique, not a secret. */
  code: string;
  /**
   * The booking's customer (migration 0020). The staff-only notes are deliberately not columns of this row:
   * it feeds the customer's emails, pages and calendars.
   */
  customer_id: number | null;
  /** The account that booked while logged in; null for a guest booking. */
  user_id: number | null;
  space_id: string;
  booking_date: string;
  user_name: string;
  /** null: a walk-in at the desk who gave only a name. */
  user_email: string | null;
  total_amount: number;
  tax_rate: number;
  sales_tax: number;
  time_range: string;
  status: BookingStatus;
  provider: string | null;
  checkout_session_id: string | null;
  checkout_url: string | null;
  checkout_expires_at: string | null;
  payment_ref: string | null;
  receipt_url: string | null;
  refund_requested_at: string | null;
  refunded_at: string | null;
  created_at: string;
  /** The visitor's language and browser time zone when they paid: the booking's emails use them. */
  language: LanguageCode;
  time_zone: string | null;
  /** When the provider's payment was confirmed (the receipt's transaction date); null: never paid. */
  paid_at: string | null;
  /** The yen to refund (a staff's partial refund); null: the whole amount. */
  refund_amount: number | null;
  /** The class's teacher (kept after a cancel, for the record); null in a school without teachers. */
  teacher_id: number | null;
  teacher_name: string | null;
  /** The teacher's name in Latin letters (non-Japanese visitors read it), if the school gave one. */
  teacher_name_latin: string | null;
  /** How the teacher was chosen. */
  assignment: Assignment | null;
  /** How often the booking moved (its calendar event's SEQUENCE). */
  ics_sequence: number;
  /** How many timeslots it holds. */
  slot_count: number;
  /** The lesson's language (migration 0037); null: not said. */
  lesson_language: TeachingLanguage | null;
}

/** The teacher's name of the booking row in scope (works with or without an alias on bookings). */
export const TEACHER_NAME = '(select t.name from teachers t where t.id = teacher_id)';
export const TEACHER_NAME_LATIN = '(select t.name_latin from teachers t where t.id = teacher_id)';

// Dates and numerics come back as text, so PGlite and node-postgres give the same shapes.
export const COLUMNS = `id, reference_id, code, user_id, space_id, booking_date::text as booking_date, user_name, user_email, total_amount,
  tax_rate::float8 as tax_rate, sales_tax, time_range, status, provider, checkout_session_id, checkout_url,
  to_char(checkout_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as checkout_expires_at, payment_ref,
  receipt_url, refund_requested_at::text as refund_requested_at, refunded_at::text as refunded_at,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, language, time_zone,
  to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at, refund_amount, teacher_id,
  ${TEACHER_NAME} as teacher_name, ${TEACHER_NAME_LATIN} as teacher_name_latin, assignment, customer_id, ics_sequence, slot_count,
  lesson_language`;

export async function findById(db: Queryable, id: number): Promise<BookingRow | null> {
  const [row] = await db.query<BookingRow>(`select ${COLUMNS} from bookings where id = $1`, [id]);
  return row ?? null;
}

export async function findBySession(db: Queryable, sessionId: string): Promise<BookingRow | null> {
  const [row] = await db.query<BookingRow>(`select ${COLUMNS} from bookings where checkout_session_id = $1`, [sessionId]);
  return row ?? null;
}

/**
 * The booking, locked until the transaction ends (a cancel decides on it: a payment, another cancel or
 * the sweeper waits for it, or it waits for them); null: no such booking.
 */
export async function lockBooking(tx: Queryable, id: number): Promise<BookingRow | null> {
  const [row] = await tx.query<BookingRow>(`select ${COLUMNS} from bookings where id = $1 for update`, [id]);
  return row ?? null;
}

/**
 * My page: the account's bookings plus, for a verified account (email non-null), the guest
 * bookings made with its email. Pending and Expired holds are not bookings yet.
 */
export async function myBookings(db: Queryable, userId: number, verifiedEmail: string | null) {
  return db.query<{
    booking_id: number;
    code: string;
    booking_date: string;
    time_range: string;
    total_amount: number;
    status: BookingStatus;
    teacher_name: string | null;
    teacher_name_latin: string | null;
    /** booking_money's refundable_yen: what a cancel may refund now (the cancel preview's paid). */
    refundable_yen: number;
  }>(
    `select id as booking_id, code, booking_date::text as booking_date, time_range, total_amount, status,
       ${TEACHER_NAME} as teacher_name, ${TEACHER_NAME_LATIN} as teacher_name_latin,
       (select bm.refundable_yen from booking_money bm where bm.booking_id = bookings.id) as refundable_yen from bookings
     where (user_id = $1 or user_email = $2) and status in ('Confirmed', 'Canceled')
     order by booking_date desc, id desc`,
    [userId, verifiedEmail],
  );
}

/** What marking attendance checks, with the booking locked until the transaction ends; null: no such booking. */
export async function attendanceForUpdate(
  tx: Queryable,
  id: number,
): Promise<{ status: BookingStatus; booking_date: string; time_range: string; attendance: Attendance | null } | null> {
  const [row] = await tx.query<{ status: BookingStatus; booking_date: string; time_range: string; attendance: Attendance | null }>(
    'select status, booking_date::text as booking_date, time_range, attendance from bookings where id = $1 for update',
    [id],
  );
  return row ?? null;
}

/** The attendance mark of a booking (null clears it). */
export async function setAttendance(tx: Queryable, id: number, attendance: Attendance | null): Promise<void> {
  await tx.query('update bookings set attendance = $2, updated_at = now() where id = $1', [id, attendance]);
}
