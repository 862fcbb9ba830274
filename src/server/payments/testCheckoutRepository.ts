import type { Queryable } from '../db/db.js';

// Every statement on test_checkout_sessions: the built-in test checkout's own record of its sessions.

export interface TestSessionRow {
  id: string;
  /** The booking it pays for: its own payment, or a move's difference. */
  booking_id: number;
  status: 'open' | 'complete' | 'expired';
  amount: number;
  /** Past its expiry time, whatever its status says (the sweeper has not caught up yet). */
  expired: boolean;
}

export async function findTestSession(db: Queryable, id: string, now: Date): Promise<TestSessionRow | null> {
  const [row] = await db.query<TestSessionRow>(
    'select id, booking_id, status, amount, expires_at < $2 as expired from test_checkout_sessions where id = $1',
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

export async function testSessionStatus(
  db: Queryable,
  id: string,
): Promise<(SessionBooking & { status: TestSessionRow['status'] }) | null> {
  const [row] = await db.query<SessionBooking & { status: TestSessionRow['status'] }>(
    'select s.status, b.id as booking_id, b.reference_id from test_checkout_sessions s join bookings b on b.id = s.booking_id where s.id = $1',
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
 * the two writes.
 */
export async function paidSessionsAwaitingBooking(db: Queryable): Promise<Array<SessionBooking & { id: string }>> {
  return db.query<SessionBooking & { id: string }>(
    `select s.id, b.id as booking_id, b.reference_id from test_checkout_sessions s join bookings b on b.id = s.booking_id
     where s.status = 'complete' and (
       (b.checkout_session_id = s.id and b.status = 'Pending')
       or exists (select 1 from booking_differences d where d.checkout_session_id = s.id and d.settled_at is null))
     order by s.id`,
  );
}

/** The session of a move's difference: paid on the same page as a booking's own. */
export async function insertTestSession(db: Queryable, id: string, bookingId: number, amount: number, expiresAt: Date): Promise<void> {
  await db.query(`insert into test_checkout_sessions (id, booking_id, amount, status, expires_at) values ($1, $2, $3, 'open', $4)`, [
    id,
    bookingId,
    amount,
    expiresAt.toISOString(),
  ]);
}

/**
 * The body of a CTE of the hold's one statement (createHold): the session row, made with the booking
 * that the statement's `booking` CTE inserted, or nothing when `$id` is null (another provider).
 */
export const insertTestSessionWithHold = (p: { id: string; amount: string; expiresAt: string }) =>
  `insert into test_checkout_sessions (id, booking_id, amount, status, expires_at)
   select ${p.id}, booking.id, ${p.amount}, 'open', ${p.expiresAt} from booking where ${p.id}::text is not null`;
