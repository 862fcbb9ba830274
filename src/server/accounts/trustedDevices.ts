import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { randomToken, sha256 } from './secrets.js';

/**
 * Security review finding 6: the per-email login limit stopped an attacker's guesses and the owner's
 * right password alike. A browser that has logged in to an account keeps a device cookie (OWASP's
 * "device cookies"); its logins count against its own limit instead of the email's.
 */
const DEVICE_COOKIE = 'gtss_device';
const deviceCookieName = (secure: boolean) => (secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);
const YEAR_S = 365 * 24 * 3600;

/** The hash of the device token the browser sent, when it belongs to the account with this email. */
export async function trustedDevice(db: Queryable, req: FastifyRequest, email: string): Promise<string | null> {
  const token = req.cookies[deviceCookieName(req.server.secureCookies)];
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = sha256(token);
  const [row] = await db.query(
    'select 1 from trusted_devices d join users u on u.id = d.user_id where d.token_hash = $1 and u.email = $2',
    [hash, email],
  );
  return row ? hash : null;
}

/** After a successful login: this browser is now a known device of the account. */
export async function rememberDevice(db: Queryable, reply: FastifyReply, userId: number, known: string | null): Promise<void> {
  if (known) return; // already this account's device
  const token = randomToken();
  await db.query('insert into trusted_devices (token_hash, user_id) values ($1, $2)', [sha256(token), userId]);
  const secure = reply.server.secureCookies;
  reply.setCookie(deviceCookieName(secure), token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: YEAR_S });
}
