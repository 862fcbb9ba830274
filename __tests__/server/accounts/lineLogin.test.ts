import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import type { SendMailOptions } from 'nodemailer';
import path from 'node:path';
import { PREVIEW_MARKER } from '../../../src/server/linkPreview';
import { queueDueReminders } from '../../../src/server/booking/reminders';
import { linePusher } from '../../../src/server/mail/linePush';
import { addDays } from '../../../src/shared/dates';
import { bookingBody, compact, FIRST_DAY, firstSlotIds, payWithCard, TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import { call, confirmedUser, emailedToken, hanako, logIn, startAccounts, taro, type AccountsApp, type LoggedIn } from './accountsKit';
import { signInAtIdp, startIdp, type Idp } from '../googleKit';
import { startLineApi, type LineApiStandIn } from '../lineApiStandIn';
import { makeStaticDir, useTestApps } from '../testApp';

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
  expect(await t.db.query('select u.line_user_id, r.reachable from users u join line_recipients r using (line_user_id)')).toEqual([
    { line_user_id: LINE_USER, reachable: true },
  ]);

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

/** The visitor cookie "Continue with LINE" or an unknown LINE sign-in leaves in this browser. */
const visitorCookie = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const c = res.cookies.find((k) => k.name === 'gtss_line_visitor');
  expect(c?.value).toMatch(/^[\w-]{43}$/);
  return `gtss_line_visitor=${c!.value}`;
};
const signUp = (t: AccountsApp, body: object, cookie: string, language = 'en') =>
  call(t.app, 'POST', '/auth/line/signup', body, { cookie: `${cookie}; gtss_lang=${language}` });

test('a new visitor signing in with LINE: name and email once make an account that waits for its link, followed in this browser to connect LINE', async () => {
  const t = await start();
  await confirmedUser(t, taro);
  const res = await throughLine(t, await get(t, '/api/auth/line/login?return_to=%2Fapp%2Fbooking'));
  expect([res.statusCode, res.headers.location]).toEqual([303, `${PUBLIC_URL}/app/login?line=new&return_to=%2Fapp%2Fbooking`]);
  expect(res.cookies.find((c) => c.name === 'gtss_session')).toBeUndefined();
  const cookie = visitorCookie(res);
  // the form is prefilled with LINE's display name; the raw LINE id is in no cookie
  expect((await get(t, '/api/public/line/visitor', cookie)).json()).toEqual({ name: 'はなこ' });
  expect(cookie).not.toContain(LINE_USER);

  // an email that has an account is refused in the visitor's language, and nothing is linked to it
  const taken = await signUp(t, { name: 'はなこ', email: taro.email.toUpperCase() }, cookie, 'ja');
  expect([taken.statusCode, taken.json().detail]).toEqual([
    409,
    'このメールアドレスのアカウントはすでにあります。そのアカウントでログインし、マイページでLINEを連携してください。',
  ]);
  expect((await signUp(t, { name: 'Hanako', email: taro.email }, cookie)).json().detail).toBe(
    'An account with this email exists: log in with it and connect LINE on My page.',
  );
  expect(await t.db.query('select email, line_user_id from users')).toEqual([{ email: taro.email, line_user_id: null }]);
  expect((await signUp(t, { name: 'Hanako', email: 'not an email' }, cookie)).statusCode).toBe(400);
  // a forged visitor cookie is nobody
  const forged = await signUp(
    t,
    { name: 'Hanako', email: 'new@example.com' },
    'gtss_line_visitor=forged-forged-forged-forged-forged-forged-forg',
  );
  expect([forged.statusCode, forged.json().detail]).toEqual([400, 'Your LINE sign-in has expired. Please log in with LINE again.']);

  const made = await signUp(t, { name: 'Hanako Yamada', email: 'Hanako@Example.com' }, cookie);
  expect(made.statusCode).toBe(204);
  // no session and no LINE before the email is verified; this browser gets the cookie its link must come with
  expect(made.cookies.find((c) => c.name === 'gtss_session')).toBeUndefined();
  expect(made.cookies.find((c) => c.name === 'gtss_line_visitor')?.value).toBe('');
  const signupCookie = made.cookies.find((c) => c.name === 'gtss_line_signup')!;
  expect(signupCookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
  expect(signupCookie.value).toMatch(/^[\w-]{43}$/);
  expect(
    await t.db.query('select line_user_id, email_verified_at is not null as verified from users where email = $1', [hanako.email]),
  ).toEqual([{ line_user_id: null, verified: false }]);
  // the confirmation email (it says LINE was used); its link, followed in this browser, confirms and connects LINE
  const token = await emailedToken(t.db, PUBLIC_URL, '/confirm', hanako.email);
  const confirmed = await get(t, `/api/public/users/confirm?token=${token}`, `gtss_line_signup=${signupCookie.value}`);
  expect(confirmed.json()).toEqual({ message: 'Email verified.' });
  expect(confirmed.cookies.find((c) => c.name === 'gtss_line_signup')?.value).toBe('');
  expect(await t.db.query('select line_user_id from users where email = $1', [hanako.email])).toEqual([{ line_user_id: LINE_USER }]);
  // the visitor row is used up: the cookie makes no second account
  expect((await signUp(t, { name: 'Hanako', email: 'again@example.com' }, cookie)).statusCode).toBe(400);
  // from now on LINE logs in to the new account, also from the booking page's "Continue with LINE"
  const again = await throughLine(t, await get(t, '/api/auth/line/login?as=guest&return_to=%2Fapp%2Fbooking'));
  expect(again.headers.location).toBe(`${PUBLIC_URL}/app/booking`);
  const next = again.cookies.find((c) => c.name === 'gtss_session')!;
  expect((await get(t, '/api/public/me', `gtss_session=${next.value}`)).json().email).toBe(hanako.email);
});

test("an unconfirmed account made with LINE: the email's owner signing in with Google takes it over, without that LINE", async () => {
  const t = await start();
  const cookie = visitorCookie(await throughLine(t, await get(t, '/api/auth/line/login')));
  expect((await signUp(t, { name: 'Someone', email: hanako.email }, cookie)).statusCode).toBe(204);
  // the Google upsert's rule for an unconfirmed account (no Google app here: the repository itself)
  const { upsertGoogleUser } = await import('../../../src/server/accounts/userRepository');
  await upsertGoogleUser(t.db, { sub: 'google-hanako', email: hanako.email, name: hanako.name, language: 'en' });
  expect(await t.db.query('select name, line_user_id from users')).toEqual([{ name: hanako.name, line_user_id: null }]);
  expect((await throughLine(t, await get(t, '/api/auth/line/login'))).headers.location).toBe(`${PUBLIC_URL}/app/login?line=new`);
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

describe('a guest who continued with LINE', () => {
  const TOKEN = 'messaging-api-channel-access-token';
  const SECRET = 'messaging-api-channel-secret';
  /** LINE Login and LINE messages both on, mail recorded, the outbox drained by hand. */
  async function startGuestApp() {
    const clock = testClock();
    const mails: SendMailOptions[] = [];
    const t = await startApp(staticDir, {
      services: {
        now: clock.now,
        schedule: TEST_SCHEDULE,
        workers: false,
        mailTransport: { send: async (m) => void mails.push(m) },
        linePusher: linePusher(TOKEN, lineApi.base),
      },
      config: {
        lineLoginChannelId: LINE.id,
        lineLoginChannelSecret: LINE.secret,
        lineIssuer: idp.issuer,
        lineApiBase: lineApi.base,
        lineChannelAccessToken: TOKEN,
        lineChannelSecret: SECRET,
      },
    });
    const drain = () => t.app.services.drainMail(new Date());
    return { ...t, clock, mails, drain };
  }
  type GuestApp = Awaited<ReturnType<typeof startGuestApp>>;
  /** A guest books and pays the first four slots of `date` in `language`, this browser's cookies sent along. */
  async function guestBooks(t: GuestApp, cookie: string, date: string, language = 'en') {
    const ids = await firstSlotIds(t.app, 4, date);
    const res = await call(
      t.app,
      'POST',
      '/public/book/confirm',
      bookingBody({ timeslot_ids: ids, booking_date: compact(date), action_type: 'payment' }),
      {
        cookie: `${cookie}; gtss_lang=${language}`,
      },
    );
    expect(res.statusCode).toBe(200);
    expect((await payWithCard(t.app, res.json().session.url)).statusCode).toBe(303);
    const [b] = await t.db.query<{ id: number; code: string; line_user_id: string | null }>(
      'select id, code, line_user_id from bookings order by id desc limit 1',
    );
    return b;
  }
  const unfollow = (t: GuestApp) => {
    const raw = JSON.stringify({
      destination: 'Uschool',
      events: [
        {
          type: 'unfollow',
          mode: 'active',
          timestamp: 1,
          source: { type: 'user', userId: LINE_USER },
          webhookEventId: 'x',
          deliveryContext: {},
        },
      ],
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/line/webhook',
      headers: { 'content-type': 'application/json', 'x-line-signature': createHmac('sha256', SECRET).update(raw).digest('base64') },
      payload: raw,
    });
  };

  test('their booking is confirmed, reminded and cancelled by LINE in their language beside the email; after an unfollow, email only', async () => {
    const t = await startGuestApp();
    lineApi.pushes.length = 0;
    const started = await get(t, '/api/auth/line/login?as=guest&return_to=%2Fapp%2Fbooking');
    const back = await throughLine(t, started);
    // back to the booking page, no account, no session; the booking page names where LINE messages go
    expect([back.statusCode, back.headers.location]).toEqual([303, `${PUBLIC_URL}/app/booking`]);
    expect(back.cookies.find((c) => c.name === 'gtss_session')).toBeUndefined();
    const cookie = visitorCookie(back);
    expect((await get(t, '/api/public/line/visitor', cookie)).json()).toEqual({ name: 'はなこ' });
    expect((await get(t, '/api/public/line/visitor')).json()).toEqual({ name: null });
    expect(await t.db.query('select id from users')).toEqual([]);

    const booked = await guestBooks(t, cookie, FIRST_DAY, 'ja');
    expect(booked.line_user_id).toBe(LINE_USER);
    await t.drain();
    expect(t.mails.map((m) => m.to)).toEqual(['hanako@example.com']); // the email goes as always
    expect(lineApi.pushes.map((p) => p.to)).toEqual([LINE_USER]);
    expect(lineApi.pushes[0].text).toContain(`予約コード：${booked.code}`);

    // cancelled (the view-booking link's cookie): pushed too
    const [{ ref }] = await t.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [booked.id]);
    const view = await get(t, `/api/public/view-booking/${ref}/${booked.id}`);
    const bookingCookie = view.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const cancel = await call(t.app, 'POST', `/public/bookings/${booked.id}/cancel`, {}, { cookie: bookingCookie });
    expect(cancel.statusCode).toBe(200);
    await t.drain();
    expect(lineApi.pushes.map((p) => p.to)).toEqual([LINE_USER, LINE_USER]);
    expect(lineApi.pushes[1].text).toContain(booked.code);

    // two more bookings, Thursday and Friday, are reminded a day before the class: by LINE while she is a friend
    const thursday = await guestBooks(t, cookie, '2026-11-26', 'ja');
    const friday = await guestBooks(t, cookie, '2026-11-27', 'ja');
    await t.drain();
    expect(lineApi.pushes).toHaveLength(4);
    const at = (iso: string) => t.clock.advanceMinutes((Date.parse(iso) - t.clock.now().getTime()) / 60_000);
    at('2026-11-25T01:00:00Z'); // Wednesday 10:00 in Tokyo (her LINE cookie long expired: the booking keeps its recipient)
    expect(await queueDueReminders(t.app.services.deps, 24)).toBe(1);
    await t.drain();
    expect(lineApi.pushes).toHaveLength(5);
    expect(lineApi.pushes[4].text).toContain(`予約コード：${thursday.code}`);

    // the school's account unfollowed (blocked): the next reminder goes by email only
    expect((await unfollow(t)).statusCode).toBe(200);
    const mailed = t.mails.length;
    at('2026-11-26T01:00:00Z');
    expect(await queueDueReminders(t.app.services.deps, 24)).toBe(1);
    await t.drain();
    expect(lineApi.pushes).toHaveLength(5);
    expect(t.mails).toHaveLength(mailed + 1);
    expect(String(t.mails.at(-1)!.subject)).toContain(friday.code);
    expect(await t.db.query(`select status from mail_outbox where channel = 'line' order by id desc limit 1`)).toEqual([
      { status: 'failed' },
    ]);
  });

  test('a forged or expired LINE visitor cookie is ignored: the booking gets email only', async () => {
    const t = await startGuestApp();
    const forged = 'gtss_line_visitor=forged-forged-forged-forged-forged-forged-forg';
    expect((await get(t, '/api/public/line/visitor', forged)).json()).toEqual({ name: null });
    expect((await guestBooks(t, forged, FIRST_DAY)).line_user_id).toBeNull();

    const cookie = visitorCookie(await throughLine(t, await get(t, '/api/auth/line/login?as=guest')));
    t.clock.advanceMinutes(3 * 60);
    expect((await get(t, '/api/public/line/visitor', cookie)).json()).toEqual({ name: null });
    expect((await guestBooks(t, cookie, addDays(FIRST_DAY, 1))).line_user_id).toBeNull();
  });
});
