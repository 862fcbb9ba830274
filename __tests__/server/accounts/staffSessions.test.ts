import fs from 'node:fs';
import { createSession, SEEN_EVERY_MS } from '../../../src/server/accounts/sessionRepository';
import {
  GOOGLE_REAUTH,
  REAUTH_CODE,
  REAUTH_MINUTES,
  REAUTH_NEEDED,
  STAFF_IDLE_HOURS,
  STAFF_SESSION_HOURS,
  WRONG_PASSWORD,
} from '../../../src/shared/admin/reauth';
import { NOT_LOGGED_IN } from '../../../src/server/accounts/session';
import { call, type LoggedIn } from './accountsKit';
import { adminCall, OWNER, STAFF, staffWorld, type AdminWorld } from '../admin/adminKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Staff sessions lived 30 days like a visitor's, with no idle timeout and no
// re-authentication. A role-holder's session now ends after STAFF_IDLE_HOURS without a call and
// STAFF_SESSION_HOURS after its login; role changes, invitations, a new calendar feed and the CSV export
// want the password given in the last REAUTH_MINUTES (403 { detail, code }, then POST /admin/reauth).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const world = () => staffWorld(startApp, staticDir);

const me = (w: AdminWorld, who: LoggedIn) => adminCall(w.app, 'GET', '/admin/me', who);
const sessions = async (w: AdminWorld) => Number((await w.db.query<{ n: string }>('select count(*) as n from sessions'))[0].n);

test(`a role-holder's session ends after ${STAFF_IDLE_HOURS} hours idle; each call restarts the idle time; a visitor's does not end`, async () => {
  const w = await world();
  const before = await sessions(w);
  for (let i = 0; i < 3; i++) {
    w.t.clock.advanceMinutes(STAFF_IDLE_HOURS * 60 - 1);
    expect((await me(w, w.owner)).statusCode).toBe(200);
  }
  w.t.clock.advanceMinutes(STAFF_IDLE_HOURS * 60 + 1); // the staff member made no call for 12 hours, the owner for 3 h 1 min
  for (const who of [w.owner, w.staff]) {
    const gone = await me(w, who);
    expect([gone.statusCode, gone.json()]).toEqual([401, { detail: NOT_LOGGED_IN }]);
  }
  expect(await sessions(w)).toBe(before - 2); // ended, not just refused
  // the visitor's session (3 days idle here) still answers
  w.t.clock.advanceMinutes(2 * 24 * 60);
  expect((await adminCall(w.app, 'GET', '/public/me', w.visitor)).statusCode).toBe(200);
});

test(`a role-holder's calls record the session in use at most once every ${SEEN_EVERY_MS / 1000} s, and the idle time counts from that record`, async () => {
  const w = await world();
  const lastSeen = async () =>
    (
      await w.db.query<{ at: Date | string }>(
        'select max(s.last_seen_at) as at from sessions s join users u on u.id = s.user_id where u.email = $1',
        [OWNER.email],
      )
    )[0].at;
  w.t.clock.advanceMinutes(1);
  expect((await me(w, w.owner)).statusCode).toBe(200);
  const recorded = new Date(await lastSeen()).getTime();
  expect(recorded).toBe(w.t.clock.now().getTime());
  // half a minute later: answered, not written (a write on every call was most of a console read's time)
  w.t.clock.advanceMinutes(0.5);
  expect((await me(w, w.owner)).statusCode).toBe(200);
  expect(new Date(await lastSeen()).getTime()).toBe(recorded);
  // so the session ends the idle hours after the record: here a quarter of a minute before the last call's idle hours
  w.t.clock.advanceMinutes(STAFF_IDLE_HOURS * 60 - 0.25);
  expect((await me(w, w.owner)).statusCode).toBe(401);
});

test(`a role-holder's session ends ${STAFF_SESSION_HOURS} hours after its login, however busy`, async () => {
  const w = await world();
  for (let h = 2; h <= STAFF_SESSION_HOURS; h += 2) {
    w.t.clock.advanceMinutes(120);
    expect([h, (await me(w, w.staff)).statusCode]).toEqual([h, 200]);
  }
  w.t.clock.advanceMinutes(1);
  expect((await me(w, w.staff)).statusCode).toBe(401);
  // a new login is a new session
  const again = await call(w.app, 'POST', '/public/auth/login', { email: STAFF.email, password: STAFF.password });
  expect((await me(w, { token: again.json().access_token, cookie: `gtss_session=${again.json().access_token}` })).statusCode).toBe(200);
});

/** The sensitive calls, each as its caller makes it. */
const SENSITIVE: Array<[string, string, (staffId: number) => string, object | undefined]> = [
  ['a role change', 'PUT', (id) => `/admin/staff/${id}/role`, { role: 'owner' }],
  ['an invitation', 'POST', () => '/admin/staff/invitations', { email: 'new@school.example', role: 'staff' }],
  ['revoking an invitation', 'POST', () => '/admin/staff/invitations/revoke', { email: 'new@school.example' }],
  ['a new calendar feed', 'POST', () => '/admin/me/calendar-feed', {}],
  ['the CSV export', 'GET', () => '/admin/bookings/export.csv?from=2026-11-01&to=2026-11-30', undefined],
];

test(`role changes, invitations, a calendar feed and the CSV export want the password from the last ${REAUTH_MINUTES} minutes`, async () => {
  const w = await world();
  const [{ id: staffId }] = await w.db.query<{ id: number }>('select id from users where email = $1', [STAFF.email]);
  // just logged in: the password is fresh
  expect(
    (await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, { email: 'new@school.example', role: 'staff' })).statusCode,
  ).toBe(201);
  expect((await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.owner, {})).statusCode).toBe(201);
  expect((await adminCall(w.app, 'GET', '/admin/bookings/export.csv?from=2026-11-01&to=2026-11-30', w.owner)).statusCode).toBe(200);
  w.t.clock.advanceMinutes(REAUTH_MINUTES + 1);
  expect((await me(w, w.owner)).statusCode).toBe(200); // the session lives; only the sensitive calls ask
  for (const [what, method, url, body] of SENSITIVE) {
    const res = await adminCall(w.app, method as 'GET', url(staffId), w.owner, body);
    expect([what, res.statusCode, res.json()]).toEqual([what, 403, { detail: REAUTH_NEEDED, code: REAUTH_CODE }]);
  }
  expect((await w.db.query('select role from users where id = $1', [staffId]))[0]).toEqual({ role: 'staff' });

  // the console's question before it follows the CSV link: is the password recent enough?
  const check = await adminCall(w.app, 'GET', '/admin/reauth', w.owner);
  expect([check.statusCode, check.json()]).toEqual([403, { detail: REAUTH_NEEDED, code: REAUTH_CODE }]);
  const wrong = await adminCall(w.app, 'POST', '/admin/reauth', w.owner, { password: 'not it at all' });
  expect([wrong.statusCode, wrong.json()]).toEqual([400, { detail: WRONG_PASSWORD }]);
  expect((await adminCall(w.app, 'POST', '/admin/reauth', w.owner, { password: OWNER.password })).statusCode).toBe(204);
  expect((await adminCall(w.app, 'GET', '/admin/reauth', w.owner)).statusCode).toBe(204);
  const retried = await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'owner' });
  expect(retried.statusCode).toBe(200);
  // fresh for REAUTH_MINUTES, then asked again
  w.t.clock.advanceMinutes(REAUTH_MINUTES - 1);
  expect((await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.owner, {})).statusCode).toBe(201);
  w.t.clock.advanceMinutes(2);
  expect((await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.owner, {})).statusCode).toBe(403);
  // the confirmation is this session's only: the staff member's own session is not made fresh by it
  expect((await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff, {})).json().code).toBe(REAUTH_CODE);
});

test('an account that signs in with Google only is told to sign in again; a new sign-in is fresh', async () => {
  const w = await world();
  const [{ id }] = await w.db.query<{ id: number }>(
    `insert into users (email, name, password_hash, email_verified_at, role) values ('g@school.example', 'Gina Google', null, now(), 'staff') returning id`,
  );
  const { token } = await createSession(w.db, id, w.t.clock.now()); // what the Google callback makes
  const gina = { token, cookie: `gtss_session=${token}` };
  expect((await adminCall(w.app, 'POST', '/admin/me/calendar-feed', gina, {})).statusCode).toBe(201);
  w.t.clock.advanceMinutes(REAUTH_MINUTES + 1);
  const res = await adminCall(w.app, 'POST', '/admin/reauth', gina, { password: 'anything' });
  expect([res.statusCode, res.json()]).toEqual([400, { detail: GOOGLE_REAUTH }]);
});
