import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/db';
import { PREVIEW_MARKER } from '../../../src/server/linkPreview';
import { BOOKING_DATA_ID } from '../../../src/shared/bookingData';
import { firstSlotIds, pay, TEST_SCHEDULE, testClock } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// A view-booking link's page carries the booking as the link's call answers it (issue 38: the page's largest
// paint waited for that call), and the cookie the cancel needs; any other link's page carries nothing of it.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
fs.mkdirSync(path.join(staticDir, 'pages'));
fs.writeFileSync(path.join(staticDir, 'pages', 'view_booking.html'), `<!doctype html><head>${PREVIEW_MARKER}</head><div id="root"></div>`);
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/**
 * A build whose page file holds a pre-rendered copy (as scripts/postbuild.mjs writes it) and whose pre-render bundle
 * (dist-prerender/prerender.cjs beside dist) draws a booking as a stand-in markup that names what it was given.
 */
function drawingBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-build-'));
  const dist = path.join(root, 'dist');
  fs.cpSync(makeStaticDir(), dist, { recursive: true });
  fs.mkdirSync(path.join(dist, 'pages'));
  fs.writeFileSync(
    path.join(dist, 'pages', 'view_booking.ja.html'),
    `<!doctype html><head>${PREVIEW_MARKER}<style data-emotion="css a1">.css-a1{}</style></head>` +
      '<div id="root"><div data-prerendered inert><h1>Your booking</h1><template id="prerendered-end"></template></div></div>',
  );
  fs.mkdirSync(path.join(root, 'dist-prerender'));
  fs.writeFileSync(
    path.join(root, 'dist-prerender', 'prerender.cjs'),
    `exports.prerenderBooking = async (pathname, language, detail, timeZone) =>
      ({ html: '<p>' + [pathname, language, detail.code, timeZone].join(' ') + '</p>', styleIds: ['b2', 'c3'], css: '.css-b2{}.css-c3{}' });`,
  );
  return dist;
}

const BLOCK = new RegExp(`<script type="application/json" id="${BOOKING_DATA_ID}">(.*?)</script>`);

/** A booking made on the test checkout, paid unless `paid` is false (a Pending hold). */
async function booked(paid = true, dir = staticDir): Promise<{ app: FastifyInstance; db: Db; id: number; ref: string }> {
  const { app, db } = await startApp(dir, { services: { now: testClock().now, schedule: TEST_SCHEDULE, workers: false } });
  const url = new URL((await pay(app, await firstSlotIds(app, 4, '2026-11-24'), { booking_date: '20261124' })).json().session.url);
  if (paid) {
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await app.inject({ method: 'POST', url: `${url.pathname}/pay`, headers, payload: 'card=4242424242424242' })).statusCode).toBe(
      303,
    );
  }
  const [b] = await db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings order by id desc limit 1');
  return { app, db, ...b };
}

const page = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

test("the link's page carries what the link's call answers, sets the same cookie, and is never stored", async () => {
  const b = await booked();
  const api = await page(b.app, `/api/public/view-booking/${b.ref}/${b.id}`);
  const res = await page(b.app, `/view-booking/${b.ref}/${b.id}`);
  expect(res.statusCode).toBe(200);
  expect(JSON.parse(BLOCK.exec(res.body)![1])).toEqual({ reference_id: b.ref, booking_id: b.id, detail: api.json() });
  expect(res.cookies).toEqual(api.cookies);
  // personal data: as every /api answer, not kept by the browser or a cache, and no validator to revalidate it by
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers.etag).toBeUndefined();
  // after a cancel the page says so (nothing kept on the server either)
  const cookie = `${res.cookies[0].name}=${res.cookies[0].value}`;
  const headers = { 'x-requested-with': 'fetch', cookie };
  expect((await b.app.inject({ method: 'POST', url: `/api/public/bookings/${b.id}/cancel`, headers, payload: {} })).statusCode).toBe(200);
  const after = await page(b.app, `/view-booking/${b.ref}/${b.id}/`);
  expect(JSON.parse(BLOCK.exec(after.body)![1]).detail.status).toBe('Canceled');
});

test('a wrong, mangled or unpaid link gets the plain page: no block, no cookie, nothing of the booking, no error', async () => {
  const b = await booked(false); // the newest booking is a Pending hold
  const paid = await booked();
  const [code] = await paid.db.query<{ code: string }>('select code from bookings where id = $1', [paid.id]);
  const links = [
    `/view-booking/${paid.ref.slice(0, -2)}xx/${paid.id}`,
    `/view-booking/${paid.ref}/${paid.id + 1}`,
    `/view-booking/x/${paid.id}`,
    `/view-booking/${paid.ref}/abc`,
    `/view-booking/${paid.ref}/99999999999`,
    `/view-booking/${paid.ref}/0${paid.id}`,
    `/view-booking/${paid.ref}%3Cscript%3E/${paid.id}`,
    `/view-booking/${paid.ref}%2F/${paid.id}`,
  ];
  for (const url of links) {
    const res = await page(paid.app, url);
    expect({ url, status: res.statusCode, block: BLOCK.test(res.body), cookies: res.cookies }).toEqual({
      url,
      status: 200,
      block: false,
      cookies: [],
    });
    expect(res.body).not.toContain(code.code);
  }
  const hold = await page(b.app, `/view-booking/${b.ref}/${b.id}`);
  expect({ status: hold.statusCode, block: BLOCK.test(hold.body), cookies: hold.cookies }).toEqual({
    status: 200,
    block: false,
    cookies: [],
  });
});

test("the link's page is drawn with its booking by the build's pre-render, in the visitor's language and time zone", async () => {
  const dist = drawingBuild();
  const b = await booked(true, dist);
  const [{ code }] = await b.db.query<{ code: string }>('select code from bookings where id = $1', [b.id]);
  const url = `/view-booking/${b.ref}/${b.id}`;
  const res = await b.app.inject({ method: 'GET', url, headers: { cookie: 'gtss_lang=ja; gtss_tz=America/New_York' } });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(`<div data-prerendered inert><p>${url} ja ${code} America/New_York</p><template id="prerendered-end">`);
  expect(res.body).toContain('<style data-emotion="css b2 c3">.css-b2{}.css-c3{}</style>');
  expect(res.body).not.toContain('Your booking');
  expect(BLOCK.test(res.body)).toBe(true);
  // a wrong link: the build's copy as it is
  const wrong = await b.app.inject({ method: 'GET', url: `/view-booking/${b.ref}/${b.id + 1}`, headers: { cookie: 'gtss_lang=ja' } });
  expect(wrong.body).toContain('<h1>Your booking</h1>');
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
});
