import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_MARKER } from '../../src/server/linkPreview';
import { call, confirmedUser, hanako, logIn, startAccounts, taro, type AccountsApp, type LoggedIn } from './accountsKit';
import { signInAtIdp, startIdp, type Idp } from './googleKit';
import { startLineApi, type LineApiStandIn } from './lineApiStandIn';
import { makeStaticDir, useTestApps } from './testApp';

// LINE Login against the local OpenID provider playing LINE (HS256 ID tokens signed with the channel
// secret) and the Messaging API stand-in's friendship status: sign-in, connect and disconnect on my page,
// the add-friend flag, and no LINE route at all when LINE is not configured.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
const PUBLIC_URL = 'http://localhost:3000';
const LINE = { id: '2000000001', secret: 'line-login-channel-secret-0123456789' };
let idp: Idp;
let lineApi: LineApiStandIn;
beforeAll(async () => {
  [idp, lineApi] = await Promise.all([
    startIdp(`${PUBLIC_URL}/api/auth/line/callback`, { idTokenAlg: 'HS256', client: LINE }),
    startLineApi(),
  ]);
});
afterAll(async () => {
  idp?.stop();
  await lineApi?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});
beforeEach(() => void (lineApi.friend = true));

const start = (configured = true) =>
  startAccounts(
    startApp,
    staticDir,
    configured
      ? { lineLoginChannelId: LINE.id, lineLoginChannelSecret: LINE.secret, lineIssuer: idp.issuer, lineApiBase: lineApi.base }
      : {},
  );
const get = (t: AccountsApp, url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const LINE_USER = 'U4af4980629b1c1a2f6c3e7d2a1b0c9d8';

/** Through LINE Login as LINE_USER (or another), then the browser follows the callback with its binding cookie. */
async function throughLine(
  t: AccountsApp,
  startRes: { headers: Record<string, unknown>; cookies: Array<{ name: string; value: string }> },
  sub = LINE_USER,
) {
  const binding = startRes.cookies.find((c) => c.name === 'gtss_line')?.value ?? '';
  expect(binding).toMatch(/^[\w-]{43}$/);
  const location = String(startRes.headers.location ?? (startRes as unknown as { json(): { url: string } }).json().url);
  const url = await signInAtIdp(location, { sub, email_verified: false, name: 'はなこ' }, PUBLIC_URL);
  return get(t, `${url.pathname}${url.search}`, `gtss_line=${binding}`);
}
const connect = async (t: AccountsApp, s: LoggedIn, sub = LINE_USER) => {
  const res = await call(t.app, 'POST', '/public/me/line/connect', undefined, { cookie: s.cookie });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  expect(url.searchParams.get('bot_prompt')).toBe('aggressive');
  return throughLine(t, res, sub);
};
const myLine = async (t: AccountsApp, s: LoggedIn) => (await call(t.app, 'GET', '/public/me/line', undefined, { cookie: s.cookie })).json();

test('the pages tell the client whether the site has LINE (a meta tag the server writes in), without a call', async () => {
  // a built page with the marker where the server writes its tags
  fs.writeFileSync(path.join(staticDir, 'index.html'), `<!doctype html><head>${PREVIEW_MARKER}</head><div id="root"></div>`);
  const page = async (configured: boolean) => (await get(await start(configured), '/app/login')).body;
  expect(await page(true)).toContain('<meta name="gtss-line" content="on">');
  expect(await page(false)).not.toContain('gtss-line');
});

test('unconfigured: every LINE path answers 404', async () => {
  const t = await start(false);
  for (const [method, url] of [
    ['GET', '/api/auth/line/login'],
    ['GET', '/api/auth/line/callback?code=x&state=y'],
    ['GET', '/api/public/me/line'],
    ['POST', '/api/public/me/line/connect'],
    ['POST', '/api/line/webhook'],
  ] as const) {
    const res = await t.app.inject({ method, url, headers: { 'x-requested-with': 'fetch' } });
    expect([url, res.statusCode]).toEqual([url, 404]);
  }
});

test('connect on my page: LINE Login with the add-friend prompt links the LINE user, a friend; then sign-in with LINE logs in', async () => {
  const t = await start();
  await confirmedUser(t, hanako);
  const s = await logIn(t.app, hanako);
  expect(await myLine(t, s)).toEqual({ connected: false, reachable: false, notify: 'email_and_line' });
  const back = await connect(t, s);
  expect([back.statusCode, back.headers.location]).toEqual([303, `${PUBLIC_URL}/app/my_page?line=connected`]);
  expect(await myLine(t, s)).toEqual({ connected: true, reachable: true, notify: 'email_and_line' });
  expect(await t.db.query('select line_user_id, line_reachable from users')).toEqual([{ line_user_id: LINE_USER, line_reachable: true }]);

  // sign in with LINE, from a console page: the connected account, a new session, back to that page
  const started = await get(t, '/api/auth/line/login?return_to=%2Fapp%2Fmy_page');
  expect(started.statusCode).toBe(303);
  const q = new URL(String(started.headers.location)).searchParams;
  expect(Object.fromEntries(q)).toEqual(
    expect.objectContaining({ client_id: LINE.id, bot_prompt: 'aggressive', code_challenge_method: 'S256' }),
  );
  expect(q.get('scope')!.split(' ')).toEqual(['openid', 'profile']);
  const res = await throughLine(t, started);
  expect([res.statusCode, res.headers.location]).toEqual([303, `${PUBLIC_URL}/app/my_page`]);
  const cookie = res.cookies.find((c) => c.name === 'gtss_session')!;
  expect((await get(t, '/api/public/me', `gtss_session=${cookie.value}`)).json()).toEqual({ name: hanako.name, email: hanako.email });
});

test('not a friend (declined on the consent screen): connected but not reachable; sign-in records the new friendship', async () => {
  const t = await start();
  await confirmedUser(t, hanako);
  const s = await logIn(t.app, hanako);
  lineApi.friend = false;
  await connect(t, s);
  expect(await myLine(t, s)).toEqual({ connected: true, reachable: false, notify: 'email_and_line' });
  lineApi.friend = true;
  await throughLine(t, await get(t, '/api/auth/line/login'));
  expect(await myLine(t, s)).toEqual({ connected: true, reachable: true, notify: 'email_and_line' });
});

test('a LINE user nobody connected is not signed in: the login page asks to log in and connect; no account is made', async () => {
  const t = await start();
  const res = await throughLine(t, await get(t, '/api/auth/line/login'));
  expect([res.statusCode, res.headers.location]).toEqual([303, `${PUBLIC_URL}/app/login?line=unlinked`]);
  expect(res.cookies.find((c) => c.name === 'gtss_session')).toBeUndefined();
  expect(await t.db.query('select id from users')).toEqual([]);
});

test('one LINE user, one account: connecting it to a second account is refused; disconnect frees it', async () => {
  const t = await start();
  await confirmedUser(t, hanako);
  await confirmedUser(t, taro);
  const [h, tr] = [await logIn(t.app, hanako), await logIn(t.app, taro)];
  await connect(t, h);
  const taken = await connect(t, tr);
  expect(taken.headers.location).toBe(`${PUBLIC_URL}/app/my_page?line=taken`);
  expect(await myLine(t, tr)).toEqual({ connected: false, reachable: false, notify: 'email_and_line' });
  const off = await call(t.app, 'DELETE', '/public/me/line', undefined, { cookie: h.cookie });
  expect(off.json()).toEqual({ connected: false, reachable: false, notify: 'email_and_line' });
  expect((await connect(t, tr)).headers.location).toBe(`${PUBLIC_URL}/app/my_page?line=connected`);
  // and a disconnected LINE user no longer signs in to the first account
  const res = await throughLine(t, await get(t, '/api/auth/line/login'));
  const session = res.cookies.find((c) => c.name === 'gtss_session')!;
  expect((await get(t, '/api/public/me', `gtss_session=${session.value}`)).json().email).toBe(taro.email);
});

test('"LINE only" needs LINE connected; the choice is kept, and a callback from another browser is refused', async () => {
  const t = await start();
  await confirmedUser(t, hanako);
  const s = await logIn(t.app, hanako);
  const early = await call(t.app, 'PUT', '/public/me/line/settings', { notify: 'line_only' }, { cookie: s.cookie });
  expect([early.statusCode, early.json().detail]).toEqual([400, 'Connect LINE first to get your booking messages by LINE only.']);
  const bad = await call(t.app, 'PUT', '/public/me/line/settings', { notify: 'sms' }, { cookie: s.cookie });
  expect(bad.statusCode).toBe(400);
  expect(await myLine(t, s)).toEqual({ connected: false, reachable: false, notify: 'email_and_line' });

  const res = await call(t.app, 'POST', '/public/me/line/connect', undefined, { cookie: s.cookie });
  const url = await signInAtIdp(res.json().url, { sub: LINE_USER, email_verified: false }, PUBLIC_URL);
  const stolen = await get(t, `${url.pathname}${url.search}`, 'gtss_line=another-browsers-binding-value-xxxxxxxxxxxxxxx');
  expect(stolen.headers.location).toBe(`${PUBLIC_URL}/app/login?line=failed`);
  expect(await myLine(t, s)).toEqual({ connected: false, reachable: false, notify: 'email_and_line' });

  await connect(t, s);
  const ok = await call(t.app, 'PUT', '/public/me/line/settings', { notify: 'line_only' }, { cookie: s.cookie });
  expect(ok.json()).toEqual({ connected: true, reachable: true, notify: 'line_only' });
  expect((await call(t.app, 'POST', '/public/me/line/connect')).statusCode).toBe(401);
});
