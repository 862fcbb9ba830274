import { CONFIGURED_OWNER, LAST_OWNER, NO_SUCH_MEMBER, OWNERS_ONLY, type StaffMember, type StaffSelf } from '../../shared/admin/staff.js';
import type { LanguageCode } from '../../shared/constants.js';
import type { StaffRole } from '../../shared/roles.js';
import { deleteUserSessions } from '../accounts/sessionRepository.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Staff } from './staffAccess.js';
import { linkedTeacher, linkFields, linkTeacher } from './teacherLink.js';

// The school's members (accounts with a role) and each member's own settings.

export const actorOf = (s: Pick<Staff, 'id' | 'email'>): Actor => ({ id: s.id, email: s.email });

export async function staffSelf(db: Queryable, userId: number): Promise<StaffSelf> {
  const [row] = await db.query<StaffSelf>(
    `select name, email, role, notify_bookings, console_language, exists (select 1 from calendar_feeds f where f.user_id = u.id) as calendar_feed
     from users u where id = $1`,
    [userId],
  );
  return row;
}

/** The members, owners first, then staff, then teachers; each with the teacher they are linked to. */
export async function listMembers(db: Queryable): Promise<StaffMember[]> {
  return db.query<StaffMember>(
    `select u.id, u.name, u.email, u.role, u.notify_bookings,
       (select json_build_object('id', t.id, 'name', t.name) from teachers t where t.user_id = u.id) as teacher
     from users u where u.role is not null
     order by case u.role when 'owner' then 0 when 'staff' then 1 else 2 end, u.name, u.id`,
  );
}

export async function setNotifications(db: Db, staff: Staff, notify: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.query<{ notify_bookings: boolean }>('select notify_bookings from users where id = $1 for update', [staff.id]);
    await tx.query('update users set notify_bookings = $2, updated_at = now() where id = $1', [staff.id, notify]);
    await writeAudit(
      tx,
      actorOf(staff),
      {
        action: 'staff.notifications_changed',
        targetType: 'user',
        targetId: staff.id,
        before: { notify_bookings: old.notify_bookings },
        after: { notify_bookings: notify },
      },
      now,
    );
  });
}

/** The member's own console language (null: the site's selector); their notices and feed follow it. */
export async function setConsoleLanguage(db: Db, staff: Staff, language: LanguageCode | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.query<{ console_language: LanguageCode | null }>('select console_language from users where id = $1 for update', [
      staff.id,
    ]);
    await tx.query('update users set console_language = $2, updated_at = now() where id = $1', [staff.id, language]);
    await writeAudit(
      tx,
      actorOf(staff),
      {
        action: 'staff.console_language_changed',
        targetType: 'user',
        targetId: staff.id,
        before: { console_language: old.console_language },
        after: { console_language: language },
      },
      now,
    );
  });
}

/** The language of the school's emails to a staff member: their console's, else their account's. */
export const staffLanguage = (u: { console_language: LanguageCode | null; language: LanguageCode }): LanguageCode =>
  u.console_language ?? u.language;

/**
 * An owner changes a member's role, or removes it (null): a removed member's sessions end in the same
 * transaction and their calendar feed stops. A teacher gets no booking notices (they tell of every booking);
 * `teacherId` (a number or null; undefined: unchanged) links the member to that teacher (teacherLink.ts), in
 * the same transaction and audit entry. An owner named in `ownerEmails` (OWNER_EMAILS) keeps the role. The
 * owners' rows are locked first, so two owners demoting each other at the same moment cannot leave the school
 * without one (and two links of one teacher are decided one after the other).
 */
export async function setRole(
  db: Db,
  actor: Actor,
  userId: number,
  role: StaffRole | null,
  now: Date,
  ownerEmails: readonly string[] = [],
  teacherId?: number | null,
): Promise<StaffMember | null> {
  return db.transaction(async (tx) => {
    const owners = await tx.query<{ id: number }>(`select id from users where role = 'owner' order by id for update`);
    // the caller's own role is checked again under the lock: another owner may have just demoted them
    if (actor.id !== null && !owners.some((o) => o.id === actor.id)) throw new HttpError(403, OWNERS_ONLY);
    const [member] = await tx.query<StaffMember>(
      'select id, name, email, role, notify_bookings, null as teacher from users where id = $1 and role is not null for update',
      [userId],
    );
    if (!member) throw new HttpError(404, NO_SUCH_MEMBER);
    const teacherBefore = await linkedTeacher(tx, userId);
    // a removed member keeps their link as it was (as before this option): linking is for members
    const relink = role !== null && teacherId !== undefined && teacherId !== (teacherBefore?.teacher_id ?? null);
    if (member.role === role && !relink) return member;
    const demoted = member.role === 'owner' && role !== 'owner';
    if (demoted && owners.length === 1) throw new HttpError(409, LAST_OWNER);
    // OWNER_EMAILS would make them owner again at their next login
    if (demoted && ownerEmails.includes(member.email)) throw new HttpError(409, CONFIGURED_OWNER);
    await tx.query(
      `update users set role = $2, notify_bookings = case when $2::text is null or $2::text = 'teacher' then false else notify_bookings end,
         updated_at = now() where id = $1`,
      [userId, role],
    );
    if (relink) await linkTeacher(tx, userId, teacherId);
    const teacherAfter = relink ? await linkedTeacher(tx, userId) : null;
    if (role === null) {
      await deleteUserSessions(tx, userId);
      await tx.query('delete from calendar_feeds where user_id = $1', [userId]);
    }
    // An owner no longer: the invitations they sent and nobody accepted yet lose their authority too.
    const revoked = demoted
      ? await tx.query<{ email: string }>(
          `update staff_invitations set revoked_at = $2 where invited_by = $1 and accepted_at is null and revoked_at is null
             and expires_at > $2 returning email`,
          [userId, now.toISOString()],
        )
      : [];
    await writeAudit(
      tx,
      actor,
      {
        action: 'staff.role_changed',
        targetType: 'user',
        targetId: userId,
        before: { email: member.email, role: member.role, ...(relink ? linkFields(teacherBefore) : {}) },
        after: {
          email: member.email,
          role,
          ...(relink ? linkFields(teacherAfter) : {}),
          ...(revoked.length > 0 ? { invitations_revoked: revoked.map((r) => r.email) } : {}),
        },
      },
      now,
    );
    return role === null ? null : { ...member, role };
  });
}
