import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { encodeReferral } from '../../../src/shared/referral';
import { startAccounts, post, hanako, type AccountsApp } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { bookingBody, firstSlotIds, payWithCard } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

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

  test('over https it is Secure and __Host- prefixed', async () => {
    const https = await startApp(staticDir, { config: { publicUrl: 'https://gtss.example' } });
    const res = await https.app.inject({ method: 'GET', url: `/app/booking?${LINE_QR}`, headers: { host: 'gtss.example' } });
    expect(res.cookies).toEqual([expect.objectContaining({ name: '__Host-gtss_src', secure: true, path: '/', httpOnly: true })]);
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

  test('the numbers count bookings and revenue per source for the range, a tracked link by its name', async () => {
    // the line / qr / flyer values are a tracked link's: the source table names it (issue 39, point 13)
    await t.db.query(
      `insert into tracked_links (name, channel, medium, target, campaign) values ('Station flyer', 'line', 'qr', 'home', 'flyer')`,
    );
    const res = await adminCall(w.app, 'GET', '/admin/numbers?from=2026-11-24&to=2026-11-27', w.staff);
    const none = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, link_name: null };
    expect(res.json().by_source).toEqual([
      { ...none, bookings: 2, net_revenue: 12_000 },
      { ...none, utm_source: 'line', utm_medium: 'qr', utm_campaign: 'flyer', link_name: 'Station flyer', bookings: 1, net_revenue: 6_000 },
      { ...none, referrer_host: 'www.instagram.com', bookings: 1, net_revenue: 6_000 },
    ]);
    // the links' tests below make that link themselves
    await t.db.query(`delete from tracked_links where name = 'Station flyer'`);
  });

  test("the customer's page says where they first came from", async () => {
    const [{ id }] = await t.db.query<{ id: number }>(`select id from customers where email = 'line@example.com'`);
    const res = await adminCall(w.app, 'GET', `/admin/customers/${id}`, w.staff);
    expect(res.json().came_from).toEqual({ utm_source: 'line', utm_medium: 'qr', utm_campaign: 'flyer', referrer_host: null });
    const [direct] = await t.db.query<{ id: number }>(`select id from customers where email = 'direct@example.com'`);
    expect((await adminCall(w.app, 'GET', `/admin/customers/${direct.id}`, w.staff)).json().came_from).toBeNull();
  });
});

describe('tracked links and their QR codes', () => {
  const body = { name: 'Spring flyer', channel: 'line', medium: 'qr', target: 'booking' };
  const FLYER_URL = 'http://localhost:3000/app/booking?utm_source=line&utm_medium=qr&utm_campaign=flyer';

  test('staff make a link: its URL carries the utm values, it counts the paid bookings it brought, it is audited', async () => {
    const res = await adminCall(w.app, 'POST', '/admin/links', w.staff, { ...body, campaign: 'Flyer' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Spring flyer', campaign: 'flyer', url: FLYER_URL, bookings: 1, archived_at: null });
    const home = await adminCall(w.app, 'POST', '/admin/links', w.owner, {
      ...body,
      channel: 'instagram',
      medium: 'social',
      target: 'home',
    });
    // no campaign given: the name's
    expect(home.json().url).toBe('http://localhost:3000/app?utm_source=instagram&utm_medium=social&utm_campaign=spring-flyer');
    const audit = await t.db.query(
      `select actor_email, action, after->>'url' as url from audit_log where target_type = 'tracked_link' order by id`,
    );
    expect(audit).toEqual([
      { actor_email: 'staff@school.example', action: 'tracked_link.created', url: FLYER_URL },
      { actor_email: 'owner@school.example', action: 'tracked_link.created', url: home.json().url },
    ]);
    const list = await adminCall(w.app, 'GET', '/admin/links', w.staff);
    expect(list.json().links.map((l: { campaign: string }) => l.campaign)).toEqual(['spring-flyer', 'flyer']);
  });

  test('bad input and a second link with the same values are refused with a reason; nothing changes', async () => {
    const count = async () => (await t.db.query('select count(*)::int as n from tracked_links'))[0];
    const before = await count();
    for (const [payload, status] of [
      [{ ...body, campaign: 'flyer' }, 409],
      [{ ...body, name: '  ' }, 400],
      [{ ...body, channel: 'tiktok' }, 400],
      [{ ...body, campaign: 'two words' }, 400],
      [{ ...body, name: '!!!' }, 400], // no campaign can be made of it
      [{ ...body, extra: 1 }, 400],
    ] as const) {
      const res = await adminCall(w.app, 'POST', '/admin/links', w.staff, payload);
      expect([res.statusCode, typeof res.json().detail]).toEqual([status, 'string']);
    }
    expect(await count()).toEqual(before);
    const visitor = await adminCall(w.app, 'POST', '/admin/links', w.visitor, { ...body, campaign: 'other' });
    expect(visitor.statusCode).toBe(403);
  });

  test('the QR codes download as SVG and as a PNG of at least 1024 px that decodes to the link', async () => {
    const [{ id }] = await t.db.query<{ id: number }>(`select id from tracked_links where campaign = 'flyer'`);
    const png = await adminCall(w.app, 'GET', `/admin/links/${id}/qr.png`, w.staff);
    expect([png.statusCode, png.headers['content-type'], png.headers['content-disposition']]).toEqual([
      200,
      'image/png',
      `attachment; filename="gtss-qr-${id}-line.png"`,
    ]);
    const image = PNG.sync.read(png.rawPayload);
    expect(image.width).toBeGreaterThanOrEqual(1024);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(FLYER_URL);
    const svg = await adminCall(w.app, 'GET', `/admin/links/${id}/qr.svg`, w.staff);
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await adminCall(w.app, 'GET', '/admin/links/9999/qr.svg', w.staff)).statusCode).toBe(404);
    expect((await adminCall(w.app, 'GET', `/admin/links/${id}/qr.gif`, w.staff)).statusCode).toBe(400);
    expect((await adminCall(w.app, 'GET', `/admin/links/${id}/qr.png`)).statusCode).toBe(401);
  });

  test('an archived link goes to the end of the list, keeps its count, and is audited once; restored, it comes back', async () => {
    const [{ id }] = await t.db.query<{ id: number }>(`select id from tracked_links where campaign = 'flyer'`);
    for (let i = 0; i < 2; i++) {
      const res = await adminCall(w.app, 'POST', `/admin/links/${id}/archive`, w.staff, {});
      expect(res.json()).toMatchObject({ id, bookings: 1, archived_at: expect.any(String) });
    }
    const list = (await adminCall(w.app, 'GET', '/admin/links', w.staff)).json().links;
    expect(list.at(-1).id).toBe(id);
    expect(await t.db.query(`select count(*)::int as n from audit_log where action = 'tracked_link.archived'`)).toEqual([{ n: 1 }]);
    // archived by mistake: restored, back on the active list, audited once
    for (let i = 0; i < 2; i++) {
      const res = await adminCall(w.app, 'POST', `/admin/links/${id}/restore`, w.staff, {});
      expect(res.json()).toMatchObject({ id, bookings: 1, archived_at: null });
    }
    const back = (await adminCall(w.app, 'GET', '/admin/links', w.staff)).json().links as Array<{ id: number; archived_at: string | null }>;
    expect(back.every((l) => l.archived_at === null)).toBe(true); // no archived link left at the end
    expect(back.map((l) => l.id)).toContain(id);
    expect(await t.db.query(`select count(*)::int as n from audit_log where action = 'tracked_link.restored'`)).toEqual([{ n: 1 }]);
    expect((await adminCall(w.app, 'POST', '/admin/links/9999/restore', w.staff, {})).statusCode).toBe(404);
  });
});
