import type { Queryable } from '../db/db.js';
import type { CheckoutPurpose } from './provider.js';

// Every statement on test_checkout_sessions: the built-in test checkout's own record of its sessions.

export interface TestSessionRow {
  id: string;
  /** The booking it pays for: its own payment, or a move's difference. */
  booking_id: number;
  /** The move's difference it pays; null: the booking's own payment. */
  difference_id: number | null;
  status: 'open' | 'complete' | 'expired';
  amount: number;
  /** Past its expiry time, whatever its status says (the sweeper has not caught up yet). */
  expired: boolean;
}

export async function findTestSession(db: Queryable, id: string, now: Date): Promise<TestSessionRow | null> {
  const [row] = await db.query<TestSessionRow>(
    'select id, booking_id, difference_id, status, amount, expires_at < $2 as expired from test_checkout_sessions where id = $1',
    [id, now.toISOString()],
  );
  return row ?? null;
}

/** Open and in time → complete; false when it was not (paid already, expired, unknown). */
export async function markTestSessionPaid(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update test_checkout_sessions set status = 'complete' where id = $1 and status = 'open' and expires_at >= $2 returning id`,
    [id, now.toISOString()],
  );
  return rows.length > 0;
}

/** Open → expired; false when it was not open. */
export async function expireTestSession(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(`update test_checkout_sessions set status = 'expired' where id = $1 and status = 'open' returning id`, [id]);
  return rows.length > 0;
}

/** The booking a session pays for, by its id and reference (the receipt page's address). */
export interface SessionBooking {
  booking_id: number;
  reference_id: string;
}

/** A session as the provider reports it: its booking, and what it was recorded for. */
export type SessionRecord = SessionBooking & { id: string; difference_id: number | null; amount: number };
const RECORD = 's.id, b.id as booking_id, b.reference_id, s.difference_id, s.amount';

/** What a session of the test checkout is for, as Stripe's metadata says it of its own. */
export const purposeOf = (s: SessionRecord): CheckoutPurpose => ({
  bookingId: s.booking_id,
  referenceId: s.reference_id,
  differenceId: s.difference_id,
  amountYen: s.amount,
});

export async function testSessionStatus(db: Queryable, id: string): Promise<(SessionRecord & { status: TestSessionRow['status'] }) | null> {
  const [row] = await db.query<SessionRecord & { status: TestSessionRow['status'] }>(
    `select s.status, ${RECORD} from test_checkout_sessions s join bookings b on b.id = s.booking_id where s.id = $1`,
    [id],
  );
  return row ?? null;
}

/** A refund of the session's payment, added once per idempotency key (as Stripe's are). */
export async function refundTestSession(db: Queryable, id: string, amountYen: number, key: string): Promise<void> {
  await db.query(
    `update test_checkout_sessions set refunded_amount = refunded_amount + $2, refund_keys = refund_keys || $3::text
     where id = $1 and not ($3 = any (refund_keys))`,
    [id, amountYen, key],
  );
}

/**
 * Sessions paid whose booking is still Pending, or whose move's difference is still owed: a crash came between
 * the two writes. And sessions paid that nothing accepted (no booking or charge has them, no late refund was
 * recorded for them): never money kept without a record.
 */
export async function paidSessionsAwaitingBooking(db: Queryable): Promise<SessionRecord[]> {
  return db.query<SessionRecord>(
    `select ${RECORD} from test_checkout_sessions s join bookings b on b.id = s.booking_id
     where s.status = 'complete' and (
       (b.checkout_session_id = s.id and b.status = 'Pending')
       or exists (select 1 from booking_differences d where d.checkout_session_id = s.id and d.settled_at is null)
       or (b.checkout_session_id is distinct from s.id
         and not exists (select 1 from booking_differences d where d.checkout_session_id = s.id)
         and not exists (select 1 from booking_differences d where d.reason = 'late' and d.payment_ref = s.id)))
     order by s.id`,
  );
}

/** The session of a move's difference (`differenceId`, its purpose): paid on the same page as a booking's own. */
export async function insertTestSession(
  db: Queryable,
  s: { id: string; bookingId: number; differenceId: number; amount: number; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into test_checkout_sessions (id, booking_id, difference_id, amount, status, expires_at) values ($1, $2, $3, $4, 'open', $5)`,
    [s.id, s.bookingId, s.differenceId, s.amount, s.expiresAt.toISOString()],
  );
}

/**
 * The body of a CTE of the hold's one statement (createHold): the session row, made with the booking
 * that the statement's `booking` CTE inserted, or nothing when `$id` is null (another provider).
 */
export const insertTestSessionWithHold = (p: { id: string; amount: string; expiresAt: string }) =>
  `insert into test_checkout_sessions (id, booking_id, amount, status, expires_at)
   select ${p.id}, booking.id, ${p.amount}, 'open', ${p.expiresAt} from booking where ${p.id}::text is not null`;
