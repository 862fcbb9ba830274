import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { encodeReferral } from '../../src/shared/referral';
import { startAccounts, post, hanako, type AccountsApp } from './accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, type AdminWorld } from './adminKit';
import { bookingBody, firstSlotIds, payWithCard } from './bookingTestKit';
import { makeStaticDir, useTestApps } from './testApp';

// Where visitors come from: the first-touch cookie a page sets, its record on bookings and accounts, and
// what staff see of it. One app for the whole file; each test makes its own bookings.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
let t: AccountsApp;
let w: AdminWorld;
beforeAll(async () => {
  t = await startAccounts(startApp, staticDir, ADMIN_CONFIG, 'file');
  w = await adminWorld(t);
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const LINE_QR = 'utm_source=line&utm_medium=qr&utm_campaign=flyer';

/** A page load as a browser makes it; answers the first-touch cookie it set (null: none). */
async function page(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  const set = res.cookies.find((c) => c.name === 'gtss_src');
  return set ?? null;
}

/** A visitor's payment with the cookie their browser carries; answers the new booking's source columns. */
async function bookWith(cookie: string | null, email: string, day = '2026-11-24') {
  const ids = await firstSlotIds(t.app, 4, day);
  const res = await post(
    t.app,
    '/public/book/confirm',
    bookingBody({ booking_date: day.replaceAll('-', ''), timeslot_ids: ids, action_type: 'payment', user_email: email }),
    cookie ? { cookie: `gtss_src=${cookie}` } : {},
  );
  expect(res.statusCode).toBe(200);
  expect((await payWithCard(t.app, res.json().session.url)).statusCode).toBe(303);
  const [row] = await t.db.query<Record<string, string | null>>(
    'select id, utm_source, utm_medium, utm_campaign, referrer_host from bookings where user_email = $1',
    [email],
  );
  return row;
}

describe('the first-touch cookie', () => {
  test('a tracked link sets it for 30 days, HttpOnly and SameSite=Lax, on the booking page the link opens', async () => {
    const set = await page(t.app, `/app/booking?${LINE_QR}`);
    expect(set).toMatchObject({ value: 's=line&m=qr&c=flyer', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(set?.secure).toBeFalsy(); // the test site is http://localhost
  });

  test('the first touch wins: a browser that has one is not given another', async () => {
    expect(await page(t.app, '/app?utm_source=instagram', { cookie: 'gtss_src=s=line&m=qr' })).toBeNull();
  });

  test('without UTM, another site as referrer is kept by its host; the site itself or none sets nothing', async () => {
    expect((await page(t.app, '/app/about', { referer: 'https://www.Instagram.com/p/abc?x=1' }))?.value).toBe('r=www.instagram.com');
    expect(await page(t.app, '/app/about', { referer: 'http://localhost:3000/app' })).toBeNull();
    expect(await page(t.app, '/app/about', { referer: 'https://localhost/app', host: 'localhost' })).toBeNull();
    expect(await page(t.app, '/app/about')).toBeNull();
    expect(await page(t.app, '/app/about', { referer: 'not a url' })).toBeNull();
  });

  test('values are lower-cased and cut to 64 characters; values that are not words are left out', async () => {
    const long = 'a'.repeat(80);
    const set = await page(t.app, `/?utm_source=LINE&utm_medium=%3Cscript%3E&utm_campaign=${long}`);
    expect(set?.value).toBe(encodeReferral({ utm_source: 'line', utm_medium: null, utm_campaign: 'a'.repeat(64), referrer_host: null }));
    expect(await page(t.app, '/app?utm_source=%3Cx%3E')).toBeNull(); // nothing valid, nothing kept
  });

  test('API calls and unknown pages set nothing', async () => {
    const api = await t.app.inject({ method: 'GET', url: `/api/public/teachers?${LINE_QR}` });
    expect(api.cookies.find((c) => c.name === 'gtss_src')).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: `/app/nothing-here?${LINE_QR}` });
    expect([missing.statusCode, missing.cookies.find((c) => c.name === 'gtss_src')]).toEqual([404, undefined]);
  });
});

describe('recorded on the booking and the account', () => {
  test("a visitor's booking keeps the cookie's source; a booking without one has none", async () => {
    expect(await bookWith('s=line&m=qr&c=flyer', 'line@example.com')).toMatchObject({
      utm_source: 'line',
      utm_medium: 'qr',
      utm_campaign: 'flyer',
      referrer_host: null,
    });
    expect(await bookWith('r=www.instagram.com', 'insta@example.com', '2026-11-25')).toMatchObject({
      utm_source: null,
      referrer_host: 'www.instagram.com',
    });
    expect(await bookWith(null, 'direct@example.com', '2026-11-26')).toMatchObject({ utm_source: null, referrer_host: null });
  });

  test('a bad or oversized cookie is ignored, never refused', async () => {
    const bad = await bookWith(encodeURIComponent(`s=${'x'.repeat(100)}&m=<b>`), 'bad@example.com', '2026-11-27');
    expect(bad).toMatchObject({ utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null });
  });

  test('an account made at sign-up keeps it', async () => {
    const res = await post(
      t.app,
      '/public/users/register',
      { ...hanako, email: 'signup@example.com' },
      { cookie: 'gtss_src=s=wechat&m=social' },
    );
    expect(res.statusCode).toBe(200);
    const [user] = await t.db.query('select utm_source, utm_medium, utm_campaign, referrer_host from users where email = $1', [
      'signup@example.com',
    ]);
    expect(user).toEqual({ utm_source: 'wechat', utm_medium: 'social', utm_campaign: null, referrer_host: null });
  });
});

describe('what staff see (the bookings made above: line / qr / flyer, www.instagram.com, two direct)', () => {
  const emails = async (query: string) => {
    const res = await adminCall(w.app, 'GET', `/admin/bookings?${query}`, w.staff);
    expect(res.statusCode).toBe(200);
    return (res.json().items as Array<{ user_email: string }>).map((b) => b.user_email).sort();
  };

  test('the list filters by source: a utm_source, another site, its host, or direct', async () => {
    expect(await emails('origin=line')).toEqual(['line@example.com']);
    expect(await emails('origin=referrer')).toEqual(['insta@example.com']);
    expect(await emails('origin=www.instagram.com')).toEqual(['insta@example.com']);
    expect(await emails('origin=direct')).toEqual(['bad@example.com', 'direct@example.com']);
    const bad = await adminCall(w.app, 'GET', '/admin/bookings?origin=%3Cx%3E', w.staff);
    expect([bad.statusCode, typeof bad.json().detail]).toEqual([400, 'string']);
  });

  test("the booking's page and its list row carry the source", async () => {
    const [{ id }] = await t.db.query<{ id: number }>(`select id from bookings where user_email = 'line@example.com'`);
    const res = await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff);
    expect(res.json()).toMatchObject({ utm_source: 'line', utm_medium: 'qr', utm_campaign: 'flyer', referrer_host: null });
  });

  test('the CSV has a "came from" column: "line / qr / flyer", the host, or empty', async () => {
    const res = await adminCall(w.app, 'GET', '/admin/bookings/export.csv?from=2026-11-24&to=2026-11-27', w.staff);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0].split(',').at(-1)).toBe('came from');
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(['line / qr / flyer', 'www.instagram.com', '', '']);
  });

  test('the numbers count bookings and revenue per source for the range', async () => {
    const res = await adminCall(w.app, 'GET', '/admin/numbers?from=2026-11-24&to=2026-11-27', w.staff);
    const none = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null };
    expect(res.json().by_source).toEqual([
      { ...none, bookings: 2, net_revenue: 12_000 },
      { ...none, utm_source: 'line', utm_medium: 'qr', utm_campaign: 'flyer', bookings: 1, net_revenue: 6_000 },
      { ...none, referrer_host: 'www.instagram.com', bookings: 1, net_revenue: 6_000 },
    ]);
  });

  test("the customer's page says where they first came from", async () => {
    const [{ id }] = await t.db.query<{ id: number }>(`select id from customers where email = 'line@example.com'`);
    const res = await adminCall(w.app, 'GET', `/admin/customers/${id}`, w.staff);
    expect(res.json().came_from).toEqual({ utm_source: 'line', utm_medium: 'qr', utm_campaign: 'flyer', referrer_host: null });
    const [direct] = await t.db.query<{ id: number }>(`select id from customers where email = 'direct@example.com'`);
    expect((await adminCall(w.app, 'GET', `/admin/customers/${direct.id}`, w.staff)).json().came_from).toBeNull();
  });
});
