import {
  ALREADY_MEMBER,
  BAD_INVITATION,
  NAME_AND_PASSWORD,
  NO_OPEN_INVITATION,
  type Invitation,
  type InvitationInfo,
} from '../../shared/admin/staff.js';
import type { LanguageCode } from '../../shared/constants.js';
import { roleAllows, type StaffRole } from '../../shared/roles.js';
import { hashPassword, randomToken, sha256 } from '../accounts/secrets.js';
import { verifyEmail } from '../accounts/emailVerification.js';
import { insertUser } from '../accounts/userRepository.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { invitationMail } from '../mail/staffMails.js';
import { writeAudit } from '../audit/auditLog.js';
import type { Staff } from './staffAccess.js';
import { actorOf, staffLanguage } from './staffRepository.js';

// Owners invite staff by email. The link carries a random token (only its hash is kept),
// lives 7 days, is used once, and a newer invitation for the same email revokes the open one.

export const INVITATION_DAYS = 7;
/** The console's page the emailed link opens (the client's route). */
export const INVITATION_PAGE = '/admin/invitation';

type Deps = Pick<ServerDeps, 'db' | 'now' | 'publicUrl' | 'mailQueued'>;

const INVITATION_COLUMNS = `i.email, i.role, u.email as invited_by, u.name as invited_by_name,
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at`;
const OPEN = 'i.accepted_at is null and i.revoked_at is null and i.expires_at > $1';

/** Open invitations: not accepted, not revoked, not expired; newest first. */
export async function openInvitations(db: Queryable, now: Date): Promise<Invitation[]> {
  return db.query<Invitation>(
    `select ${INVITATION_COLUMNS} from staff_invitations i join users u on u.id = i.invited_by where ${OPEN} order by i.created_at desc, i.email`,
    [now.toISOString()],
  );
}

async function revokeOpen(tx: Queryable, email: string, now: Date): Promise<Array<{ role: string }>> {
  return tx.query<{ role: string }>(`update staff_invitations i set revoked_at = $1 where i.email = $2 and ${OPEN} returning i.role`, [
    now.toISOString(),
    email,
  ]);
}

/**
 * Emails an invitation link. `language` is the email's, chosen in the invite form; absent, the inviting
 * owner's own (their console's, else their account's): the invitee may have no account, hence no language yet.
 */
export async function invite(deps: Deps, owner: Staff, email: string, role: StaffRole, language?: LanguageCode): Promise<Invitation> {
  const token = randomToken();
  const now = deps.now();
  const invitation = await deps.db.transaction(async (tx) => {
    const [member] = await tx.query<{ role: string | null }>('select role from users where email = $1', [email]);
    if (member?.role) throw new HttpError(409, ALREADY_MEMBER);
    const replaced = await revokeOpen(tx, email, now);
    await tx.query(
      `insert into staff_invitations (token_hash, email, role, invited_by, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)`,
      [sha256(token), email, role, owner.id, new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(), now.toISOString()],
    );
    const url = `${deps.publicUrl}${INVITATION_PAGE}?token=${token}`;
    await enqueueMail(tx, invitationMail(email, language ?? staffLanguage(owner), { inviter: owner.name, role }, url));
    const [row] = await tx.query<Invitation>(
      `select ${INVITATION_COLUMNS} from staff_invitations i join users u on u.id = i.invited_by where i.token_hash = $1`,
      [sha256(token)],
    );
    // never the token: the audit log is readable by every owner
    await writeAudit(
      tx,
      actorOf(owner),
      {
        action: 'staff.invited',
        targetType: 'invitation',
        targetId: email,
        before: replaced.length > 0 ? { email, role: replaced[0].role } : null,
        after: { email, role, expires_at: row.expires_at },
      },
      now,
    );
    return row;
  });
  deps.mailQueued();
  return invitation;
}

export async function revokeInvitation(deps: Deps, owner: Staff, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeOpen(tx, email, deps.now());
    if (revoked.length === 0) throw new HttpError(404, NO_OPEN_INVITATION);
    await writeAudit(
      tx,
      actorOf(owner),
      {
        action: 'staff.invitation_revoked',
        targetType: 'invitation',
        targetId: email,
        before: { email, role: revoked[0].role },
        after: null,
      },
      deps.now(),
    );
  });
}

interface OpenInvitation {
  email: string;
  role: StaffRole;
  /** The account with that email, if one exists (verified or not). */
  user_id: number | null;
  verified: boolean;
}

async function findOpen(db: Queryable, token: string, now: Date, lock = false): Promise<OpenInvitation | null> {
  const [row] = await db.query<OpenInvitation>(
    `select i.email, i.role, u.id as user_id, coalesce(u.email_verified_at is not null, false) as verified
     from staff_invitations i left join users u on u.email = i.email where i.token_hash = $2 and ${OPEN}
     ${lock ? 'for update of i' : ''}`,
    [now.toISOString(), sha256(token)],
  );
  return row ?? null;
}

/**
 * What the link's page shows. `account_exists` is true only for a verified account: an unconfirmed
 * sign-up never proved its author owns the email, so the invitee sets the name and password anew.
 */
export async function invitationInfo(db: Queryable, token: string, now: Date): Promise<InvitationInfo> {
  const open = await findOpen(db, token, now);
  if (!open) throw new HttpError(404, BAD_INVITATION);
  return { email: open.email, role: open.role, account_exists: open.verified };
}

/**
 * Accepting: a verified account with the invited email gets the role; otherwise the name and password
 * given make the account (or replace an unconfirmed sign-up's, whose author proved nothing), verified
 * because the link proved the email. Single use. Answers the member's account, and whether its password
 * was set here (the route then logs them in, as a login would); an existing account logs in as usual.
 */
export async function acceptInvitation(
  deps: Deps,
  body: { token: string; name?: string; password?: string },
  language: LanguageCode,
): Promise<{ userId: number; email: string; passwordSet: boolean }> {
  const now = deps.now();
  const peek = await findOpen(deps.db, body.token, now);
  if (!peek) throw new HttpError(404, BAD_INVITATION);
  const needsAccount = !peek.verified;
  if (needsAccount && (!body.name || !body.password)) throw new HttpError(400, NAME_AND_PASSWORD);
  // argon2 takes a moment: outside the transaction
  const passwordHash = needsAccount ? await hashPassword(body.password!) : null;
  return deps.db.transaction(async (tx) => {
    const open = await findOpen(tx, body.token, now, true);
    if (!open) throw new HttpError(404, BAD_INVITATION);
    await tx.query('update staff_invitations set accepted_at = $2 where token_hash = $1', [sha256(body.token), now.toISOString()]);
    let userId = open.verified ? open.user_id : null;
    let before: string | null = null;
    if (userId === null && open.user_id !== null) {
      // an unconfirmed sign-up: its password and name were never proven, the invitee's replace them; its
      // sessions and any LINE end with the verification
      userId = open.user_id;
      await tx.query(`update users set name = $2, password_hash = $3, updated_at = now() where id = $1`, [userId, body.name, passwordHash]);
      await verifyEmail(tx, userId);
    } else if (userId === null) {
      if (!passwordHash || !body.name) throw new HttpError(400, NAME_AND_PASSWORD);
      const created = await insertUser(tx, { email: open.email, name: body.name, passwordHash, verified: true, language });
      userId = created!.id;
    }
    const [old] = await tx.query<{ role: StaffRole | null }>('select role from users where id = $1 for update', [userId]);
    before = old.role;
    // an owner invited as staff (or staff as a teacher) keeps their role: an invitation never takes a role away
    const role: StaffRole = old.role && roleAllows(old.role, open.role) ? old.role : open.role;
    await tx.query('update users set role = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1', [
      userId,
      role,
    ]);
    await writeAudit(
      tx,
      { id: userId, email: open.email },
      {
        action: 'staff.invitation_accepted',
        targetType: 'user',
        targetId: userId,
        before: { email: open.email, role: before },
        after: { email: open.email, role },
      },
      now,
    );
    return { userId, email: open.email, passwordSet: !open.verified };
  });
}
