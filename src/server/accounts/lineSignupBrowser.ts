import type { Queryable } from '../db/db.js';
import { connectLineUser } from './line.js';
import { sha256 } from './secrets.js';

/**
 * A LINE sign-up waits for its confirmation link (line_signups): the LINE user is connected only when the
 * link is followed in the browser that signed up, which holds this HttpOnly cookie (a random token; the
 * database has its hash). Followed anywhere else, the email is verified and that LINE is forgotten: the
 * address's owner may not be who signed up with LINE.
 */
export const lineSignupCookie = (secure: boolean) => (secure ? '__Host-gtss_line_signup' : 'gtss_line_signup');
export const lineSignupCookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

export interface PendingLineSignup {
  lineUserId: string;
  browserHash: string;
  live: boolean;
}

/** Uses up the account's waiting LINE sign-up (in the confirmation's transaction, before the email is verified). */
export async function takeLineSignup(tx: Queryable, userId: number, now: Date): Promise<PendingLineSignup | null> {
  const [row] = await tx.query<{ line_user_id: string; browser_hash: string; live: boolean }>(
    'delete from line_signups where user_id = $1 returning line_user_id, browser_hash, expires_at > $2 as live',
    [userId, now.toISOString()],
  );
  return row ? { lineUserId: row.line_user_id, browserHash: row.browser_hash, live: row.live } : null;
}

/**
 * After the verification: connects the waiting LINE user when this is the browser that signed up (false
 * otherwise, or when that LINE user was connected to another account meanwhile).
 */
export async function finishLineSignup(
  db: Queryable,
  userId: number,
  pending: PendingLineSignup | null,
  browserToken: string | undefined,
): Promise<boolean> {
  if (!pending?.live || !browserToken || sha256(browserToken) !== pending.browserHash) return false;
  return connectLineUser(db, userId, { lineUserId: pending.lineUserId, friend: null });
}
