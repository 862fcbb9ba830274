import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { TOO_LATE } from '../../../src/server/booking/cancelService';
import type { Db } from '../../../src/server/db/db';
import { CSRF_REFUSED as CROSS_SITE } from '../../../src/server/csrf';
import * as messages from '../../../src/shared/messages';
import { bookingsIn, count, firstSlotIds, pay, seatsFree, TEST_SCHEDULE, testClock, withCode, timeslots } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// View-booking and cancel: the link's holder sees the booking, gets a booking-scoped
// HttpOnly cookie, and with it may cancel while the class date is after today in Tokyo.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

interface Booked {
  app: FastifyInstance;
  db: Db;
  id: number;
  ref: string;
  ids: number[];
  session: string;
  clock: ReturnType<typeof testClock>;
}

/** A booking made and paid on the test checkout, as a visitor would. */
async function booked(
  options: { paid?: boolean; app?: Omit<Booked, 'id' | 'ref' | 'ids' | 'session'>; date?: string } = {},
): Promise<Booked> {
  const clock = options.app?.clock ?? testClock();
  const { app, db } = options.app ?? (await startApp(staticDir, { services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false } }));
  const date = options.date ?? '2026-11-24';
  const ids = await firstSlotIds(app, 4, date);
  const url = new URL((await pay(app, ids, { booking_date: date.replaceAll('-', '') })).json().session.url).pathname;
  if (options.paid !== false) {
    const res = await app.inject({
      method: 'POST',
      url: `${url}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242',
    });
    expect(res.statusCode).toBe(303);
  }
  const [b] = await db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings order by id desc limit 1');
  return { app, db, clock, ids, session: url.split('/').at(-1)!, ...b };
}

const view = (app: FastifyInstance, ref: string, id: number | string) =>
  app.inject({ method: 'GET', url: `/api/public/view-booking/${ref}/${id}` });
const cancel = (app: FastifyInstance, id: number, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/public/bookings/${id}/cancel`,
    headers: { 'x-requested-with': 'fetch', ...(cookie ? { cookie } : {}) },
    payload: {},
  });

/** Opens the view-booking link and answers the cookie the browser would keep. */
async function viewCookie(b: Booked): Promise<string> {
  const res = await view(b.app, b.ref, b.id);
  expect(res.statusCode).toBe(200);
  const c = res.cookies.find((x) => x.name === `gtss_booking_${b.id}`)!;
  return `${c.name}=${c.value}`;
}

describe('GET /api/public/view-booking/{reference_id}/{booking_id}', () => {
  test('returns the booking detail and sets a booking-scoped HttpOnly cookie', async () => {
    const b = await booked();
    const res = await view(b.app, b.ref, b.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      booking_reference_id: b.ref,
      // the short code read over the phone; the reference stays the link's secret
      code: (await b.db.query<{ code: string }>('select code from bookings where id = $1', [b.id]))[0].code,
      booking_date: '2026-11-24',
      time_range: '10:00-12:00',
      total_amount: 6000,
      sales_tax: 545,
      status: 'Confirmed',
      // the built-in test checkout's receipt is the school's receipt page
      stripe_receipt_url: `http://localhost:3000/api/public/receipts/${b.ref}/${b.id}`,
      invoice_url: `http://localhost:3000/api/public/receipts/${b.ref}/${b.id}`,
      payment_method: 'card',
      teacher_name: null,
      teacher_name_latin: null,
      teacher_id: null,
      // a move keeps as many timeslots
      timeslot_count: 4,
      // what a cancel now refunds (no cancellation policy: all of it)
      cancel_refund: { paid_yen: 6000, percent: 0, refund_yen: 6000 },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(res.cookies).toEqual([
      expect.objectContaining({
        name: `gtss_booking_${b.id}`,
        value: b.ref,
        path: `/api/public/bookings/${b.id}`,
        httpOnly: true,
        sameSite: 'Lax',
      }),
    ]);
  });

  test.each([
    ['a wrong reference', (b: Booked) => [`${b.ref.slice(0, -2)}xx`, b.id]],
    ['a wrong booking id', (b: Booked) => [b.ref, b.id + 1]],
    ['a mangled reference', (b: Booked) => ['x', b.id]],
    ['a mangled booking id', (b: Booked) => [b.ref, 'abc']],
    ['a booking id beyond the integer range', (b: Booked) => [b.ref, '99999999999']],
  ])('%s is a 404 "Booking not found." without a cookie', async (_name, pick) => {
    const b = await booked();
    const [ref, id] = pick(b);
    const res = await view(b.app, String(ref), id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: messages.bookingNotFound });
    expect(res.cookies).toEqual([]);
  });

  test('an unpaid (Pending) or Expired hold is not a booking yet: 404', async () => {
    const b = await booked({ paid: false });
    expect((await view(b.app, b.ref, b.id)).statusCode).toBe(404);
    await b.app.inject({ method: 'GET', url: `/api/test-checkout/${b.session}/cancel` });
    expect(await bookingsIn(b.db, 'Expired')).toBe(1);
    const res = await view(b.app, b.ref, b.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: messages.bookingNotFound });
  });
});

describe('POST /api/public/bookings/{booking_id}/cancel', () => {
  test('with the cookie: Canceled, seats free, refunded through the provider, mail queued', async () => {
    const b = await booked();
    const res = await cancel(b.app, b.id, await viewCookie(b));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: messages.bookingCanceled });
    expect(await bookingsIn(b.db, 'Canceled')).toBe(1);
    expect(await seatsFree(b.db, b.ids)).toEqual([1, 1, 1, 1]);
    expect(await timeslots(b.app)).toHaveLength(16);
    const [refund] = await b.db.query('select refunded_amount from test_checkout_sessions');
    expect(refund).toEqual({ refunded_amount: 6000 });
    expect(await count(b.db, 'select 1 from bookings where refunded_at is not null')).toBe(1);
    const subjects = await b.db.query<{ subject: string; text_body: string }>('select subject, text_body from mail_outbox order by id');
    expect(subjects.map((m) => m.subject)).toEqual([
      withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)'),
      withCode('Your trial class on Tue, 24 Nov 2026 was canceled (GT-…)'),
      withCode('Your refund for the trial class on Tue, 24 Nov 2026 has been issued (GT-…)'), // the provider has paid it out
    ]);
    expect(subjects[1].text_body).toContain('The payment will be refunded to your card.');
    expect(subjects[2].text_body).toContain('We have refunded ¥6,000 to the card you paid with');
    expect((await view(b.app, b.ref, b.id)).json().status).toBe('Canceled');
  });

  test("without the cookie, or with another booking's, it answers as for a booking that does not exist, and nothing changes", async () => {
    const b = await booked();
    const other = await booked({ app: b, date: '2026-11-25' });
    const otherCookie = await viewCookie(other);
    for (const cookie of [undefined, `gtss_booking_${b.id}=${other.ref}`, otherCookie.replace(`_${other.id}=`, `_${b.id}=x`)]) {
      const res = await cancel(b.app, b.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Booking not found.' });
    }
    // security review: a booking id that does not exist gets the very same answer
    const missing = await cancel(b.app, other.id + 1000, otherCookie);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { detail: 'Booking not found.' } });
    expect(await bookingsIn(b.db, 'Confirmed')).toBe(2);
  });

  test('a cross-site post (no JSON, no X-Requested-With) is refused even with the cookie', async () => {
    const b = await booked();
    const res = await b.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${b.id}/cancel`,
      headers: { cookie: await viewCookie(b) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CROSS_SITE });
    expect(await bookingsIn(b.db, 'Confirmed')).toBe(1);
  });

  test.each([
    ['the class is today in Tokyo', 14 * 60 + 1], // from Mon 10:00 to Tue 2026-11-24 00:01 in Tokyo
    ['the class is past', 3 * 24 * 60],
  ])('%s: 409, still Confirmed', async (_name, minutes) => {
    const b = await booked();
    const cookie = await viewCookie(b);
    b.clock.advanceMinutes(minutes);
    const res = await cancel(b.app, b.id, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: TOO_LATE });
    expect(await bookingsIn(b.db, 'Confirmed')).toBe(1);
  });

  test('the last minute of the day before still cancels', async () => {
    const b = await booked();
    b.clock.advanceMinutes(13 * 60 + 59); // Mon 2026-11-23 23:59 in Tokyo
    expect((await cancel(b.app, b.id, await viewCookie(b))).statusCode).toBe(200);
  });

  test('an already canceled booking is 409; two cancels at once refund once', async () => {
    const b = await booked();
    const cookie = await viewCookie(b);
    const both = await Promise.all([cancel(b.app, b.id, cookie), cancel(b.app, b.id, cookie)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await cancel(b.app, b.id, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: TOO_LATE });
    expect(await count(b.db, 'select 1 from mail_outbox')).toBe(3); // booked, canceled, refunded: once each
    expect(await seatsFree(b.db, b.ids)).toEqual([1, 1, 1, 1]);
  });

  test('an unknown booking is 404; a malformed id 400', async () => {
    const b = await booked();
    const res = await cancel(b.app, b.id + 100, `gtss_booking_${b.id + 100}=${b.ref}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: messages.bookingNotFound });
    const bad = await b.app.inject({ method: 'POST', url: '/api/public/bookings/abc/cancel', headers: { 'x-requested-with': 'fetch' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid request: booking_id: /);
  });
});
