import type { Queryable } from '../db/db.js';

/**
 * SQL: the account (alias-free `users` row) has a LINE that is not known to have come after its email's
 * verification (connected before it, or before line_connected_at was recorded). OWNER_EMAILS never promotes
 * such an account, and a password reset drops that LINE.
 */
export const LINE_BEFORE_VERIFICATION =
  '(line_user_id is not null and (line_connected_at is null or email_verified_at is null or line_connected_at < email_verified_at))';

/** A password reset: the email's owner chose a new password, so a LINE of unknown origin goes (LINE_BEFORE_VERIFICATION). */
export async function dropUnprovenLine(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `update users set line_user_id = null, line_only = false, line_connected_at = null where id = $1 and ${LINE_BEFORE_VERIFICATION}`,
    [userId],
  );
}

/**
 * The email's owner takes over an account that was unverified: whoever typed the email proved nothing, so
 * every session ends, a LINE connected before is dropped (and "LINE only" with it), a LINE sign-up waiting
 * for its link is forgotten and a "connect LINE" in flight is void. Run by every verification (in its
 * transaction), and by Google's adoption of an unverified account.
 */
export async function endUnprovenAccess(tx: Queryable, userId: number): Promise<void> {
  await tx.query('update users set line_user_id = null, line_only = false, line_connected_at = null where id = $1', [userId]);
  await tx.query('delete from sessions where user_id = $1', [userId]);
  await tx.query('delete from oidc_logins where connect_user_id = $1', [userId]);
  await tx.query('delete from line_signups where user_id = $1', [userId]);
}

/**
 * Marks the email verified (confirmation link, password reset link, staff invitation). When it was not
 * verified before, endUnprovenAccess runs too; answers whether it was. The row's lock decides between two
 * verifications at the same moment: only one sees the account unverified.
 */
export async function verifyEmail(tx: Queryable, userId: number): Promise<boolean> {
  const flipped = await tx.query(
    'update users set email_verified_at = now(), updated_at = now() where id = $1 and email_verified_at is null returning id',
    [userId],
  );
  if (flipped.length === 0) return false;
  await endUnprovenAccess(tx, userId);
  return true;
}
