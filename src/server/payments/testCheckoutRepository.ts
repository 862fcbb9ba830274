import type { Queryable } from '../db/db.js';

// Every statement on test_checkout_sessions: the built-in test checkout's own record of its sessions.

export interface TestSessionRow {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amount: number;
  /** Past its expiry time, whatever its status says (the sweeper has not caught up yet). */
  expired: boolean;
}

export async function findTestSession(db: Queryable, id: string, now: Date): Promise<TestSessionRow | null> {
  const [row] = await db.query<TestSessionRow>(
    'select id, status, amount, expires_at < $2 as expired from test_checkout_sessions where id = $1',
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

export async function testSessionStatus(db: Queryable, id: string): Promise<TestSessionRow['status'] | null> {
  const [row] = await db.query<{ status: TestSessionRow['status'] }>('select status from test_checkout_sessions where id = $1', [id]);
  return row?.status ?? null;
}

export async function refundTestSession(db: Queryable, id: string, amountYen: number): Promise<void> {
  await db.query('update test_checkout_sessions set refunded_amount = $2 where id = $1', [id, amountYen]);
}

/** Sessions paid whose booking is still Pending: a crash came between the two writes. */
export async function paidSessionsAwaitingBooking(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select s.id from test_checkout_sessions s join bookings b on b.checkout_session_id = s.id
     where s.status = 'complete' and b.status = 'Pending' order by s.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * The body of a CTE of the hold's one statement (createHold): the session row, made with the booking
 * that the statement's `booking` CTE inserted, or nothing when `$id` is null (another provider).
 */
export const insertTestSessionWithHold = (p: { id: string; amount: string; expiresAt: string }) =>
  `insert into test_checkout_sessions (id, booking_id, amount, status, expires_at)
   select ${p.id}, booking.id, ${p.amount}, 'open', ${p.expiresAt} from booking where ${p.id}::text is not null`;
