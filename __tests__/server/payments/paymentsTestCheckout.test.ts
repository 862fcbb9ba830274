import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  bookingBody,
  bookingsIn,
  count,
  firstSlotIds,
  pay,
  seatsFree,
  TEST_SCHEDULE,
  testClock,
  withCode,
  timeslots,
} from '../booking/bookingTestKit';
import { buildApp } from '../../../src/server/app';
import { makeStaticDir, testConfig, useTestApps } from '../testApp';

// The built-in test checkout (no STRIPE_SECRET_KEY): a plain page that pays or abandons a session
// exactly as Stripe's webhook would, with Stripe's test cards.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const SUCCESS = 'http://localhost:3000/app/book_success';

async function started() {
  const clock = testClock();
  const { app, db } = await startApp(staticDir, { services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false } });
  const ids = await firstSlotIds(app, 4);
  const res = await pay(app, ids);
  expect(res.statusCode).toBe(200);
  const page = new URL(res.json().session.url).pathname;
  const session = page.split('/').at(-1)!;
  return { app, db, ids, page, session, clock };
}

const payWith = (app: FastifyInstance, page: string, card: string) =>
  app.inject({
    method: 'POST',
    url: `${page}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card }).toString(),
  });

test('the page shows the amount, a Card number field, a Pay button and a Cancel link', async () => {
  const { app, page } = await started();
  const res = await app.inject({ method: 'GET', url: page });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toContain('¥6,000');
  expect(res.body).toContain('Trial class Tue, 24 Nov 2026 10:00-12:00');
  expect(res.body).toMatch(/<label for="card">Card number<\/label>\s*<input id="card" name="card"/);
  expect(res.body).toContain('<button type="submit">Pay</button>');
  expect(res.body).toContain(`<form method="post" action="${page}/pay">`);
  expect(res.body).toContain(`<a href="${page}/cancel">Cancel</a>`);
});

test('the page is in the visitor language, with the class time in Japan time and on their own clock', async () => {
  const { app, page } = await started();
  const res = await app.inject({ method: 'GET', url: page, headers: { cookie: 'gtss_lang=ja; gtss_tz=America/New_York' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-language']).toBe('ja');
  expect(res.body).toMatch(/^<!doctype html><html lang="ja">/);
  expect(res.body).toContain('<title>お支払い | GTSS テスト決済</title>');
  // the booking was made without a time zone cookie: Japan time only
  expect(res.body).toContain('体験レッスン 2026年11月24日(火) 10:00-12:00 (日本時間)');
  expect(res.body).toContain('¥6,000 <span class="muted">(税込)</span>');
  expect(res.body).toMatch(/<label for="card">カード番号<\/label>/);
  expect(res.body).toContain('<button type="submit">支払う</button>');
  expect(res.body).toContain(`<a href="${page}/cancel">キャンセル</a>`);
  const declined = await app.inject({
    method: 'POST',
    url: `${page}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ja-JP,ja;q=0.9' },
    payload: 'card=4000000000000002',
  });
  expect(declined.statusCode).toBe(402);
  expect(declined.body).toContain('role="alert">カードが拒否されました。</p>');
  const unknown = await app.inject({
    method: 'GET',
    url: '/api/test-checkout/tcs_doesnotexist123',
    headers: { 'accept-language': 'zh-TW' },
  });
  expect(unknown.body).toMatch(/^<!doctype html><html lang="zh-TW">/);
  expect(unknown.body).toContain('此結帳工作階段不存在。');
});

test("a visitor abroad sees the class on their own clock beside Japan time (the booking's time zone)", async () => {
  const { app } = await startApp(staticDir, { services: { now: testClock().now, schedule: TEST_SCHEDULE, workers: false } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/book/confirm',
    headers: { cookie: 'gtss_tz=America/New_York' },
    payload: bookingBody({ timeslot_ids: await firstSlotIds(app, 4), action_type: 'payment' }),
  });
  const checkout = await app.inject({ method: 'GET', url: new URL(res.json().session.url).pathname });
  // 10:00 in Tokyo is 20:00 the evening before in New York (EST, UTC-5)
  expect(checkout.body).toContain(
    'Trial class Tue, 24 Nov 2026 10:00-12:00 (Japan time) / Mon, 23 Nov 2026 20:00-22:00 (your time, America/New_York)',
  );
  expect(checkout.body).toMatch(/^<!doctype html><html lang="en">/);
});

test('an unknown session is a 404 page; a malformed one a 400', async () => {
  const { app } = await started();
  const unknown = await app.inject({ method: 'GET', url: '/api/test-checkout/tcs_doesnotexist123' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain('This checkout session does not exist.');
  const bad = await app.inject({ method: 'GET', url: '/api/test-checkout/..%2F..%2Fetc' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().detail).toMatch(/^Invalid request: session/);
});

test('4242 4242 4242 4242 pays: 303 to /app/book_success, Confirmed once, receipt stored, mail queued', async () => {
  const { app, db, ids, page, session } = await started();
  const res = await payWith(app, page, '4242 4242 4242 4242');
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(SUCCESS);
  const [b] = await db.query<Record<string, string | number>>('select id, reference_id, status, receipt_url, payment_ref from bookings');
  const receiptPage = `http://localhost:3000/api/public/receipts/${b.reference_id}/${b.id}`;
  expect(b).toMatchObject({ status: 'Confirmed', payment_ref: session, receipt_url: receiptPage });
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);

  const [mail] = await db.query<{ to_address: string; subject: string; text_body: string; html_body: string; ics: string }>(
    'select * from mail_outbox',
  );
  const link = `http://localhost:3000/view-booking/${b.reference_id}/${b.id}`;
  expect(mail.to_address).toBe('hanako@example.com');
  expect(mail.subject).toEqual(withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)'));
  expect(mail.text_body).toContain(link);
  expect(mail.text_body).toContain('Time: 10:00-12:00 Japan time');
  expect(mail.html_body).toContain(`href="${link}"`);
  expect(mail.ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(mail.ics).toContain('DTSTART:20261124T010000Z\r\nDTEND:20261124T030000Z'); // 10:00-12:00 in Tokyo
  expect(mail.ics).toContain(`URL:${link}`);

  const receipt = await app.inject({ method: 'GET', url: new URL(receiptPage).pathname });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.body).toContain('¥6,000');
  // The receipt address stored before the receipt page existed leads on to it.
  const old = await app.inject({ method: 'GET', url: `${page}/receipt` });
  expect(old.statusCode).toBe(303);
  expect(old.headers.location).toBe(receiptPage);
  // The paid page now sends the visitor on instead of offering to pay again.
  expect((await app.inject({ method: 'GET', url: page })).headers.location).toBe(SUCCESS);
});

test('a replayed or double-clicked pay changes nothing', async () => {
  const { app, db, page } = await started();
  const both = await Promise.all([payWith(app, page, '4242424242424242'), payWith(app, page, '4242424242424242')]);
  expect(both.map((r) => r.statusCode)).toEqual([303, 303]);
  const again = await payWith(app, page, '4242424242424242');
  expect(again.statusCode).toBe(303);
  expect(again.headers.location).toBe(SUCCESS);
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
  expect(await count(db, 'select 1 from mail_outbox')).toBe(1);
  expect(await count(db, `select 1 from test_checkout_sessions where status = 'complete'`)).toBe(1);
});

test.each([
  ['4000 0000 0000 0002', 'Your card was declined.'],
  ['4000000000009995', 'Your card has insufficient funds.'],
  ['1234 5678', 'Your card number is invalid.'],
])('%s is refused with "%s" and the booking stays Pending', async (card, message) => {
  const { app, db, ids, page } = await started();
  const res = await payWith(app, page, card);
  expect(res.statusCode).toBe(402);
  expect(res.body).toContain(`role="alert">${message}</p>`);
  expect(res.body).toContain('<button type="submit">Pay</button>'); // try another card
  expect(await bookingsIn(db, 'Pending')).toBe(1);
  expect(await count(db, 'select 1 from mail_outbox')).toBe(0);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect((await payWith(app, page, '4242 4242 4242 4242')).statusCode).toBe(303);
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
});

test('Cancel returns to the booking page, expires the booking and frees the seats', async () => {
  const { app, db, ids, page } = await started();
  const res = await app.inject({ method: 'GET', url: `${page}/cancel` });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('http://localhost:3000/app/booking');
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
  expect(await timeslots(app)).toHaveLength(16);
  // The abandoned session can no longer be paid, and a second Cancel gives nothing back twice.
  const late = await payWith(app, page, '4242 4242 4242 4242');
  expect(late.statusCode).toBe(410);
  expect(late.body).toContain('This checkout session is no longer open.');
  await app.inject({ method: 'GET', url: `${page}/cancel` });
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
  expect(await bookingsIn(db, 'Confirmed')).toBe(0);
});

test('a session past its 30 minutes cannot be paid', async () => {
  const { app, db, page, clock } = await started();
  clock.advanceMinutes(31);
  expect((await app.inject({ method: 'GET', url: page })).body).toContain('This checkout session has expired.');
  const res = await payWith(app, page, '4242 4242 4242 4242');
  expect(res.statusCode).toBe(410);
  expect(await bookingsIn(db, 'Confirmed')).toBe(0);
  expect(await count(db, `select 1 from test_checkout_sessions where status = 'open'`)).toBe(1); // the sweeper settles it
});

// Robustness: the session is marked paid first (the provider's own record, as at Stripe),
// then the booking is confirmed. A crash (SIGKILL) between the two leaves a paid session whose
// booking is still Pending: the state these tests set up by hand.
async function paidButNotConfirmed() {
  const s = await started();
  await s.db.query(`update test_checkout_sessions set status = 'complete' where id = $1`, [s.session]);
  return s;
}

test('after a crash between "paid" and "confirmed", the resent Pay form confirms the booking, once', async () => {
  const { app, db, page, session } = await paidButNotConfirmed();
  const res = await payWith(app, page, '4242 4242 4242 4242');
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(SUCCESS);
  const [b] = await db.query('select status, payment_ref from bookings');
  expect(b).toEqual({ status: 'Confirmed', payment_ref: session });
  expect(await count(db, 'select 1 from mail_outbox')).toBe(1);
  await payWith(app, page, '4242 4242 4242 4242');
  expect(await count(db, 'select 1 from mail_outbox')).toBe(1);
});

test('after a crash between "paid" and "confirmed", the next start confirms the booking, once', async () => {
  const { app, db, ids } = await paidButNotConfirmed();
  await app.close();
  // The restarted process, on the same database (Stripe would retry its webhook; here the start does).
  for (let start = 0; start < 2; start++) {
    const again = await buildApp({
      config: testConfig(staticDir),
      db,
      services: { now: testClock().now, schedule: TEST_SCHEDULE, workers: false },
    });
    await again.ready();
    await again.close();
  }
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect(await count(db, 'select 1 from mail_outbox')).toBe(1);
  const [b] = await db.query<{ id: number; reference_id: string; receipt_url: string }>(
    'select id, reference_id, receipt_url from bookings',
  );
  expect(b.receipt_url).toBe(`http://localhost:3000/api/public/receipts/${b.reference_id}/${b.id}`);
});

test('a hold and its checkout session are made together: a payer refused for a taken seat leaves no session behind', async () => {
  const { app, db, ids, session } = await started();
  const [held] = await db.query<Record<string, unknown>>(
    `select b.status, b.provider, b.checkout_session_id, s.status as session_status, s.amount, s.expires_at = b.checkout_expires_at as same_expiry
     from bookings b join test_checkout_sessions s on s.booking_id = b.id`,
  );
  expect(held).toEqual({
    status: 'Pending',
    provider: 'test',
    checkout_session_id: session,
    session_status: 'open',
    amount: 6000,
    same_expiry: true,
  });
  const late = await pay(app, ids, { user_email: 'late@example.com' });
  expect(late.statusCode).toBe(409);
  expect(await count(db, 'select 1 from test_checkout_sessions')).toBe(1);
  expect(await bookingsIn(db)).toBe(1);
});
