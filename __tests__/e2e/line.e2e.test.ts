import type { Browser, Page } from 'playwright-core';
import { startLineApi, type LineApiStandIn } from '../server/lineApiStandIn';
import { confirmedAccount, logIn, violations } from './a11yKit';
import { appRendered, freePort, launchBrowser, newPage, screenshot, startServer, type RunningServer } from './harness';
import { findInOutbox } from './outbox';
import { startOidcProvider, type OidcProvider } from './oidcKit';
import { screenshotBothWidths } from './steps';

// LINE, end to end: the sign-in page offers LINE; Hanako connects LINE on my page through LINE Login (a
// local OpenID provider playing LINE, HS256 ID tokens) with the add-friend offer, chooses "LINE only", books,
// and the Messaging API stand-in records her confirmation push. A guest inside LINE's own browser continues
// with LINE on the booking page and her booking is pushed to her LINE; a new LINE user makes an account and
// finishes it with the emailed link in the same browser.
jest.setTimeout(180_000);
const LINE = { channelId: '2000000001', channelSecret: 'e2e-line-login-secret', token: 'e2e-access-token', botSecret: 'e2e-bot-secret' };
const hanako = { name: 'Hanako Yamada', email: 'hanako.line@example.com', password: 'correct horse battery' };
let server: RunningServer;
let browser: Browser;
let lineApi: LineApiStandIn;
let lineLogin: OidcProvider | undefined;

beforeAll(async () => {
  const appPort = await freePort();
  lineApi = await startLineApi();
  // oidcProvider.mjs as LINE Login: HS256 ID tokens signed with the channel secret
  lineLogin = await startOidcProvider({
    OIDC_CLIENT_ID: LINE.channelId,
    OIDC_CLIENT_SECRET: LINE.channelSecret,
    OIDC_REDIRECT_URI: `http://127.0.0.1:${appPort}/api/auth/line/callback`,
    OIDC_ID_TOKEN_ALG: 'HS256',
    OIDC_NAME: 'はなこ', // LINE's display name (the ID token's name)
  });
  [server, browser] = await Promise.all([
    startServer(
      {
        LINE_LOGIN_CHANNEL_ID: LINE.channelId,
        LINE_LOGIN_CHANNEL_SECRET: LINE.channelSecret,
        LINE_CHANNEL_ACCESS_TOKEN: LINE.token,
        LINE_CHANNEL_SECRET: LINE.botSecret,
        LINE_ISSUER: lineLogin.issuer,
        LINE_API_BASE: lineApi.base,
      },
      { port: appPort },
    ),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await lineApi?.stop();
  await lineLogin?.stop();
});

test('Hanako connects LINE on my page, chooses LINE only, books, and her confirmation comes as a LINE message', async () => {
  const { context, page, pageErrors } = await newPage(browser);
  page.setDefaultTimeout(15_000);
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());

  // the sign-in page offers LINE
  await page.goto(`${server.baseUrl}/app/login`);
  await appRendered(page);
  await page.getByRole('link', { name: 'Log in with LINE' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'line-01-login', screenshot);

  // my page: connect LINE through LINE Login
  await confirmedAccount(server, hanako);
  await logIn(context, server, hanako);
  await page.goto(`${server.baseUrl}/app/my_page`);
  await page.getByRole('heading', { name: 'LINE', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Connect LINE' }).click();
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  expect(new URL(page.url()).origin).not.toBe(server.baseUrl);
  await page.getByPlaceholder('Enter any login').fill('U5e2e0000000000000000000000000001');
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${server.baseUrl}/app/my_page?line=connected`);
  await page.getByRole('status').getByText('LINE is connected.').waitFor();
  await page.getByText('The school can send you LINE messages.').waitFor();

  await page.getByRole('radio', { name: 'LINE only' }).click(); // a controlled choice: checked once the server kept it
  await page.getByRole('status').getByText('Saved: your booking messages come by LINE only.').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'line-02-my-page', screenshot);

  // she books (as her account) and pays on the test checkout: the confirmation is pushed to her LINE
  const days = (await (await context.request.get(`${server.baseUrl}/api/public/rental-space/calendar/default`)).json()) as Array<{
    date: string;
    status: string;
  }>;
  const date = days.find((d) => d.status === 'available')!.date.replaceAll('-', '');
  const slots = (await (await context.request.get(`${server.baseUrl}/api/public/rental-space/calendar/default/${date}`)).json()) as Array<{
    id: number;
  }>;
  const payment = await context.request.post(`${server.baseUrl}/api/public/book/confirm`, {
    headers: { 'x-requested-with': 'fetch' },
    data: {
      rental_space_id: 'default',
      booking_date: date,
      timeslot_ids: slots.slice(0, 4).map((s) => s.id),
      seat_count: 1,
      action_type: 'payment',
    },
  });
  expect(payment.status()).toBe(200);
  await page.goto((await payment.json()).session.url);
  await page.getByLabel(/card/i).first().fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /pay/i }).click();
  await page.waitForURL(/\/app\/book_success|\/view-booking\//);
  for (let i = 0; i < 100 && lineApi.pushes.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(lineApi.pushes).toHaveLength(1);
  expect(lineApi.pushes[0]).toEqual(
    expect.objectContaining({ to: 'U5e2e0000000000000000000000000001', authorization: `Bearer ${LINE.token}` }),
  );
  expect(lineApi.pushes[0].text).toMatch(/^Your trial class on .+ is booked \(GT-\w+\)\n/);
  expect(lineApi.pushes[0].text).toMatch(new RegExp(`View your booking: ${server.baseUrl.replaceAll('.', '\\.')}/view-booking/`));
  expect(pageErrors).toEqual([]);
  await context.close();
});

const LINE_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0';

/** LINE Login at the stand-in as `sub`, back to the site at `back`. */
async function throughLineLogin(page: Page, sub: string, back: string | RegExp) {
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(sub);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(back);
}

test('a guest inside LINE continues with LINE on the booking page: her booking is pushed to her LINE in Japanese', async () => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: LINE_IPHONE,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Asia/Tokyo',
  });
  await context.route(/translate\.google(apis)?\.com|fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  await context.addCookies([{ name: 'gtss_lang', value: 'ja', url: server.baseUrl }]);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.setDefaultTimeout(15_000);
  const pushed = lineApi.pushes.length;

  await page.goto(`${server.baseUrl}/app/booking`);
  await appRendered(page);
  await page.getByRole('link', { name: 'LINEで続ける' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'line-03-guest-continue');
  await page.getByRole('link', { name: 'LINEで続ける' }).click();
  await throughLineLogin(page, 'U5e2e0000000000000000000000000002', `${server.baseUrl}/app/booking`);
  await page.getByRole('status').getByText('LINEメッセージの送信先：はなこ').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'line-04-guest-named');

  // her guest booking (name and email as every guest gives them), paid on the test checkout
  const days = (await (await context.request.get(`${server.baseUrl}/api/public/rental-space/calendar/default`)).json()) as Array<{
    date: string;
    status: string;
  }>;
  const date = days.filter((d) => d.status === 'available')[1].date.replaceAll('-', '');
  const slots = (await (await context.request.get(`${server.baseUrl}/api/public/rental-space/calendar/default/${date}`)).json()) as Array<{
    id: number;
  }>;
  const payment = await context.request.post(`${server.baseUrl}/api/public/book/confirm`, {
    headers: { 'x-requested-with': 'fetch' },
    data: {
      rental_space_id: 'default',
      booking_date: date,
      timeslot_ids: slots.slice(0, 4).map((s) => s.id),
      seat_count: 1,
      user_name: 'Hanako Guest',
      user_email: 'hanako.guest@example.com',
      action_type: 'payment',
    },
  });
  expect(payment.status()).toBe(200);
  await page.goto((await payment.json()).session.url);
  await page.getByLabel('カード番号').fill('4242 4242 4242 4242'); // the test checkout speaks her language too
  await page.getByRole('button', { name: '支払う' }).click();
  await page.waitForURL(/\/app\/book_success|\/view-booking\//);
  for (let i = 0; i < 100 && lineApi.pushes.length === pushed; i++) await new Promise((r) => setTimeout(r, 100));
  expect(lineApi.pushes.slice(pushed).map((p) => p.to)).toEqual(['U5e2e0000000000000000000000000002']);
  expect(lineApi.pushes[pushed].text).toMatch(/予約コード：GT-\w+/);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('a new visitor signs in with LINE: name and email once, then the emailed link in this browser connects LINE', async () => {
  const { context, page, pageErrors } = await newPage(browser, 390, 844);
  page.setDefaultTimeout(15_000);
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  await page.goto(`${server.baseUrl}/app/login`);
  await appRendered(page);
  await page.getByRole('link', { name: 'Log in with LINE' }).click();
  await throughLineLogin(page, 'U5e2e0000000000000000000000000003', `${server.baseUrl}/app/login?line=new`);
  await page.getByRole('heading', { name: 'Create your account with LINE' }).waitFor();
  expect(await page.getByLabel('Name').inputValue()).toBe('はなこ');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'line-05-new-account');

  // an email that has an account is refused, never linked
  await page.getByLabel('Email').fill(hanako.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('alert').getByText('An account with this email exists: log in with it and connect LINE on My page.').waitFor();
  await page.getByLabel('Name').fill('Hanako New');
  await page.getByLabel('Email').fill('hanako.new@example.com');
  await page.getByRole('button', { name: 'Create account' }).click();
  // no session yet: the page says to open the emailed link in this browser
  await page.getByText(/we sent a link to hanako\.new@example\.com\. Open it in this browser/).waitFor();
  const mail = await findInOutbox(server, /signed up at GTSS Language School with LINE[\s\S]*?\/confirm\?token=[\w-]+/);
  await page.goto(`${server.baseUrl}/confirm?token=${/token=([\w-]+)/.exec(mail)![1]}`);
  await page.getByText('Email verified.').waitFor();
  // then she logs in with LINE, and her LINE is connected
  await page.goto(`${server.baseUrl}/app/login`);
  await page.getByRole('link', { name: 'Log in with LINE' }).click();
  // LINE still knows her from a minute ago (its own session), so it sends her straight back, logged in
  await page.waitForURL(`${server.baseUrl}/app`);
  await page.goto(`${server.baseUrl}/app/my_page`);
  await page.getByText('LINE is connected.').waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});
