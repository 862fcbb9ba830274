import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../shared/constants.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { sessionUser } from './sessionRepository.js';
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

const seen = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/** The logged-in user of this request, looked up once per request; null for a visitor. */
export function currentUser(req: FastifyRequest, db: Queryable, now: Date): Promise<UserRow | null> {
  let user = seen.get(req);
  if (!user) {
    const token = sessionToken(req);
    user = token ? sessionUser(db, token, now) : Promise.resolve(null);
    seen.set(req, user);
  }
  return user;
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
