import { z } from 'zod';
import { AuditPage, AuditQuery, DetailAnswer, IdParams } from '../../shared/admin/common.js';
import {
  AcceptInvitationBody,
  CalendarFeed,
  ConsoleLanguageBody,
  INVITATION_ACCEPTED,
  INVITATION_ACCEPTED_LOG_IN,
  InvitationAccepted,
  InvitationInfo,
  Invitation,
  InviteBody,
  NO_FEED_TO_REVOKE,
  NotificationsBody,
  ReauthBody,
  RevokeInvitationBody,
  SetRoleBody,
  StaffList,
  StaffSelf,
} from '../../shared/admin/staff.js';
import { GOOGLE_REAUTH, WRONG_PASSWORD } from '../../shared/admin/reauth.js';
import { LIMITS } from '../accounts/limits.js';
import { verifyPassword } from '../accounts/secrets.js';
import { currentUser, sessionToken, setSessionCookie } from '../accounts/session.js';
import { createSession, deleteSession, markAuthenticated } from '../accounts/sessionRepository.js';
import { rememberDevice, trustedDevice } from '../accounts/trustedDevices.js';
import { rateLimit } from '../accounts/rateLimit.js';
import { auditActors, recentAudit } from '../audit/auditLog.js';
import { feedIcs, feedOwner, newFeed, revokeFeed } from '../admin/calendarFeed.js';
import { acceptInvitation, invitationInfo, invite, openInvitations, revokeInvitation } from '../admin/invitations.js';
import { staffOf } from '../admin/staffAccess.js';
import { actorOf, listMembers, setConsoleLanguage, setNotifications, setRole, staffSelf } from '../admin/staffRepository.js';
import { HttpError } from '../errors.js';
import { visitorLanguage } from '../visitorLocale.js';
import type { AdminChildRoutes } from './routeOptions.js';

export const AUDIT_PAGE_SIZE = 50;
export const NO_FEED = 'This calendar feed does not exist or has been revoked.';

/**
 * Who and how they get in: the member's own settings (/admin/me), the staff list,
 * invitations and roles (owners), the activity log (owners), and the two public calls the back office
 * needs: the invitation link and the calendar feed. Roles are checked by staffGuard (adminRoutes.ts).
 */
export const adminStaffRoutes: AdminChildRoutes = async (app, { deps, secureCookies }) => {
  const { db } = deps;
  const owner = { access: 'owner' as const };
  const open = { access: 'public' as const };
  // These want the password given in the last REAUTH_MINUTES
  const ownerReauth = { ...owner, reauth: true };
  // The member's own settings: teachers too (never their notifications: those tell of every booking).
  const member = { access: 'teacher' as const };

  // The member gives their password again; this session counts as freshly
  // authenticated for REAUTH_MINUTES. Counted on the login's per-email limit: it checks a password too.
  // Whether this session's password is recent enough for the sensitive calls: 204, or the 403 that asks
  // for it. The console asks before following the CSV export's link (a download cannot show a prompt).
  app.get('/admin/reauth', { config: { ...member, reauth: true }, schema: { response: { 204: z.null() } } }, async (_req, reply) =>
    reply.code(204).send(null),
  );

  app.post('/admin/reauth', { config: member, schema: { body: ReauthBody, response: { 204: z.null() } } }, async (req, reply) => {
    const me = staffOf(req);
    await rateLimit(db, LIMITS.loginByEmail, [me.email], deps.now());
    if (!me.password_hash) throw new HttpError(400, GOOGLE_REAUTH);
    if (!(await verifyPassword(me.password_hash, req.body.password))) throw new HttpError(400, WRONG_PASSWORD);
    await markAuthenticated(db, sessionToken(req)!, deps.now());
    return reply.code(204).send(null);
  });

  app.get('/admin/me', { config: member, schema: { response: { 200: StaffSelf } } }, async (req) => staffSelf(db, staffOf(req).id));

  app.put('/admin/me/notifications', { schema: { body: NotificationsBody, response: { 200: StaffSelf } } }, async (req) => {
    const me = staffOf(req);
    await setNotifications(db, me, req.body.notify_bookings, deps.now());
    return staffSelf(db, me.id);
  });

  // The member's own console language (null: the site's selector); their notices and feed follow it.
  app.put(
    '/admin/me/console-language',
    { config: member, schema: { body: ConsoleLanguageBody, response: { 200: StaffSelf } } },
    async (req) => {
      const me = staffOf(req);
      await setConsoleLanguage(db, me, req.body.console_language, deps.now());
      return staffSelf(db, me.id);
    },
  );

  app.post(
    '/admin/me/calendar-feed',
    { config: { ...member, reauth: true }, schema: { response: { 201: CalendarFeed } } },
    async (req, reply) => {
      const url = await newFeed(db, staffOf(req), deps.publicUrl, deps.now());
      return reply.code(201).header('cache-control', 'no-store').send({ url });
    },
  );

  app.delete(
    '/admin/me/calendar-feed',
    { config: member, schema: { response: { 204: z.null(), 404: DetailAnswer } } },
    async (req, reply) => {
      if (!(await revokeFeed(db, staffOf(req), deps.now()))) throw new HttpError(404, NO_FEED_TO_REVOKE);
      return reply.code(204).send(null);
    },
  );

  // The token is the only key (256 bits); calendar apps send no cookie. Unknown, revoked, or a member
  // whose role was removed: the same 404.
  app.get(
    '/public/calendar-feed/:file',
    { config: open, schema: { params: z.object({ file: z.string().max(100) }) } },
    async (req, reply) => {
      await rateLimit(db, LIMITS.feedByIp, [req.ip], deps.now());
      const token = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(req.params.file)?.[1];
      const owner = token ? await feedOwner(db, token) : null;
      if (!token || !owner) throw new HttpError(404, NO_FEED);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="gtss-bookings.ics"')
        .send(await feedIcs(db, deps.now(), deps.publicUrl, owner.language, owner.teacherId, owner.teacherMember));
    },
  );

  app.get('/admin/staff', { config: owner, schema: { response: { 200: StaffList } } }, async () => ({
    members: await listMembers(db),
    invitations: await openInvitations(db, deps.now()),
  }));

  app.post(
    '/admin/staff/invitations',
    { config: ownerReauth, schema: { body: InviteBody, response: { 201: Invitation } } },
    async (req, reply) => {
      const invitation = await invite(deps, staffOf(req), req.body.email, req.body.role, req.body.language);
      return reply.code(201).send(invitation);
    },
  );

  app.post(
    '/admin/staff/invitations/revoke',
    { config: ownerReauth, schema: { body: RevokeInvitationBody, response: { 204: z.null() } } },
    async (req, reply) => {
      await revokeInvitation(deps, staffOf(req), req.body.email);
      return reply.code(204).send(null);
    },
  );

  // Answers the list as it now is (a removed member is gone from it).
  app.put(
    '/admin/staff/:id/role',
    { config: ownerReauth, schema: { params: IdParams, body: SetRoleBody, response: { 200: StaffList } } },
    async (req) => {
      await setRole(db, actorOf(staffOf(req)), req.params.id, req.body.role, deps.now(), deps.ownerEmails, req.body.teacher_id);
      return { members: await listMembers(db), invitations: await openInvitations(db, deps.now()) };
    },
  );

  app.get('/admin/audit', { config: owner, schema: { querystring: AuditQuery, response: { 200: AuditPage } } }, async (req) => {
    const rows = await recentAudit(db, AUDIT_PAGE_SIZE + 1, req.query);
    const items = rows.slice(0, AUDIT_PAGE_SIZE);
    return { items, next_before: rows.length > AUDIT_PAGE_SIZE ? items.at(-1)!.id : null, actors: await auditActors(db) };
  });

  app.get(
    '/public/staff-invitations/:token',
    { config: open, schema: { params: z.object({ token: z.string().max(200) }), response: { 200: InvitationInfo } } },
    async (req) => {
      await rateLimit(db, LIMITS.invitationByIp, [req.ip], deps.now());
      return invitationInfo(db, req.params.token, deps.now());
    },
  );

  // A name and password given here log the new member in, as a login does (a new session, timed by the
  // staff session rules, in place of any other this browser had). An account that existed logs in as usual,
  // unless this browser is already logged in to it.
  app.post(
    '/public/staff-invitations/accept',
    { config: open, schema: { body: AcceptInvitationBody, response: { 200: InvitationAccepted } } },
    async (req, reply) => {
      await rateLimit(db, LIMITS.invitationByIp, [req.ip], deps.now());
      const accepted = await acceptInvitation(deps, req.body, visitorLanguage(req));
      if (!accepted.passwordSet) {
        const already = (await currentUser(req, db, deps.now()))?.id === accepted.userId;
        return { message: already ? INVITATION_ACCEPTED : INVITATION_ACCEPTED_LOG_IN, logged_in: already };
      }
      const previous = sessionToken(req);
      if (previous) await deleteSession(db, previous);
      const device = await trustedDevice(db, req, accepted.email);
      const session = await createSession(db, accepted.userId, deps.now());
      await rememberDevice(db, reply, accepted.userId, device);
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      return { message: INVITATION_ACCEPTED, logged_in: true };
    },
  );
};
