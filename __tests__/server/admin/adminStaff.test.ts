import fs from 'node:fs';
import { INVITATION_PAGE } from '../../../src/server/admin/invitations';
import { NO_SUCH_MEMBER } from '../../../src/shared/admin/staffTexts';
import { invitationMail, invitationTexts } from '../../../src/server/mail/staffMails';
import { LANGUAGE_CODES } from '../../../src/shared/language';
import { CSRF_REFUSED } from '../../../src/server/csrf';
import { emailedToken, taro } from '../accounts/accountsKit';
import { adminCall, expectRoleChecks, STAFF, staffWorld } from './adminKit';
import {
  activityLogBehaviour,
  auditActions,
  info,
  invitationBehaviour,
  invited,
  NEWCOMER,
  roleBehaviour,
  roleOf,
  settingsBehaviour,
  userId,
} from './adminStaffBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// Who and how they get in: the staff list, invitations by email, roles, each member's own
// settings and the activity log.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const world = () => staffWorld(startApp, staticDir);

test('every staff call refuses a guest and a visitor; the owner-only ones refuse staff too', async () => {
  const w = await world();
  const staffId = await userId(w.db, STAFF.email);
  await expectRoleChecks(w, 'GET', '/admin/me', undefined, 'staff');
  await expectRoleChecks(w, 'PUT', '/admin/me/notifications', { notify_bookings: true }, 'staff');
  await expectRoleChecks(w, 'PUT', '/admin/me/console-language', { console_language: 'ja' }, 'staff');
  await expectRoleChecks(w, 'POST', '/admin/me/calendar-feed', {}, 'staff');
  await expectRoleChecks(w, 'DELETE', '/admin/me/calendar-feed', undefined, 'staff');
  await expectRoleChecks(w, 'GET', '/admin/numbers?from=2026-11-01&to=2026-11-30', undefined, 'staff');
  await expectRoleChecks(w, 'GET', '/admin/staff', undefined, 'owner');
  await expectRoleChecks(w, 'POST', '/admin/staff/invitations', { email: 'x@school.example', role: 'owner' }, 'owner');
  await expectRoleChecks(w, 'POST', '/admin/staff/invitations/revoke', { email: 'x@school.example' }, 'owner');
  await expectRoleChecks(w, 'PUT', `/admin/staff/${staffId}/role`, { role: 'owner' }, 'owner');
  await expectRoleChecks(w, 'GET', '/admin/audit', undefined, 'owner');
});

test('a cross-site form can neither change a role nor accept an invitation (the API’s CSRF rule)', async () => {
  const w = await world();
  const token = await invited(w, NEWCOMER.email);
  const staffId = await userId(w.db, STAFF.email);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const role = await w.app.inject({
    method: 'PUT',
    url: `/api/admin/staff/${staffId}/role`,
    headers: { ...form, cookie: w.owner.cookie },
    payload: 'role=',
  });
  expect([role.statusCode, role.json()]).toEqual([403, { detail: CSRF_REFUSED }]);
  const accepted = await w.app.inject({
    method: 'POST',
    url: '/api/public/staff-invitations/accept',
    headers: form,
    payload: `token=${token}&name=Mallory&password=mallory%20secret`,
  });
  expect([accepted.statusCode, accepted.json()]).toEqual([403, { detail: CSRF_REFUSED }]);
  expect(await roleOf(w.db, STAFF.email)).toBe('staff');
  expect((await info(w, token)).statusCode).toBe(200);
});

describe('the member’s own settings', () => settingsBehaviour(world));

describe('invitations', () => invitationBehaviour(world));

describe('roles', () => {
  roleBehaviour(world);

  test('an owner who steps down or is removed takes their open invitations with them', async () => {
    const w = await world();
    const staffId = await userId(w.db, STAFF.email);
    await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'owner' });
    const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.staff, { email: NEWCOMER.email, role: 'owner' });
    expect(res.json().invited_by).toBe(STAFF.email);
    const token = await emailedToken(w.db, w.t.config.publicUrl, INVITATION_PAGE, NEWCOMER.email);
    const mine = await invited(w, taro.email); // the remaining owner's own invitation stays
    await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'staff' });
    expect((await info(w, token)).statusCode).toBe(404);
    expect((await info(w, mine)).statusCode).toBe(200);
    expect((await auditActions(w.db)).at(-1)!.after).toEqual({ email: STAFF.email, role: 'staff', invitations_revoked: [NEWCOMER.email] });
  });

  test('an unknown id, or an account without a role, is not a member', async () => {
    const w = await world();
    const visitorId = await userId(w.db, 'hanako@example.com');
    for (const id of [visitorId, 999999]) {
      const res = await adminCall(w.app, 'PUT', `/admin/staff/${id}/role`, w.owner, { role: 'staff' });
      expect([res.statusCode, res.json()]).toEqual([404, { detail: NO_SUCH_MEMBER }]);
    }
    expect((await adminCall(w.app, 'PUT', '/admin/staff/abc/role', w.owner, { role: 'staff' })).statusCode).toBe(400);
    expect(await roleOf(w.db, 'hanako@example.com')).toBeNull();
  });
});

describe('the invitation email', () => {
  test.each(LANGUAGE_CODES)('%s: a subject, the inviter, the role and the link', (language) => {
    const url = 'https://school.example/admin/invitation?token=abc';
    const staff = invitationMail('x@example.com', language, { inviter: 'Oona', role: 'staff' }, url);
    const owner = invitationMail('x@example.com', language, { inviter: 'Oona', role: 'owner' }, url);
    expect(staff.subject.length).toBeGreaterThan(5);
    expect(staff.text).toContain('Oona');
    expect(staff.text).toContain(url);
    expect(staff.html).toContain(`lang="${language}"`);
    expect(owner.text).not.toBe(staff.text); // the role is named
    expect(new Set(LANGUAGE_CODES.map((l) => invitationTexts[l].subject)).size).toBe(LANGUAGE_CODES.length);
  });
});

describe('the activity log', () => activityLogBehaviour(world));
