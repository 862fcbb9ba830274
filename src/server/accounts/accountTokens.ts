import type { Queryable } from '../db/db.js';
import { randomToken, sha256 } from './secrets.js';

export type TokenPurpose = 'confirm' | 'reset';
/** Confirmation links live 24 h, reset links 1 h. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { confirm: 24 * 3_600_000, reset: 3_600_000 };

export async function issueToken(db: Queryable, userId: number, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = randomToken();
  await db.query('insert into account_tokens (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, $4)', [
    sha256(token),
    userId,
    purpose,
    new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
  ]);
  return token;
}

/** The user of a token that is still usable, without using it up, or null. */
export async function findTokenUser(db: Queryable, token: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    'select user_id from account_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3',
    [sha256(token), purpose, now.toISOString()],
  );
  return row?.user_id ?? null;
}

/** Uses the token up (exactly once, before it expires) and returns its user, or null. */
export async function consumeToken(db: Queryable, token: string, purpose: TokenPurpose, now: Date): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `update account_tokens set used_at = $3 where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
     returning user_id`,
    [sha256(token), purpose, now.toISOString()],
  );
  return row?.user_id ?? null;
}

/** Uses up every other open token of that purpose: once the password is reset, older reset links are void. */
export async function revokeTokens(db: Queryable, userId: number, purpose: TokenPurpose, now: Date): Promise<void> {
  await db.query('update account_tokens set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null', [
    userId,
    purpose,
    now.toISOString(),
  ]);
}
