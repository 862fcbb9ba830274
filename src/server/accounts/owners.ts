import type { Db, Queryable } from '../db/db.js';
import { writeAudit } from '../audit/auditLog.js';
import { LINE_BEFORE_VERIFICATION } from './emailVerification.js';

/**
 * OWNER_EMAILS names the school's first owners. An account with one of those emails becomes
 * owner once its email is verified: at start-up for accounts that exist, and when an email is verified
 * (confirmation link, Google sign-in) for those made later. Each promotion is audited. Never an account
 * whose LINE came before its verification (LINE_BEFORE_VERIFICATION): whoever typed the email may hold it.
 */
export async function promoteConfiguredOwners(db: Db, ownerEmails: readonly string[], onlyUserId?: number): Promise<number> {
  if (ownerEmails.length === 0) return 0;
  return db.transaction((tx) => promote(tx, ownerEmails, onlyUserId));
}

async function promote(tx: Queryable, ownerEmails: readonly string[], onlyUserId?: number): Promise<number> {
  const rows = await tx.query<{ id: number; email: string; before: string | null }>(
    `update users u set role = 'owner', updated_at = now()
     from (select id, role as before from users where email = any($1::text[]) and email_verified_at is not null
           and role is distinct from 'owner' and not ${LINE_BEFORE_VERIFICATION} and ($2::int is null or id = $2) for update) old
     where u.id = old.id returning u.id, u.email, old.before`,
    [ownerEmails, onlyUserId ?? null],
  );
  for (const r of rows)
    await writeAudit(
      tx,
      { id: null, email: 'OWNER_EMAILS' },
      {
        action: 'staff.role_changed',
        targetType: 'user',
        targetId: r.id,
        before: { email: r.email, role: r.before },
        after: { email: r.email, role: 'owner' },
      },
    );
  return rows.length;
}
