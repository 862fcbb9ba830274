import type { Db, Queryable } from './types.js';

// PostgreSQL's advisory locks, decided in one place. Writers of one day's seats and classes (a hold, a staff
// booking, a move, a reassignment) take that day's lock, so each sees the seat or teacher another transaction
// just took; teacher changes take one lock. The embedded database runs one statement at a time: none needed.

/** The key of a day's lock: every writer of that day's seats or classes takes it. */
export const dayKey = (day: string): string => `hold-day:${day}`;

/** The keys' transaction-scoped advisory locks, taken in one order (sorted: no deadlock between two takers). */
export async function lockKeys(tx: Queryable, keys: string[]): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext(k)) from (select unnest($1::text[]) as k order by 1) keys', [keys]);
}

/** On PostgreSQL, the keys' locks in the caller's transaction; nothing on the embedded database. */
export async function lockOnPostgres(db: Pick<Db, 'kind'>, tx: Queryable, keys: string[]): Promise<void> {
  if (db.kind === 'postgres') await lockKeys(tx, [...new Set(keys)]);
}

/** On PostgreSQL, the days' locks (each once, in order) in the caller's transaction. */
export async function lockDays(db: Pick<Db, 'kind'>, tx: Queryable, days: string[]): Promise<void> {
  await lockOnPostgres(db, tx, days.map(dayKey));
}
