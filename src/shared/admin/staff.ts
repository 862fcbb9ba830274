import { z } from 'zod';
import { Email, Password, PersonName } from '../auth.js';
import { PASSWORD_MAX } from '../constants.js';
import { LANGUAGE_CODES } from '../language.js';
import { STAFF_ROLES } from '../roles.js';
import { Instant, RowId } from './common.js';
import { NOT_A_LANGUAGE, PASSWORD_REQUIRED } from './staffTexts.js';

export * from './staffTexts.js';

// Who and how they get in: staff members, invitations, and each member's own settings.

export const StaffRole = z.enum(STAFF_ROLES);

export const StaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  notify_bookings: z.boolean(),
  /** The teacher the member is linked to (a teacher member sees this teacher's classes); null: none. */
  teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const Invitation = z.object({
  email: z.string(),
  role: StaffRole,
  invited_by: z.string(),
  /** The inviting owner's name: the console names people, not addresses. */
  invited_by_name: z.string().optional(),
  created_at: Instant,
  expires_at: Instant,
});
export type Invitation = z.infer<typeof Invitation>;

/** GET /api/admin/staff (owners). */
export const StaffList = z.object({ members: z.array(StaffMember), invitations: z.array(Invitation) });
export type StaffList = z.infer<typeof StaffList>;

/** One of the console's languages (en, ja, zh-CN, zh-TW). */
export const ConsoleLanguage = z.enum(LANGUAGE_CODES, { error: NOT_A_LANGUAGE });

/**
 * POST /api/admin/staff/invitations (owners): emails an invitation link; a new one replaces an open one.
 * `language`: the email's; absent, the inviting owner's console language, else their account's.
 */
export const InviteBody = z.object({ email: Email, role: StaffRole, language: ConsoleLanguage.optional() }).strict();
export type InviteBody = z.input<typeof InviteBody>;
/** POST /api/admin/staff/invitations/revoke (owners). */
export const RevokeInvitationBody = z.object({ email: Email }).strict();
export type RevokeInvitationBody = z.input<typeof RevokeInvitationBody>;

/**
 * PUT /api/admin/staff/:id/role (owners): change a member's role, or null to remove it (their sessions end).
 * `teacher_id`: link the member to this teacher (null: to none; absent: unchanged), as a teacher member's classes.
 */
export const SetRoleBody = z.object({ role: StaffRole.nullable(), teacher_id: RowId.nullable().optional() }).strict();
export type SetRoleBody = z.input<typeof SetRoleBody>;

/**
 * POST /api/public/staff-invitations/accept: the invitation link's token. An account with the invited
 * email gets the role; otherwise `name` and `password` create it (verified: the link proved the email).
 */
export const AcceptInvitationBody = z
  .object({ token: z.string().min(1).max(200), name: PersonName.optional(), password: Password.optional() })
  .strict();
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;
/**
 * The accept's answer. `logged_in`: the browser now has the member's session (the name and password were given
 * here, or the browser was already logged in to that account); false: an existing account logs in as usual.
 */
export const InvitationAccepted = z.object({ message: z.string(), logged_in: z.boolean() });
export type InvitationAccepted = z.infer<typeof InvitationAccepted>;
/** GET /api/public/staff-invitations/:token: who the link is for, and whether that account exists already. */
export const InvitationInfo = z.object({ email: z.string(), role: StaffRole, account_exists: z.boolean() });
export type InvitationInfo = z.infer<typeof InvitationInfo>;

/** GET /api/admin/me: the console's own view of the member. */
export const StaffSelf = z.object({
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  notify_bookings: z.boolean(),
  /** Whether a calendar feed URL is active (its URL is shown only once, when made). */
  calendar_feed: z.boolean(),
  /** The member's console language (also their notices' and feed's); null follows the site's language selector. */
  console_language: ConsoleLanguage.nullable(),
});
export type StaffSelf = z.infer<typeof StaffSelf>;

/** PUT /api/admin/me/console-language: the member's own console language, or null to follow the site's selector. */
export const ConsoleLanguageBody = z.object({ console_language: ConsoleLanguage.nullable() }).strict();
export type ConsoleLanguageBody = z.input<typeof ConsoleLanguageBody>;

/** PUT /api/admin/me/notifications: this member's new-booking and cancellation emails on or off. */
export const NotificationsBody = z.object({ notify_bookings: z.boolean() }).strict();
export type NotificationsBody = z.input<typeof NotificationsBody>;

/** POST /api/admin/me/calendar-feed: a new private feed URL (the old one stops working). DELETE revokes. */
export const CalendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** POST /api/admin/reauth: the member's password again, for the sensitive calls. Answers 204. */
export const ReauthBody = z.object({ password: z.string().min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX) }).strict();
export type ReauthBody = z.input<typeof ReauthBody>;
