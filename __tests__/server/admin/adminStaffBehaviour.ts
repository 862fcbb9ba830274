import { INVITATION_PAGE } from '../../../src/server/admin/invitations';
import {
  ALREADY_MEMBER,
  BAD_INVITATION,
  INVITATION_ACCEPTED,
  INVITATION_ACCEPTED_LOG_IN,
  LAST_OWNER,
  NAME_AND_PASSWORD,
  NO_OPEN_INVITATION,
  STAFF_ONLY,
  TEACHER_LINKED_ELSEWHERE,
} from '../../../src/shared/admin/staffTexts';
import { CONFIGURED_OWNER, NOT_A_LANGUAGE } from '../../../src/shared/admin/staff';
import { WRONG_LOGIN } from '../../../src/server/accounts/accountService';
import { NOT_LOGGED_IN } from '../../../src/server/accounts/session';
import { writeAudit } from '../../../src/server/audit/auditLog';
import type { Queryable } from '../../../src/server/db/db';
import { emailedToken, logIn, loggedIn, outbox, post, register, taro, type AccountsApp } from '../accounts/accountsKit';
import { adminCall, OWNER, STAFF, type AdminWorld } from './adminKit';

// A member's own settings, invitations by email, removing a member and the last-owner rule, and
// the activity log, run on PGlite (adminStaff.test.ts) and on a real PostgreSQL server (adminStaffPostgres.test.ts).

export const userId = async (db: Queryable, email: string): Promise<number> =>
  (await db.query<{ id: number }>('select id from users where email = $1', [email]))[0].id;
export const roleOf = async (db: Queryable, email: string): Promise<string | null> =>
  (await db.query<{ role: string | null }>('select role from users where email = $1', [email]))[0].role;
export const auditActions = async (db: Queryable) =>
  db.query<{ actor_email: string; action: string; before: unknown; after: unknown }>(
    'select actor_email, action, before, after from audit_log order by id',
  );

export function roleBehaviour(world: () => Promise<AdminWorld>) {
  test('removing a member ends every one of their sessions at once and stops their calendar feed', async () => {
    const w = await world();
    const second = await logIn(w.app, STAFF); // the same member on another device
    const feed = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff)).json().url as string;
    expect((await w.app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(200);
    const staffId = await userId(w.db, STAFF.email);

    const res = await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { email: string }) => m.email)).toEqual([OWNER.email]);

    for (const session of [w.staff, second]) {
      const next = await adminCall(w.app, 'GET', '/admin/me', session);
      expect([next.statusCode, next.json()]).toEqual([401, { detail: NOT_LOGGED_IN }]);
    }
    expect((await adminCall(w.app, 'GET', '/public/me', w.staff)).statusCode).toBe(401);
    // they can still log in as a visitor, but the console refuses them
    const again = await logIn(w.app, STAFF);
    const refused = await adminCall(w.app, 'GET', '/admin/me', again);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: STAFF_ONLY }]);
    expect((await w.app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(404);
    expect(await roleOf(w.db, STAFF.email)).toBeNull();
    expect((await auditActions(w.db)).filter((a) => a.action === 'staff.role_changed').at(-1)).toEqual({
      actor_email: OWNER.email,
      action: 'staff.role_changed',
      before: { email: STAFF.email, role: 'staff' },
      after: { email: STAFF.email, role: null },
    });
    // the activity log names the member the change was about (never "Member 2")
    const activity = (await adminCall(w.app, 'GET', '/admin/audit?kind=staff', w.owner)).json();
    expect(activity.items.find((i: { action: string }) => i.action === 'staff.role_changed')).toMatchObject({
      target_type: 'user',
      target_name: STAFF.name,
    });
  });

  test('the last owner can be neither removed nor demoted; with a second owner they can step down', async () => {
    const w = await world();
    const ownerId = await userId(w.db, OWNER.email);
    const before = await auditActions(w.db);
    for (const role of [null, 'staff']) {
      const res = await adminCall(w.app, 'PUT', `/admin/staff/${ownerId}/role`, w.owner, { role });
      expect([res.statusCode, res.json()]).toEqual([409, { detail: LAST_OWNER }]);
    }
    expect(await roleOf(w.db, OWNER.email)).toBe('owner');
    expect(await auditActions(w.db)).toEqual(before);

    const staffId = await userId(w.db, STAFF.email);
    expect((await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'owner' })).statusCode).toBe(200);
    // (OWNER is in OWNER_EMAILS, which the console cannot demote: the next test; the second owner steps down)
    const stepDown = await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.staff, { role: 'staff' });
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().members).toEqual([
      { id: ownerId, name: OWNER.name, email: OWNER.email, role: 'owner', notify_bookings: false, teacher: null },
      { id: staffId, name: STAFF.name, email: STAFF.email, role: 'staff', notify_bookings: false, teacher: null },
    ]);
    // an owner not in OWNER_EMAILS who is the last one (OWNER_EMAILS was emptied, the database kept the roles)
    expect((await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'owner' })).statusCode).toBe(200);
    await w.db.query(`update users set role = 'staff' where id = $1`, [ownerId]);
    const last = await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.staff, { role: null });
    expect([last.statusCode, last.json()]).toEqual([409, { detail: LAST_OWNER }]);
  });

  // Removing or demoting an OWNER_EMAILS owner did not last (their next login made them
  // owner again, silently). The console refuses it and says why; the configuration stays the truth.
  test('one teacher linked to two members at the same moment: one is linked (audited), the other refused 409', async () => {
    const w = await world();
    const [{ id: teacher }] = await w.db.query<{ id: number }>(
      `insert into teachers (name, languages) values ('Sato Yuki', '{ja}') returning id`,
    );
    await loggedIn({ app: w.app, db: w.db, config: { publicUrl: 'http://localhost:3000' } } as AccountsApp, taro);
    await w.db.query(`update users set role = 'staff' where email = $1`, [taro.email]);
    const members = [await userId(w.db, STAFF.email), await userId(w.db, taro.email)];
    const link = (id: number) => adminCall(w.app, 'PUT', `/admin/staff/${id}/role`, w.owner, { role: 'teacher', teacher_id: teacher });
    const answers = await Promise.all(members.map(link));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ detail: TEACHER_LINKED_ELSEWHERE });
    const winner = members[answers.findIndex((r) => r.statusCode === 200)];
    expect(await w.db.query('select user_id from teachers')).toEqual([{ user_id: winner }]);
    const linked = (await auditActions(w.db)).filter((a) => a.action === 'staff.role_changed' && a.actor_email === OWNER.email);
    expect(linked).toHaveLength(1);
    expect(linked[0].after).toMatchObject({ role: 'teacher', teacher_id: teacher });
  });

  test('an owner named in OWNER_EMAILS can be neither removed nor demoted in the console, even with another owner', async () => {
    const w = await world();
    const ownerId = await userId(w.db, OWNER.email);
    const staffId = await userId(w.db, STAFF.email);
    expect((await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'owner' })).statusCode).toBe(200);
    const before = await auditActions(w.db);
    for (const [who, role] of [
      [w.staff, null],
      [w.staff, 'staff'],
      [w.owner, 'staff'], // nor themselves
    ] as const) {
      const res = await adminCall(w.app, 'PUT', `/admin/staff/${ownerId}/role`, who, { role });
      expect([res.statusCode, res.json()]).toEqual([409, { detail: CONFIGURED_OWNER }]);
    }
    expect(CONFIGURED_OWNER).toContain('OWNER_EMAILS');
    expect(await roleOf(w.db, OWNER.email)).toBe('owner');
    expect(await auditActions(w.db)).toEqual(before);
    // the owner made in the console can still be demoted
    expect((await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'staff' })).statusCode).toBe(200);
  });
}

export const NEWCOMER = { name: 'Nina Newcomer', email: 'nina@school.example', password: 'a brand new secret' };

/** The owner invites `email`; answers the token of the emailed link. */
export async function invited(w: AdminWorld & { t: AccountsApp }, email: string, role: 'owner' | 'staff' = 'staff'): Promise<string> {
  const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, { email, role });
  expect(res.statusCode).toBe(201);
  return emailedToken(w.db, w.t.config.publicUrl, INVITATION_PAGE, email);
}
export const info = (w: AdminWorld, token: string) => adminCall(w.app, 'GET', `/public/staff-invitations/${token}`);
export const accept = (w: AdminWorld, body: object) => post(w.app, '/public/staff-invitations/accept', body);

export function settingsBehaviour(world: () => Promise<AdminWorld & { t: AccountsApp }>) {
  test('GET /admin/me, and the notifications switch (audited)', async () => {
    const w = await world();
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).json()).toEqual({
      name: STAFF.name,
      email: STAFF.email,
      role: 'staff',
      notify_bookings: false,
      calendar_feed: false,
      console_language: null,
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

  test('the console language: set, cleared (null follows the site), audited; only one of the four languages', async () => {
    const w = await world();
    const ja = await adminCall(w.app, 'PUT', '/admin/me/console-language', w.staff, { console_language: 'ja' });
    expect([ja.statusCode, ja.json().console_language]).toEqual([200, 'ja']);
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).json().console_language).toBe('ja');
    expect((await adminCall(w.app, 'GET', '/admin/me', w.owner)).json().console_language).toBeNull(); // only their own
    expect((await auditActions(w.db)).at(-1)).toEqual({
      actor_email: STAFF.email,
      action: 'staff.console_language_changed',
      before: { console_language: null },
      after: { console_language: 'ja' },
    });
    const cleared = await adminCall(w.app, 'PUT', '/admin/me/console-language', w.staff, { console_language: null });
    expect([cleared.statusCode, cleared.json().console_language]).toEqual([200, null]);
    for (const body of [{ console_language: 'jp' }, { console_language: 'EN' }, {}, { console_language: 'ja', extra: 1 }]) {
      const bad = await adminCall(w.app, 'PUT', '/admin/me/console-language', w.staff, body);
      expect([bad.statusCode, bad.json().detail]).toEqual([400, expect.any(String)]);
    }
    const jp = await adminCall(w.app, 'PUT', '/admin/me/console-language', w.staff, { console_language: 'jp' });
    expect(jp.json().detail).toContain(NOT_A_LANGUAGE);
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).json().console_language).toBeNull();
  });
}

export function invitationBehaviour(world: () => Promise<AdminWorld & { t: AccountsApp }>) {
  test('a new person: the emailed link creates a verified account with the role, once', async () => {
    const w = await world();
    const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, { email: NEWCOMER.email, role: 'staff' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      email: NEWCOMER.email,
      role: 'staff',
      invited_by: OWNER.email,
      invited_by_name: OWNER.name, // the console names the owner, not their address
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
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: INVITATION_ACCEPTED, logged_in: true }]);
    // logged in as a login does: the session cookie (httpOnly, the login's name and lifetime) opens the console at once
    const cookie = ok.cookies.find((c) => c.name === 'gtss_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api' });
    const accepted = { token: cookie.value, cookie: `gtss_session=${cookie.value}` };
    expect((await adminCall(w.app, 'GET', '/admin/me', accepted)).json()).toMatchObject({ email: NEWCOMER.email, role: 'staff' });

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
    // a role-holder's session rules hold for the accept's session too: 3 hours idle ends it
    w.t.clock.advanceMinutes(3 * 60 + 1);
    expect((await adminCall(w.app, 'GET', '/admin/me', accepted)).statusCode).toBe(401);
  });

  test('an existing account: the link gives it the role, its sessions see it at once, its password is kept', async () => {
    const w = await world();
    const taroSession = await loggedIn(w.t, taro);
    const token = await invited(w, taro.email, 'owner');
    expect((await info(w, token)).json()).toEqual({ email: taro.email, role: 'owner', account_exists: true });
    const ok = await accept(w, { token });
    // logged out, its password not asked here: told to log in as usual, and no session made
    expect([ok.statusCode, ok.json()]).toEqual([200, { message: INVITATION_ACCEPTED_LOG_IN, logged_in: false }]);
    expect(ok.cookies.filter((c) => c.name === 'gtss_session')).toEqual([]);
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

  test('without a language chosen, the invitation is in the inviting owner’s: their console’s, else their account’s', async () => {
    const w = await world();
    await w.db.query(`update users set language = 'ja' where email = $1`, [OWNER.email]);
    await invited(w, NEWCOMER.email);
    const [mail] = (await outbox(w.db)).filter((m) => m.to_address === NEWCOMER.email);
    expect(mail.subject).toBe('【GTSS語学スクール】管理画面へのご招待');
    expect(mail.text_body).toContain(`${OWNER.name}さんから`);
    // the owner's console language wins over their account's
    await adminCall(w.app, 'PUT', '/admin/me/console-language', w.owner, { console_language: 'zh-TW' });
    await invited(w, 'second@school.example');
    const [second] = (await outbox(w.db)).filter((m) => m.to_address === 'second@school.example');
    expect(second.subject).toBe('【GTSS語言學校】管理後台邀請');
  });

  test('the invitation is in the language the owner chose in the form', async () => {
    const w = await world();
    const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, {
      email: NEWCOMER.email,
      role: 'owner',
      language: 'ja',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await outbox(w.db)).filter((m) => m.to_address === NEWCOMER.email);
    expect(mail.subject).toBe('【GTSS語学スクール】管理画面へのご招待');
    expect(mail.text_body).toContain(`${OWNER.name}さんから、GTSS語学スクールの予約管理画面にオーナーとして招待されました。`);
    const bad = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, {
      email: 'x@school.example',
      role: 'staff',
      language: 'fr',
    });
    expect([bad.statusCode, bad.json().detail]).toEqual([400, expect.stringContaining(NOT_A_LANGUAGE)]);
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
    // a week later the owner logs in again (a role-holder's session ends after 3 hours idle)
    const owner = await logIn(w.app, OWNER);
    expect((await adminCall(w.app, 'GET', '/admin/staff', owner)).json().invitations).toEqual([]);
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
}

export function activityLogBehaviour(world: () => Promise<AdminWorld>) {
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
      actor_name: OWNER.name,
      booking: null,
      target_name: null,
    });
    expect(first.actors).toEqual([
      { email: 'OWNER_EMAILS', name: null },
      { email: OWNER.email, name: OWNER.name },
      { email: STAFF.email, name: STAFF.name },
    ]);
    const ids = first.items.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await adminCall(w.app, 'GET', `/admin/audit?before=${first.next_before}`, w.owner)).json();
    expect(second.items).toHaveLength(6);
    expect(second.next_before).toBeNull();
    expect(second.items.at(-1).actor_email).toBe('OWNER_EMAILS');
    expect(Math.max(...second.items.map((i: { id: number }) => i.id))).toBeLessThan(Math.min(...ids));
    expect((await adminCall(w.app, 'GET', '/admin/audit?before=soon', w.owner)).statusCode).toBe(400);
  });

  test('filtered by person, by booking and by kind; bad filters are a 400 with a detail', async () => {
    const w = await world();
    for (let i = 0; i < 3; i++) await adminCall(w.app, 'PUT', '/admin/me/notifications', w.staff, { notify_bookings: i % 2 === 0 });
    await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.owner, {});
    // a booking as the booking repositories keep it (only its facts matter here)
    const [b] = await w.db.query<{ id: number }>(
      `insert into bookings (reference_id, code, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax, time_range, status)
       values ('REF-AUDIT', 'GT-AUDT', 'default', '2026-11-25', 'Sato Hanako', 'hanako@example.com', 3000, 10, 273, '16:00-17:00', 'Confirmed')
       returning id`,
    );
    await writeAudit(
      w.db,
      { id: await userId(w.db, STAFF.email), email: STAFF.email },
      {
        action: 'booking.attendance',
        targetType: 'booking',
        targetId: b.id,
        bookingId: b.id,
        after: { attendance: 'attended' },
      },
    );
    const page = async (query: string) => (await adminCall(w.app, 'GET', `/admin/audit?${query}`, w.owner)).json();
    const actions = async (query: string) => (await page(query)).items.map((i: { action: string }) => i.action);

    expect(await actions(`actor=${encodeURIComponent(STAFF.email)}`)).toEqual([
      'booking.attendance',
      'staff.notifications_changed',
      'staff.notifications_changed',
      'staff.notifications_changed',
    ]);
    expect(await actions(`actor=${encodeURIComponent(STAFF.email)}&kind=staff`)).toHaveLength(3);
    expect(await actions('kind=bookings')).toEqual(['booking.attendance']);
    expect(await actions('kind=schedule')).toEqual([]);
    // an entry about a booking carries whose booking it is, its code and when, to be said in plain words
    expect((await page(`booking=${b.id}`)).items).toEqual([
      expect.objectContaining({
        booking_id: b.id,
        actor_name: STAFF.name,
        booking: { user_name: 'Sato Hanako', code: 'GT-AUDT', booking_date: '2026-11-25', start: '16:00' },
      }),
    ]);
    expect(await actions(`booking=${b.id + 1}`)).toEqual([]);

    for (const bad of ['kind=everything', 'booking=twelve', 'booking=0', 'actor=', 'colour=red']) {
      const res = await adminCall(w.app, 'GET', `/admin/audit?${bad}`, w.owner);
      expect([bad, res.statusCode, typeof res.json().detail]).toEqual([bad, 400, 'string']);
    }
  });
}
