import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { OWNERS_ONLY, STAFF_ONLY } from '../../../src/shared/admin/staffTexts';
import { NOT_LOGGED_IN } from '../../../src/server/accounts/session';
import * as messages from '../../../src/shared/messages';
import { call, confirmedUser, emailedToken, logIn, post, register, startAccounts } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, OWNER, STAFF } from './adminKit';
import { TEST_SCHEDULE } from '../booking/bookingTestKit';
import { makeStaticDir, testConfig, useTestApps, type TestApp } from '../testApp';

// Who and how they get in: OWNER_EMAILS makes the first owners once their email is verified
// (at start-up, at email confirmation, at login), and every admin call checks the role first.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const roleOf = async (t: Pick<TestApp, 'db'>, email: string) =>
  (await t.db.query<{ role: string | null }>('select role from users where email = $1', [email]))[0]?.role;
const promotions = (t: Pick<TestApp, 'db'>) =>
  t.db.query(`select actor_id, actor_email, action, target_type, before, after from audit_log order by id`);

/** A second server process on the same database with OWNER_EMAILS set (its start-up runs on ready()). */
async function restartWithOwners(t: TestApp, ownerEmails: string[]): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(staticDir, { ownerEmails }),
    db: t.db,
    services: { now: () => new Date('2026-11-23T01:00:00Z'), schedule: TEST_SCHEDULE, workers: false },
  });
  await app.ready();
  return app;
}

describe('OWNER_EMAILS', () => {
  test('an account verified before the setting becomes owner at the next start-up, and the promotion is audited', async () => {
    const t = await startAccounts(startApp, staticDir); // no OWNER_EMAILS yet
    await confirmedUser(t, OWNER);
    expect(await roleOf(t, OWNER.email)).toBeNull();
    const again = await restartWithOwners(t, [OWNER.email, 'nobody@school.example']);
    try {
      expect(await roleOf(t, OWNER.email)).toBe('owner');
      expect(await promotions(t)).toEqual([
        {
          actor_id: null,
          actor_email: 'OWNER_EMAILS',
          action: 'staff.role_changed',
          target_type: 'user',
          before: { email: OWNER.email, role: null },
          after: { email: OWNER.email, role: 'owner' },
        },
      ]);
      const session = await logIn(again, OWNER);
      const me = await call(again, 'GET', '/admin/me', undefined, { cookie: session.cookie });
      expect(me.json()).toMatchObject({ email: OWNER.email, role: 'owner' });
    } finally {
      await again.close();
    }
  });

  test('an account signing up later becomes owner when it confirms its email, not before', async () => {
    const t = await startAccounts(startApp, staticDir, ADMIN_CONFIG);
    expect((await register(t, OWNER)).statusCode).toBe(200);
    expect(await roleOf(t, OWNER.email)).toBeNull(); // unverified: anyone could have typed that email
    const login = await post(t.app, '/public/auth/login', { email: OWNER.email, password: OWNER.password });
    expect([login.statusCode, login.json().detail]).toEqual([403, messages.confirmEmailFirst]);
    expect(await roleOf(t, OWNER.email)).toBeNull();
    // following the confirmation link proves the email
    const link = await emailedToken(t.db, t.config.publicUrl, '/confirm', OWNER.email);
    await t.app.inject({ method: 'GET', url: `/api/public/users/confirm?token=${link}` });
    expect(await roleOf(t, OWNER.email)).toBe('owner');
    expect(await promotions(t)).toHaveLength(1);
  });

  test('an unverified account is not promoted at start-up', async () => {
    const t = await startAccounts(startApp, staticDir);
    expect((await register(t, OWNER)).statusCode).toBe(200);
    const again = await restartWithOwners(t, [OWNER.email]);
    await again.close();
    expect(await roleOf(t, OWNER.email)).toBeNull();
    expect(await promotions(t)).toEqual([]);
  });

  test('an account verified after the start-up (by a process without the setting) becomes owner at login', async () => {
    const t = await startAccounts(startApp, staticDir); // this process has no OWNER_EMAILS
    const withOwners = await restartWithOwners(t, [OWNER.email]); // started before the account exists
    try {
      await confirmedUser(t, OWNER);
      expect(await roleOf(t, OWNER.email)).toBeNull();
      await logIn(withOwners, OWNER);
      expect(await roleOf(t, OWNER.email)).toBe('owner');
      expect(await promotions(t)).toHaveLength(1);
    } finally {
      await withOwners.close();
    }
  });
});

describe('the role, as the site sees it', () => {
  test('GET /api/public/me tells staff their role; a visitor has none', async () => {
    const w = await adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG));
    const me = async (who: typeof w.owner) => (await adminCall(w.app, 'GET', '/public/me', who)).json();
    expect(await me(w.owner)).toEqual({ name: OWNER.name, email: OWNER.email, role: 'owner', console_language: null });
    expect(await me(w.staff)).toEqual({ name: STAFF.name, email: STAFF.email, role: 'staff', console_language: null });
    expect(await me(w.visitor)).toEqual({ name: 'Hanako Yamada', email: 'hanako@example.com' });
    // the member's console language comes with it, so the console speaks it from the first page
    await adminCall(w.app, 'PUT', '/admin/me/console-language', w.staff, { console_language: 'ja' });
    expect(await me(w.staff)).toEqual({ name: STAFF.name, email: STAFF.email, role: 'staff', console_language: 'ja' });
  });

  test('the role is checked before the body: a guest posting nonsense gets 401, a visitor 403, staff 403, the owner 400', async () => {
    const w = await adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG));
    const bad = { email: 'not an email', role: 'emperor', extra: 1 };
    const answer = async (who?: typeof w.owner) => {
      const res = await adminCall(w.app, 'POST', '/admin/staff/invitations', who, bad);
      return [res.statusCode, res.json().detail];
    };
    expect(await answer()).toEqual([401, NOT_LOGGED_IN]);
    expect(await answer(w.visitor)).toEqual([403, STAFF_ONLY]);
    expect(await answer(w.staff)).toEqual([403, OWNERS_ONLY]);
    const owner = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, bad);
    expect(owner.statusCode).toBe(400);
    expect(owner.json().detail).toEqual(expect.any(String));
    // a staff-level call with a bad query: the guest still gets 401 first
    const numbers = await adminCall(w.app, 'GET', '/admin/numbers?from=yesterday');
    expect(numbers.statusCode).toBe(401);
  });

  test('a session of another account that lost its role counts at once (no cached role)', async () => {
    const w = await adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG));
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).statusCode).toBe(200);
    await w.db.query(`update users set role = null where email = $1`, [STAFF.email]);
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).json()).toEqual({ detail: STAFF_ONLY });
  });
});
