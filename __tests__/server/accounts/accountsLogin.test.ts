import { createHash } from 'node:crypto';
import fs from 'node:fs';
import * as messages from '../../../src/shared/messages';
import { call, confirmedUser, hanako, logIn, post, register, startAccounts, type AccountsApp } from './accountsKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Log in / me / log out; a server-side session behind an HttpOnly SameSite=Lax cookie
// (Secure on https), the same opaque token as `access_token` and as `Authorization: Bearer`.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
const start = (publicUrl?: string) => startAccounts(startApp, staticDir, publicUrl ? { publicUrl } : {});

const WRONG = { detail: 'Wrong email or password.' };
const me = (t: AccountsApp, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/public/me', headers });
const login = (t: AccountsApp, email: string, password: string) => post(t.app, '/public/auth/login', { email, password });

test('before the email is confirmed, the right password gets a 403 saying to confirm it', async () => {
  const t = await start();
  await register(t, hanako);
  const res = await login(t, hanako.email, hanako.password);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ detail: messages.confirmEmailFirst });
  expect(res.json().detail).toMatch(/confirm your email/);
  expect(res.cookies).toEqual([]);
  expect(await t.db.query('select 1 from sessions')).toEqual([]);
});

test('a wrong password and an unknown email get the same 401', async () => {
  const t = await start();
  await confirmedUser(t, hanako);
  for (const [email, password] of [
    [hanako.email, 'not the password'],
    ['nobody@example.com', hanako.password],
  ]) {
    const res = await login(t, email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(WRONG);
    expect(res.cookies).toEqual([]);
  }
  expect(await t.db.query('select 1 from sessions')).toEqual([]);
});

test('success: access_token, an HttpOnly Lax cookie on /api with the same token, a hashed session row', async () => {
  const t = await start();
  await confirmedUser(t, hanako);
  const res = await login(t, ' HANAKO@example.com ', hanako.password);
  expect(res.statusCode).toBe(200);
  const { access_token: token } = res.json();
  expect(res.json()).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  const session = res.cookies.find((c) => c.name === 'gtss_session');
  expect(session).toEqual({ name: 'gtss_session', value: token, path: '/api', httpOnly: true, sameSite: 'Lax', expires: expect.any(Date) });
  expect(session!.expires!.getTime()).toBe(t.clock.now().getTime() + 30 * 86_400_000);
  // and this browser becomes a known device of the account (accountsRateLimit.test.ts)
  expect(res.cookies.map((c) => c.name)).toEqual(['gtss_device', 'gtss_session']);
  const rows = await t.db.query<{ id_hash: string }>('select id_hash from sessions');
  expect(rows).toEqual([{ id_hash: createHash('sha256').update(token).digest('hex') }]);
  expect(JSON.stringify(await t.db.query('select * from sessions'))).not.toContain(token);
});

test('with an https PUBLIC_URL the cookies are Secure, with the __Host- prefix', async () => {
  const t = await start('https://school.example');
  await confirmedUser(t, hanako);
  const res = await login(t, hanako.email, hanako.password);
  expect(res.cookies).toEqual([
    expect.objectContaining({ name: '__Host-gtss_device', httpOnly: true, sameSite: 'Lax', secure: true, path: '/' }),
    expect.objectContaining({ name: '__Host-gtss_session', httpOnly: true, sameSite: 'Lax', secure: true, path: '/' }),
  ]);
});

describe('GET /api/public/me', () => {
  test('with the cookie or the Bearer token: the user; with none: 204 (a guest); with a made-up one: 401 "Please log in."', async () => {
    const t = await start();
    await confirmedUser(t, hanako);
    const s = await logIn(t.app, hanako);
    for (const headers of [{ cookie: s.cookie }, { authorization: `Bearer ${s.token}` }] as Array<Record<string, string>>) {
      const res = await me(t, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: hanako.name, email: hanako.email });
    }
    const made = 'A'.repeat(43);
    expect((await me(t)).statusCode).toBe(204);
    for (const headers of [
      { cookie: `gtss_session=${made}` },
      { authorization: `Bearer ${made}` },
      { authorization: s.token },
      { cookie: 'gtss_session=' },
    ] as Array<Record<string, string>>) {
      const res = await me(t, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Please log in.' });
    }
  });

  test('a session ends after 30 days', async () => {
    const t = await start();
    await confirmedUser(t, hanako);
    const s = await logIn(t.app, hanako);
    t.clock.advanceMinutes(30 * 24 * 60 - 1);
    expect((await me(t, { cookie: s.cookie })).statusCode).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await me(t, { cookie: s.cookie })).json()).toEqual({ detail: 'Please log in.' });
  });
});

describe('POST /api/public/auth/logout', () => {
  test.each([
    ['the cookie', (s: { cookie: string }) => ({ cookie: s.cookie })],
    ['the Bearer token', (s: { token: string }) => ({ authorization: `Bearer ${s.token}` })],
  ])('with %s it deletes that session only and clears the cookie', async (_how, headers) => {
    const t = await start();
    await confirmedUser(t, hanako);
    const s = await logIn(t.app, hanako);
    const other = await logIn(t.app, hanako); // the same user on another device
    const res = await call(t.app, 'POST', '/public/auth/logout', undefined, headers(s));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out.' });
    expect(res.cookies).toEqual([expect.objectContaining({ name: 'gtss_session', value: '', path: '/api', expires: new Date(0) })]);
    expect((await me(t, { cookie: s.cookie })).statusCode).toBe(401);
    expect((await me(t, { authorization: `Bearer ${s.token}` })).statusCode).toBe(401);
    expect((await me(t, { cookie: other.cookie })).statusCode).toBe(200);
  });

  test('without a session it still answers 200', async () => {
    const t = await start();
    for (const headers of [{}, { cookie: 'gtss_session=nonsense' }, { cookie: `gtss_session=${'B'.repeat(43)}` }] as Array<
      Record<string, string>
    >) {
      const res = await call(t.app, 'POST', '/public/auth/logout', undefined, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Logged out.' });
    }
  });
});
