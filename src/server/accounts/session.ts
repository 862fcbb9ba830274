import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../shared/constants.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { sessionUser, type LiveSession } from './sessionRepository.js';
import { REAUTH_CODE, REAUTH_MINUTES, REAUTH_NEEDED } from '../../shared/admin/reauth.js';
import type { UserRow } from './userRepository.js';

/**
 * An HttpOnly, SameSite=Lax cookie carries the session id; `Authorization: Bearer` works too.
 * Over https it is `__Host-gtss_session` (security review finding 6): Secure, path /, no Domain, so no
 * other host (a subdomain) can set or overwrite it. Over plain http (local use) browsers refuse the prefix.
 */
const SESSION_COOKIE = 'gtss_session';
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
const sessionCookieOptions = (secure: boolean) => ({ path: secure ? '/' : API_BASE, httpOnly: true, sameSite: 'lax', secure }) as const;
export const NOT_LOGGED_IN = 'Please log in.';

export function sessionToken(req: FastifyRequest): string | null {
  const bearer = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '');
  if (bearer) return bearer[1];
  const cookie = req.cookies[sessionCookieName(req.server.secureCookies)];
  return cookie && /^[A-Za-z0-9_-]{20,100}$/.test(cookie) ? cookie : null;
}

/** True when the request carries no session at all (no cookie, no Authorization header): a guest, not a failed login. */
export function isGuest(req: FastifyRequest): boolean {
  return req.headers.authorization === undefined && req.cookies[sessionCookieName(req.server.secureCookies)] === undefined;
}

const seen = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();

function liveSession(req: FastifyRequest, db: Queryable, now: Date): Promise<LiveSession | null> {
  let session = seen.get(req);
  if (!session) {
    const token = sessionToken(req);
    session = token ? sessionUser(db, token, now) : Promise.resolve(null);
    seen.set(req, session);
  }
  return session;
}

/** The logged-in user of this request, looked up once per request; null for a visitor. */
export async function currentUser(req: FastifyRequest, db: Queryable, now: Date): Promise<UserRow | null> {
  return (await liveSession(req, db, now))?.user ?? null;
}

/**
 * A sensitive staff call wants the password (or a Google sign-in, never a LINE one) given in the last
 * REAUTH_MINUTES; else 403 { detail, code: REAUTH_CODE }, which the console answers with a password prompt.
 */
export async function requireRecentAuth(req: FastifyRequest, db: Queryable, now: Date): Promise<void> {
  const session = await liveSession(req, db, now);
  if (!session) throw new HttpError(401, NOT_LOGGED_IN);
  // a session opened by a LINE sign-in has no password given in it (null) until POST /admin/reauth
  if (!session.authenticatedAt || now.getTime() - session.authenticatedAt.getTime() > REAUTH_MINUTES * 60_000)
    throw new HttpError(403, REAUTH_NEEDED, { code: REAUTH_CODE });
}

export async function requireUser(req: FastifyRequest, db: Queryable, now: Date): Promise<UserRow> {
  const user = await currentUser(req, db, now);
  if (!user) throw new HttpError(401, NOT_LOGGED_IN);
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), token, { ...sessionCookieOptions(secure), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), sessionCookieOptions(secure));
}
