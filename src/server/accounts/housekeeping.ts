import type { Queryable } from '../db/db.js';

const DAY_MS = 86_400_000;

/**
 * Deletes account rows nobody can use any more: rate-limit windows older than a day (the longest
 * window is an hour), expired sessions, expired confirm/reset tokens, sign-ins (Google, LINE) that
 * were never finished, LINE visitors and LINE sign-ups whose time is up, and LINE webhook events older than a
 * day. Without it these tables only grow. The periodic sweeper runs it.
 */
export async function pruneAccountRows(db: Queryable, now: Date): Promise<void> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  await db.query('delete from rate_limits where window_start < $1', [dayAgo]);
  await db.query('delete from sessions where expires_at <= $1', [at]);
  await db.query('delete from account_tokens where expires_at <= $1', [at]);
  await db.query('delete from oidc_logins where expires_at <= $1', [at]);
  await db.query('delete from line_visitors where expires_at <= $1', [at]);
  await db.query('delete from line_signups where expires_at <= $1', [at]);
  await db.query('delete from line_webhook_events where received_at < $1', [dayAgo]);
}
