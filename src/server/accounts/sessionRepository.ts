import { STAFF_IDLE_HOURS, STAFF_SESSION_HOURS } from '../../shared/admin/reauth.js';
import type { Queryable } from '../db/db.js';
import { randomToken, sha256 } from './secrets.js';
import { USER_COLUMNS, type UserRow } from './userRepository.js';

export const SESSION_DAYS = 30;
const HOUR_MS = 3_600_000;
/** How often a role-holder's calls record that the session is in use (sessions.last_seen_at). */
export const SEEN_EVERY_MS = 60_000;

/**
 * A new session for the user; the token goes to the browser, only its hash to the database. `proven`: a
 * password or Google sign-in was just given (fresh for the staff's re-authentication); false for a LINE
 * sign-in, which proves the LINE user, never the password that re-authentication asks for. A role-holder's
 * (owner's or staff's) session ends STAFF_SESSION_HOURS after its login (sessionUser), so it expires then, and so
 * does its cookie (it carries expiresAt): a console's cookie does not outlive its session by a month.
 */
export async function createSession(db: Queryable, userId: number, now: Date, proven = true): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const visitorEnd = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  // + 1 s: sessionUser ends it only once more than STAFF_SESSION_HOURS have passed (it still answers at exactly 12 h)
  const staffEnd = new Date(now.getTime() + STAFF_SESSION_HOURS * HOUR_MS + 1000);
  // on the app's clock (not the database's now()): a role-holder's session is timed from it
  const [row] = await db.query<{ expires_at: Date | string }>(
    `insert into sessions (id_hash, user_id, expires_at, created_at, last_seen_at, authenticated_at)
     values ($1, $2, case when (select role from users where id = $2) is null then $3::timestamptz else $5::timestamptz end, $4, $4,
       case when $6 then $4::timestamptz end)
     returning expires_at`,
    [sha256(token), userId, visitorEnd.toISOString(), now.toISOString(), staffEnd.toISOString(), proven],
  );
  return { token, expiresAt: new Date(row.expires_at) };
}

/** A live session: its account, and when its password (or Google sign-in) was last given (null: never, a LINE sign-in). */
export interface LiveSession {
  user: UserRow;
  authenticatedAt: Date | null;
}

/**
 * The session's account, or null. A role-holder's (owner's or staff's) session ends
 * after STAFF_IDLE_HOURS without a call and STAFF_SESSION_HOURS after its login, whatever its cookie says;
 * each call restarts the idle time (recorded at most once every SEEN_EVERY_MS). A visitor's session keeps its SESSION_DAYS.
 */
export async function sessionUser(db: Queryable, token: string, now: Date): Promise<LiveSession | null> {
  const idHash = sha256(token);
  // prepared (db/prepared.ts): every signed-in call asks these two, and planning the join cost more than running it
  const [row] = await db.prepared<UserRow & { s_started: Date | string; s_seen: Date | string; s_auth: Date | string | null }>(
    // (the users' column names are not sessions' column names, so they need no qualifier)
    `select ${USER_COLUMNS}, s.created_at as s_started, coalesce(s.last_seen_at, s.created_at) as s_seen, s.authenticated_at as s_auth
     from sessions s join users u on u.id = s.user_id where s.id_hash = $1 and s.expires_at > $2`,
    [idHash, now.toISOString()],
  );
  if (!row) return null;
  const { s_started, s_seen, s_auth, ...user } = row;
  if (user.role) {
    const t = now.getTime();
    if (t - new Date(s_seen).getTime() > STAFF_IDLE_HOURS * HOUR_MS || t - new Date(s_started).getTime() > STAFF_SESSION_HOURS * HOUR_MS) {
      await db.query('delete from sessions where id_hash = $1', [idHash]);
      return null;
    }
    // the idle time restarts to the minute: a write on every call was most of a console read's time on the embedded
    // database, and a session touched under a minute ago ends at most that much sooner (never later)
    if (t - new Date(s_seen).getTime() >= SEEN_EVERY_MS)
      await db.prepared('update sessions set last_seen_at = $2 where id_hash = $1', [idHash, now.toISOString()]);
  }
  return { user, authenticatedAt: s_auth === null ? null : new Date(s_auth) };
}

/** The password (or a new sign-in) was just given in this session. */
export async function markAuthenticated(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('update sessions set authenticated_at = $2 where id_hash = $1', [sha256(token), now.toISOString()]);
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from sessions where id_hash = $1', [sha256(token)]);
}

/** A password reset ends every session of that user. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId]);
}
