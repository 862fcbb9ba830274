import type { Queryable } from '../db/db.js';
import { randomToken, sha256 } from './secrets.js';
import { USER_COLUMNS, type UserRow } from './userRepository.js';

export const SESSION_DAYS = 30;

/** A new session for the user; the token goes to the browser, only its hash to the database. */
export async function createSession(db: Queryable, userId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.query('insert into sessions (id_hash, user_id, expires_at) values ($1, $2, $3)', [
    sha256(token),
    userId,
    expiresAt.toISOString(),
  ]);
  return { token, expiresAt };
}

export async function sessionUser(db: Queryable, token: string, now: Date): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(
    // (the users' column names are not sessions' column names, so they need no qualifier)
    `select ${USER_COLUMNS}
     from sessions s join users u on u.id = s.user_id where s.id_hash = $1 and s.expires_at > $2`,
    [sha256(token), now.toISOString()],
  );
  return row ?? null;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from sessions where id_hash = $1', [sha256(token)]);
}

/** A password reset ends every session of that user. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from sessions where user_id = $1', [userId]);
}
