import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { returnPathOf } from '../../../src/shared/paths';
import { confirmedUser, hanako, post, register, startAccounts, type AccountsApp } from './accountsKit';
import { CLIENT, signInAtIdp, startIdp, type Claims, type Idp } from '../googleKit';
import { makeStaticDir, useTestApps } from '../testApp';

// OpenID Connect code flow with state, nonce and PKCE (openid-client), end to
// end against a local oidc-provider standing in for Google; the verified email signs in or creates the account.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
const PUBLIC_URL = 'http://localhost:3000';
let idp: Idp;
beforeAll(async () => void (idp = await startIdp(`${PUBLIC_URL}/api/auth/google/callback`)));
afterAll(() => {
  idp?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const FAILED = `${PUBLIC_URL}/app/login?google=failed`;
const GOOGLE: Claims = { email: 'Hanako@Example.com', email_verified: true, name: 'Hanako (Google)' };
const start = (configured = true) =>
  startAccounts(
    startApp,
    staticDir,
    configured ? { googleClientId: CLIENT.id, googleClientSecret: CLIENT.secret, googleIssuer: idp.issuer } : {},
  );
const get = (t: AccountsApp, url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Where the provider sends the browser back to, and the binding cookie the browser got when it started. */
interface Callback {
  url: URL;
  binding: string;
}
/** Starts at the app, signs in at the provider, and answers the callback URL it sends the browser to. */
async function throughProvider(t: AccountsApp, claims: Claims = GOOGLE, startPath = '/api/auth/google/login'): Promise<Callback> {
  const res = await get(t, startPath);
  expect(res.statusCode).toBe(303);
  const binding = res.cookies.find((c) => c.name === 'gtss_oidc')?.value ?? '';
  expect(binding).toMatch(/^[\w-]{43}$/);
  return { url: await signInAtIdp(res.headers.location as string, claims, PUBLIC_URL), binding };
}
/** The browser following the callback URL, with its binding cookie (another browser's, or none). */
const callback = (t: AccountsApp, cb: Callback, binding = cb.binding) =>
  get(t, `${cb.url.pathname}${cb.url.search}`, binding ? `gtss_oidc=${binding}` : undefined);
const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === 'gtss_session');

test.each(['/api/auth/google/login', '/api/public/auth/google/login'])(
  'GET %s redirects to the provider with state, nonce and an S256 challenge',
  async (path) => {
    const t = await start();
    const res = await get(t, path);
    expect(res.statusCode).toBe(303);
    const url = new URL(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toEqual(
      expect.objectContaining({
        client_id: CLIENT.id,
        response_type: 'code',
        redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
        code_challenge_method: 'S256',
      }),
    );
    expect(q.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    for (const p of ['state', 'nonce', 'code_challenge']) expect(q[p]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the database keeps the state only hashed, with the nonce and verifier for the callback
    const rows = await t.db.query<{ state_hash: string }>('select state_hash from oidc_logins');
    expect(rows).toEqual([{ state_hash: createHash('sha256').update(q.state).digest('hex') }]);
  },
);

test('a new Google user: the callback creates a verified account without a password, logs in and opens /app', async () => {
  const t = await start();
  const res = await callback(t, await throughProvider(t, GOOGLE, '/api/public/auth/google/login'));
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`${PUBLIC_URL}/app`);
  const cookie = sessionCookie(res)!;
  expect(cookie).toEqual(expect.objectContaining({ path: '/api', httpOnly: true, sameSite: 'Lax' }));
  const users = await t.db.query(
    'select email, name, password_hash, email_verified_at is not null as verified, google_sub is not null as linked from users',
  );
  expect(users).toEqual([{ email: 'hanako@example.com', name: 'Hanako (Google)', password_hash: null, verified: true, linked: true }]);
  const me = await get(t, '/api/public/me', `gtss_session=${cookie.value}`);
  expect(me.json()).toEqual({ name: 'Hanako (Google)', email: 'hanako@example.com' });
  expect(await t.db.query('select 1 from oidc_logins')).toEqual([]);
  // no password to guess: password login for this account fails like any wrong one
  expect((await post(t.app, '/public/auth/login', { email: 'hanako@example.com', password: 'anything at all' })).statusCode).toBe(401);
});

test('started from a console page (?return_to=), the callback opens that page; any other value opens /app', async () => {
  const t = await start();
  const res = await callback(t, await throughProvider(t, GOOGLE, '/api/auth/google/login?return_to=%2Fadmin%2Fbookings'));
  expect([res.statusCode, res.headers.location]).toEqual([303, `${PUBLIC_URL}/admin/bookings`]);
  expect(sessionCookie(res)).toBeDefined();
  for (const bad of ['//evil.example/admin', 'https://evil.example/admin', '/admin/../../x', '/admin%2F..', '/\\evil.example']) {
    const other = await callback(t, await throughProvider(t, GOOGLE, `/api/auth/google/login?return_to=${encodeURIComponent(bad)}`));
    expect([bad, other.headers.location]).toEqual([bad, `${PUBLIC_URL}/app`]);
  }
});

test.each([
  ['/admin', '/admin'],
  ['/admin/bookings/42', '/admin/bookings/42'],
  ['/app/my-page', '/app/my-page'],
  ['/app', '/app'],
  ['/administrator', null],
  ['/admin/', null],
  ['//evil.example', null],
  ['https://evil.example/admin', null],
  ['/admin/../etc', null],
  ['/admin?next=//evil.example', null],
  ['/admin#x', null],
  ['/view-booking/abc/1', null],
  [42, null],
  [undefined, null],
])('returnPathOf(%p) is %p', (value, expected) => {
  expect(returnPathOf(value)).toBe(expected);
});

test.each([
  ['no name', undefined],
  ['a name with control characters', 'Bad\u0000Name'],
])('%s from Google: the account is named after the email', async (_what, name) => {
  const t = await start();
  const res = await callback(t, await throughProvider(t, { ...GOOGLE, name }));
  expect((await get(t, '/api/public/me', `gtss_session=${sessionCookie(res)!.value}`)).json()).toEqual({
    name: 'hanako',
    email: 'hanako@example.com',
  });
});

test('an existing password account with that email is signed in, not duplicated; its password still works', async () => {
  const t = await start();
  await confirmedUser(t, hanako);
  const res = await callback(t, await throughProvider(t));
  expect(res.headers.location).toBe(`${PUBLIC_URL}/app`);
  expect((await get(t, '/api/public/me', `gtss_session=${sessionCookie(res)!.value}`)).json()).toEqual({
    name: hanako.name,
    email: hanako.email,
  });
  expect(await t.db.query('select count(*)::int as n from users')).toEqual([{ n: 1 }]);
  expect((await post(t.app, '/public/auth/login', { email: hanako.email, password: hanako.password })).statusCode).toBe(200);
});

test("Google's subject, not the email, finds a linked account again after its Google email changed", async () => {
  const t = await start();
  await callback(t, await throughProvider(t, { ...GOOGLE, sub: 'google-42' }));
  const res = await callback(t, await throughProvider(t, { ...GOOGLE, sub: 'google-42', email: 'hanako.new@example.com' }));
  expect(res.headers.location).toBe(`${PUBLIC_URL}/app`);
  expect((await get(t, '/api/public/me', `gtss_session=${sessionCookie(res)!.value}`)).json()).toEqual({
    name: 'Hanako (Google)',
    email: 'hanako@example.com',
  });
  expect(await t.db.query('select email, google_sub from users')).toEqual([{ email: 'hanako@example.com', google_sub: 'google-42' }]);
});

test('an unconfirmed sign-up by someone else does not keep its password once Google proves the email', async () => {
  const t = await start();
  await register(t, { name: 'Mallory', email: 'hanako@example.com', password: 'mallory knows this' });
  const res = await callback(t, await throughProvider(t));
  expect(res.headers.location).toBe(`${PUBLIC_URL}/app`);
  const login = await post(t.app, '/public/auth/login', { email: 'hanako@example.com', password: 'mallory knows this' });
  expect(login.statusCode).toBe(401);
  expect((await get(t, '/api/public/me', `gtss_session=${sessionCookie(res)!.value}`)).json()).toEqual({
    name: 'Hanako (Google)',
    email: 'hanako@example.com',
  });
});

test("Google sign-in records the visitor's language on the account, at every sign-in, and where a new account came from", async () => {
  const t = await start();
  const first = await throughProvider(t);
  await get(t, `${first.url.pathname}${first.url.search}`, `gtss_oidc=${first.binding}; gtss_lang=ja; gtss_src=s=instagram&m=social`);
  expect(await t.db.query('select language, utm_source, utm_medium from users')).toEqual([
    { language: 'ja', utm_source: 'instagram', utm_medium: 'social' },
  ]);
  const again = await throughProvider(t);
  await t.app.inject({
    method: 'GET',
    url: `${again.url.pathname}${again.url.search}`,
    headers: { cookie: `gtss_oidc=${again.binding}; gtss_src=s=line`, 'accept-language': 'zh-TW' },
  });
  // the account's source is where it was made from (first touch), not where a later sign-in came from
  expect(await t.db.query('select language, utm_source from users')).toEqual([{ language: 'zh-TW', utm_source: 'instagram' }]);
});

test('a replayed callback (same state and code) is refused: /app/login?google=failed, no session', async () => {
  const t = await start();
  const url = await throughProvider(t);
  expect((await callback(t, url)).statusCode).toBe(303);
  const again = await callback(t, url);
  expect(again.statusCode).toBe(303);
  expect(again.headers.location).toBe(FAILED);
  expect(sessionCookie(again)).toBeUndefined();
  expect(await t.db.query('select count(*)::int as n from sessions')).toEqual([{ n: 1 }]);
});

test.each([
  ['an unverified email', { ...GOOGLE, email_verified: false }],
  ['no email at all', { email_verified: true, name: 'Nobody' }],
])('%s is refused: no account, no session', async (_what, claims) => {
  const t = await start();
  const res = await callback(t, await throughProvider(t, claims));
  expect(res.headers.location).toBe(FAILED);
  expect(sessionCookie(res)).toBeUndefined();
  expect(await t.db.query('select 1 from users')).toEqual([]);
});

test('a state that is unknown, tampered with or older than ten minutes is refused', async () => {
  const t = await start();
  const url = await throughProvider(t);
  const tampered = { ...url, url: new URL(url.url) };
  tampered.url.searchParams.set('state', 'A'.repeat(43));
  expect((await callback(t, tampered)).headers.location).toBe(FAILED);
  expect((await get(t, '/api/auth/google/callback')).headers.location).toBe(FAILED);
  expect((await get(t, '/api/auth/google/callback?error=access_denied&state=x')).headers.location).toBe(FAILED);
  t.clock.advanceMinutes(10);
  expect((await callback(t, url)).headers.location).toBe(FAILED);
  expect(await t.db.query('select 1 from users')).toEqual([]);
});

test('without a configured client every Google path goes back to /app/login?google=unavailable', async () => {
  const t = await start(false);
  for (const path of ['/api/auth/google/login', '/api/public/auth/google/login', '/api/auth/google/callback?code=x&state=y']) {
    const res = await get(t, path);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/app/login?google=unavailable`);
  }
});

test('an unreachable provider: the start goes back to /app/login?google=failed', async () => {
  const t = await startAccounts(startApp, staticDir, {
    googleClientId: CLIENT.id,
    googleClientSecret: CLIENT.secret,
    googleIssuer: 'http://127.0.0.1:9',
  });
  const res = await get(t, '/api/auth/google/login');
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(FAILED);
});

describe('security review finding 3: the sign-in belongs to the browser that started it', () => {
  test("a callback URL for the attacker's own Google account, opened in the victim's browser, signs nobody in", async () => {
    const t = await start();
    const attackers = await throughProvider(t, { email: 'mallory@example.com', email_verified: true, name: 'Mallory' });
    // the victim's browser: no binding cookie at all, or the one of a sign-in it started itself
    const victimsOwn = (await get(t, '/api/auth/google/login')).cookies.find((c) => c.name === 'gtss_oidc')!.value;
    for (const binding of ['', victimsOwn]) {
      const res = await callback(t, attackers, binding);
      expect(res.headers.location).toBe(FAILED);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await t.db.query('select email from users')).toEqual([]);
  });

  test('the binding cookie is HttpOnly, SameSite=Lax, ten minutes, and is cleared by the callback', async () => {
    const t = await start();
    const started = await get(t, '/api/auth/google/login');
    expect(started.cookies).toEqual([
      expect.objectContaining({ name: 'gtss_oidc', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 600 }),
    ]);
    const cb = { url: await signInAtIdp(started.headers.location as string, GOOGLE, PUBLIC_URL), binding: started.cookies[0].value };
    const res = await callback(t, cb);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/app`);
    expect(res.cookies.find((c) => c.name === 'gtss_oidc')).toEqual(expect.objectContaining({ value: '', path: '/' }));
  });

  test('over https the cookie is __Host-gtss_oidc, Secure', async () => {
    const t = await startAccounts(startApp, staticDir, {
      googleClientId: CLIENT.id,
      googleClientSecret: CLIENT.secret,
      googleIssuer: idp.issuer,
      publicUrl: 'https://book.example.com',
    });
    const res = await get(t, '/api/auth/google/login');
    expect(res.cookies).toEqual([expect.objectContaining({ name: '__Host-gtss_oidc', path: '/', secure: true, httpOnly: true })]);
  });
});

test('a provider that puts email only in its UserInfo response (standard OpenID Connect): read from there', async () => {
  const conforming = await startIdp(`${PUBLIC_URL}/api/auth/google/callback`, { conform: true });
  try {
    const t = await startAccounts(startApp, staticDir, {
      googleClientId: CLIENT.id,
      googleClientSecret: CLIENT.secret,
      googleIssuer: conforming.issuer,
    });
    const res = await callback(t, await throughProvider(t, { email: 'Taro@Example.com', email_verified: true, name: 'Taro (OIDC)' }));
    expect(res.headers.location).toBe(`${PUBLIC_URL}/app`);
    expect(await t.db.query('select email, name from users')).toEqual([{ email: 'taro@example.com', name: 'Taro (OIDC)' }]);
    const unverified = await callback(t, await throughProvider(t, { email: 'jiro@example.com', email_verified: false, name: 'Jiro' }));
    expect(unverified.headers.location).toBe(FAILED);
  } finally {
    conforming.stop();
  }
});
