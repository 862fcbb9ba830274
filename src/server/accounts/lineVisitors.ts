import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import type { LineIdentity } from './line.js';
import { randomToken, sha256 } from './secrets.js';

/**
 * A LINE Login that found no account, remembered for this browser: the cookie holds a random token, the
 * database its hash with the LINE user (the LINE id never sits in a cookie). A guest's booking then sends
 * its messages to that LINE user too, and a new visitor can create an account with LINE connected.
 */
const VISITOR_TTL_MS = 2 * 60 * 60_000;

export const lineVisitorCookie = (secure: boolean) => (secure ? '__Host-gtss_line_visitor' : 'gtss_line_visitor');
const cookieOptions = (secure: boolean) => ({ path: '/', httpOnly: true, sameSite: 'lax', secure }) as const;

export interface LineVisitor {
  lineUserId: string;
  displayName: string;
}

/** Remembers the LINE user (already a line_recipients row) and gives this browser its cookie. */
export async function rememberLineVisitor(
  db: Queryable,
  reply: FastifyReply,
  who: Pick<LineIdentity, 'lineUserId' | 'displayName'>,
  now: Date,
  secure: boolean,
): Promise<void> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + VISITOR_TTL_MS);
  await db.query('insert into line_visitors (token_hash, line_user_id, display_name, expires_at) values ($1, $2, $3, $4)', [
    sha256(token),
    who.lineUserId,
    who.displayName,
    expiresAt.toISOString(),
  ]);
  reply.setCookie(lineVisitorCookie(secure), token, { ...cookieOptions(secure), expires: expiresAt });
}

/** This browser's remembered LINE user; null without one, or for a forged or expired cookie. */
export async function lineVisitorOf(db: Queryable, req: FastifyRequest, now: Date, secure: boolean): Promise<LineVisitor | null> {
  const token = req.cookies[lineVisitorCookie(secure)];
  if (!token) return null;
  const [row] = await db.query<{ line_user_id: string; display_name: string }>(
    'select line_user_id, display_name from line_visitors where token_hash = $1 and expires_at > $2',
    [sha256(token), now.toISOString()],
  );
  return row ? { lineUserId: row.line_user_id, displayName: row.display_name } : null;
}

/** Forgets this browser's LINE user (used up by a new account, or "not me"). */
export async function forgetLineVisitor(db: Queryable, req: FastifyRequest, reply: FastifyReply, secure: boolean): Promise<void> {
  const token = req.cookies[lineVisitorCookie(secure)];
  if (token) await db.query('delete from line_visitors where token_hash = $1', [sha256(token)]);
  reply.clearCookie(lineVisitorCookie(secure), cookieOptions(secure));
}
