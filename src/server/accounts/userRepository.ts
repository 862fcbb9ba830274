import type { StaffRole } from '../../shared/roles.js';
import type { LanguageCode } from '../../shared/constants.js';
import type { Db, Queryable } from '../db/db.js';
import { endUnprovenAccess } from './emailVerification.js';
import type { Referral } from '../../shared/referral.js';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string | null;
  email_verified: boolean;
  /** The visitor's language: their account emails are written in it. */
  language: LanguageCode;
  /** Owner or staff of the school; null for a visitor. */
  role: StaffRole | null;
  /** A staff member's own language for the console and the school's emails to them; null: the account's language. */
  console_language: LanguageCode | null;
}

export const USER_COLUMNS =
  'id, email, name, password_hash, email_verified_at is not null as email_verified, language, role, console_language';
const COLUMNS = USER_COLUMNS;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from users where email = $1`, [email]);
  return row ?? null;
}

/** The referral columns' values, in the order utm_source, utm_medium, utm_campaign, referrer_host. */
const referralParams = (r: Referral | null | undefined) => [
  r?.utm_source ?? null,
  r?.utm_medium ?? null,
  r?.utm_campaign ?? null,
  r?.referrer_host ?? null,
];

/** Creates the account unless the email is taken; null then (the caller answers the same either way). */
export async function insertUser(
  db: Queryable,
  u: { email: string; name: string; passwordHash: string | null; verified?: boolean; language: LanguageCode; referral?: Referral | null },
): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(
    `insert into users (email, name, password_hash, email_verified_at, language, utm_source, utm_medium, utm_campaign, referrer_host)
     values ($1, $2, $3, case when $4 then now() end, $5, $6, $7, $8, $9)
     on conflict (email) do nothing returning ${COLUMNS}`,
    [u.email, u.name, u.passwordHash, u.verified ?? false, u.language, ...referralParams(u.referral)],
  );
  return row ?? null;
}

export async function updateUserName(db: Queryable, id: number, name: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`update users set name = $2, updated_at = now() where id = $1 returning ${COLUMNS}`, [id, name]);
  return row ?? null;
}

export async function setUserLanguage(db: Queryable, id: number, language: LanguageCode): Promise<void> {
  await db.query('update users set language = $2, updated_at = now() where id = $1', [id, language]);
}

export async function setPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2, updated_at = now() where id = $1', [id, passwordHash]);
}

/**
 * Google sign-in: the account linked to this Google subject (Google's stable id, even after an email
 * change), else the account with this verified email, created (verified, no password) if there is none.
 */
export async function upsertGoogleUser(
  db: Db,
  g: { sub: string; email: string; name: string; language: LanguageCode; referral?: Referral | null },
): Promise<UserRow> {
  // every sign-in records the language the visitor uses now
  const [linked] = await db.query<UserRow>(
    `update users set language = $2, updated_at = now() where google_sub = $1 returning ${COLUMNS}`,
    [g.sub, g.language],
  );
  if (linked) return linked;
  return db.transaction(async (tx) => {
    let [before] = await lockByEmail(tx, g.email);
    if (!before) {
      const made = await insertUser(tx, { ...g, passwordHash: null, verified: true });
      if (made)
        return (await tx.query<UserRow>(`update users set google_sub = $2 where id = $1 returning ${COLUMNS}`, [made.id, g.sub]))[0];
      [before] = await lockByEmail(tx, g.email); // made by another request at this very moment
    }
    // An unconfirmed sign-up never proved that its author owns the email; Google just proved that the
    // visitor does. Keeping that password and name (or its sessions, or a LINE: endUnprovenAccess) would
    // hand the account to whoever typed it.
    const [row] = await tx.query<UserRow>(
      `update users set google_sub = coalesce(google_sub, $2), language = $3, email_verified_at = coalesce(email_verified_at, now()),
         password_hash = case when $4 then password_hash end, name = case when $4 then name else $5 end, updated_at = now()
       where id = $1 returning ${COLUMNS}`,
      [before.id, g.sub, g.language, before.verified, g.name],
    );
    if (!before.verified) await endUnprovenAccess(tx, row.id);
    return row;
  });
}

/** The account with this email, locked for the transaction, and whether its email was verified. */
const lockByEmail = (tx: Queryable, email: string) =>
  tx.query<{ id: number; verified: boolean }>(
    'select id, email_verified_at is not null as verified from users where email = $1 for update',
    [email],
  );
