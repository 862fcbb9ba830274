import fs from 'node:fs';
import {
  ALREADY_MEMBER,
  BAD_INVITATION,
  INVITATION_ACCEPTED,
  INVITATION_PAGE,
  NAME_AND_PASSWORD,
  NO_OPEN_INVITATION,
} from '../../src/server/admin/invitations';
import { NO_SUCH_MEMBER } from '../../src/server/admin/staffRepository';
import { invitationMail, invitationTexts } from '../../src/server/mail/staffMails';
import { LANGUAGE_CODES } from '../../src/shared/language';
import { WRONG_LOGIN } from '../../src/server/accounts/accountService';
import { CSRF_REFUSED } from '../../src/server/csrf';
import { emailedToken, logIn, loggedIn, outbox, post, register, startAccounts, taro, type AccountsApp } from './accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, expectRoleChecks, OWNER, STAFF, type AdminWorld } from './adminKit';
import { auditActions, roleBehaviour, roleOf, userId } from './adminStaffBehaviour';
import { makeStaticDir, useTestApps } from './testApp';

// Issue #12 "Who and how they get in": the staff list, invitations by email, roles, each member's own
// settings and the activity log.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function world(): Promise<AdminWorld & { t: AccountsApp }> {
  const t = await startAccounts(startApp, staticDir, ADMIN_CONFIG);
  return { ...(await adminWorld(t)), t };
}

const NEWCOMER = { name: 'Nina Newcomer', email: 'nina@school.example', password: 'a brand new secret' };

/** The owner invites `email`; answers the token of the emailed link. */
async function invited(w: AdminWorld & { t: AccountsApp }, email: string, role: 'owner' | 'staff' = 'staff'): Promise<string> {
  const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, { email, role });
  expect(res.statusCode).toBe(201);
  return emailedToken(w.db, w.t.config.publicUrl, INVITATION_PAGE, email);
}
const info = (w: AdminWorld, token: string) => adminCall(w.app, 'GET', `/public/staff-invitations/${token}`);
const accept = (w: AdminWorld, body: object) => post(w.app, '/public/staff-invitations/accept', body);

test('every staff call refuses a guest and a visitor; the owner-only ones refuse staff too', async () => {
  const w = await world();
  const staffId = await userId(w.db, STAFF.email);
  await expectRoleChecks(w, 'GET', '/admin/me', undefined, 'staff');
  await expectRoleChecks(w, 'PUT', '/admin/me/notifications', { notify_bookings: true }, 'staff');
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

describe('the member’s own settings', () => {
  test('GET /admin/me, and the notifications switch (audited)', async () => {
    const w = await world();
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).json()).toEqual({
      name: STAFF.name,
      email: STAFF.email,
      role: 'staff',
      notify_bookings: false,
      calendar_feed: false,
    });
    const on = await adminCall(w.app, 'PUT', '/admin/me/notifications', w.staff, { notify_bookings: true });
    expect([on.statusCode, on.json().notify_bookings]).toEqual([200, true]);
    expect((await adminCall(w.app, 'GET', '/admin/me', w.owner)).json().notify_bookings).toBe(false); // only their own
    expect((await auditActions(w.db)).at(-1)).toEqual({
      actor_email: STAFF.email,
      action: 'staff.notifications_changed',
      before: { notify_bookings: false },
      after: { notify_bookings: true },
    });
    const bad = await adminCall(w.app, 'PUT', '/admin/me/notifications', w.staff, { notify_bookings: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toEqual(expect.any(String));
  });
});

describe('invitations', () => {
  test('a new person: the emailed link creates a verified account with the role, once', async () => {
    const w = await world();
    const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, { email: NEWCOMER.email, role: 'staff' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      email: NEWCOMER.email,
      role: 'staff',
      invited_by: OWNER.email,
      created_at: '2026-11-23T01:00:00Z',
      expires_at: '2026-11-30T01:00:00Z',
    });
    const [mail] = (await outbox(w.db)).filter((m) => m.to_address === NEWCOMER.email);
    expect(mail.subject).toBe('You are invited to the GTSS Language School staff console');
    expect(mail.text_body).toContain(`${OWNER.name} has invited you`);
    const token = await emailedToken(w.db, w.t.config.publicUrl, INVITATION_PAGE, NEWCOMER.email);
    // only the hash is kept
    expect(JSON.stringify(await w.db.query('select * from staff_invitations'))).not.toContain(token);
    expect(JSON.stringify(await w.db.query('select * from audit_log'))).not.toContain(token);
    expect((await adminCall(w.app, 'GET', '/admin/staff', w.owner)).json().invitations).toEqual([res.json()]);

    expect((await info(w, token)).json()).toEqual({ email: NEWCOMER.email, role: 'staff', account_exists: false });
    const missing = await accept(w, { token });
    expect([missing.statusCode, missing.json()]).toEqual([400, { detail: NAME_AND_PASSWORD }]);
    const ok = await accept(w, { token, name: NEWCOMER.name, password: NEWCOMER.password });
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: INVITATION_ACCEPTED }]);
    expect(ok.cookies).toEqual([]); // not logged in: they log in as usual

    const session = await logIn(w.app, NEWCOMER);
    expect((await adminCall(w.app, 'GET', '/admin/me', session)).json()).toMatchObject({ email: NEWCOMER.email, role: 'staff' });
    // single use
    expect((await info(w, token)).statusCode).toBe(404);
    const twice = await accept(w, { token, name: 'Mallory', password: 'another password!' });
    expect([twice.statusCode, twice.json()]).toEqual([404, { detail: BAD_INVITATION }]);
    expect(await logIn(w.app, NEWCOMER)).toBeTruthy(); // the password did not change

    const list = (await adminCall(w.app, 'GET', '/admin/staff', w.owner)).json();
    expect(list.invitations).toEqual([]);
    expect(list.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [OWNER.email, 'owner'],
      [NEWCOMER.email, 'staff'],
      [STAFF.email, 'staff'],
    ]);
    const audit = (await auditActions(w.db)).slice(-2);
    expect(audit).toEqual([
      {
        actor_email: OWNER.email,
        action: 'staff.invited',
        before: null,
        after: { email: NEWCOMER.email, role: 'staff', expires_at: '2026-11-30T01:00:00Z' },
      },
      {
        actor_email: NEWCOMER.email,
        action: 'staff.invitation_accepted',
        before: { email: NEWCOMER.email, role: null },
        after: { email: NEWCOMER.email, role: 'staff' },
      },
    ]);
  });

  test('an existing account: the link gives it the role, its sessions see it at once, its password is kept', async () => {
    const w = await world();
    const taroSession = await loggedIn(w.t, taro);
    const token = await invited(w, taro.email, 'owner');
    expect((await info(w, token)).json()).toEqual({ email: taro.email, role: 'owner', account_exists: true });
    const ok = await accept(w, { token });
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: INVITATION_ACCEPTED }]);
    expect((await adminCall(w.app, 'GET', '/admin/staff', taroSession)).statusCode).toBe(200); // owner-only
    expect(await roleOf(w.db, taro.email)).toBe('owner');
    await logIn(w.app, taro);
  });

  test('an unconfirmed sign-up with the invited email: the invitee sets the name and password anew', async () => {
    const w = await world();
    expect((await register(w.t, { ...taro, password: 'typed by someone else' })).statusCode).toBe(200);
    const token = await invited(w, taro.email);
    expect((await info(w, token)).json()).toEqual({ email: taro.email, role: 'staff', account_exists: false });
    expect((await accept(w, { token })).statusCode).toBe(400);
    expect((await accept(w, { token, name: taro.name, password: taro.password })).statusCode).toBe(200);
    await logIn(w.app, taro);
    const old = await post(w.app, '/public/auth/login', { email: taro.email, password: 'typed by someone else' });
    expect([old.statusCode, old.json().detail]).toEqual([401, WRONG_LOGIN]);
  });

  test('the invitation is in the inviting owner’s language', async () => {
    const w = await world();
    await w.db.query(`update users set language = 'ja' where email = $1`, [OWNER.email]);
    await invited(w, NEWCOMER.email);
    const [mail] = (await outbox(w.db)).filter((m) => m.to_address === NEWCOMER.email);
    expect(mail.subject).toBe('【GTSS語学スクール】管理画面へのご招待');
    expect(mail.text_body).toContain(`${OWNER.name}さんから`);
  });

  test('an expired link (after 7 days) is refused', async () => {
    const w = await world();
    const token = await invited(w, NEWCOMER.email);
    w.t.clock.advanceMinutes(7 * 24 * 60 - 1);
    expect((await info(w, token)).statusCode).toBe(200);
    w.t.clock.advanceMinutes(1);
    expect([(await info(w, token)).statusCode, (await info(w, token)).json()]).toEqual([404, { detail: BAD_INVITATION }]);
    expect((await accept(w, { token, ...NEWCOMER })).statusCode).toBe(400); // .strict(): email is not a field
    expect((await accept(w, { token, name: NEWCOMER.name, password: NEWCOMER.password })).statusCode).toBe(404);
    expect((await adminCall(w.app, 'GET', '/admin/staff', w.owner)).json().invitations).toEqual([]);
    expect(await w.db.query('select 1 from users where email = $1', [NEWCOMER.email])).toEqual([]);
  });

  test('a revoked link, and a link replaced by a newer invitation, are refused', async () => {
    const w = await world();
    const first = await invited(w, NEWCOMER.email);
    const second = await invited(w, NEWCOMER.email, 'owner'); // revokes the first
    expect((await info(w, first)).statusCode).toBe(404);
    expect((await info(w, second)).json().role).toBe('owner');
    expect((await adminCall(w.app, 'GET', '/admin/staff', w.owner)).json().invitations).toHaveLength(1);
    const revoke = await adminCall(w.app, 'POST', '/admin/staff/invitations/revoke', w.owner, { email: NEWCOMER.email });
    expect(revoke.statusCode).toBe(204);
    expect((await info(w, second)).statusCode).toBe(404);
    expect((await accept(w, { token: second, name: NEWCOMER.name, password: NEWCOMER.password })).statusCode).toBe(404);
    const again = await adminCall(w.app, 'POST', '/admin/staff/invitations/revoke', w.owner, { email: NEWCOMER.email });
    expect([again.statusCode, again.json()]).toEqual([404, { detail: NO_OPEN_INVITATION }]);
    expect((await auditActions(w.db)).map((a) => a.action).slice(-3)).toEqual([
      'staff.invited',
      'staff.invited',
      'staff.invitation_revoked',
    ]);
    expect((await auditActions(w.db)).at(-2)!.before).toEqual({ email: NEWCOMER.email, role: 'staff' });
  });

  test('inviting a member is refused; an unknown link is a 404', async () => {
    const w = await world();
    const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, { email: STAFF.email, role: 'owner' });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: ALREADY_MEMBER }]);
    expect((await info(w, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await accept(w, { token: 'x'.repeat(43), name: 'X', password: 'long enough secret' })).statusCode).toBe(404);
  });
});

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

describe('the activity log', () => {
  test('newest first, 50 a page, with the next page’s cursor', async () => {
    const w = await world();
    for (let i = 0; i < 30; i++) {
      await adminCall(w.app, 'PUT', '/admin/me/notifications', w.staff, { notify_bookings: i % 2 === 0 });
    }
    for (let i = 0; i < 25; i++) await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.owner, {});
    const total = (await w.db.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n;
    expect(total).toBe(56); // with OWNER_EMAILS' promotion
    const first = (await adminCall(w.app, 'GET', '/admin/audit', w.owner)).json();
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      at: '2026-11-23T01:00:00Z',
      actor_email: OWNER.email,
      action: 'staff.calendar_feed_created',
      target_type: 'calendar_feed',
      target_id: String(await userId(w.db, OWNER.email)),
      booking_id: null,
      before: { active: true },
      after: { active: true },
    });
    const ids = first.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await adminCall(w.app, 'GET', `/admin/audit?before=${first.next_before}`, w.owner)).json();
    expect(second.items).toHaveLength(6);
    expect(second.next_before).toBeNull();
    expect(second.items.at(-1).actor_email).toBe('OWNER_EMAILS');
    expect(Math.max(...second.items.map((i: { id: number }) => i.id))).toBeLessThan(Math.min(...ids));
    expect((await adminCall(w.app, 'GET', '/admin/audit?before=soon', w.owner)).statusCode).toBe(400);
  });
});
