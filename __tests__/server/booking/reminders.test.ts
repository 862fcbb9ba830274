import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { queueDueReminders, queuePaymentLinks } from '../../../src/server/booking/reminders';
import type { Db } from '../../../src/server/db/db';
import { bookingBody, firstSlotIds, pay, payWithCard, TEST_SCHEDULE, testClock, withCode } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// A reminder REMINDER_HOURS (24) before the class, exactly once per booking, never for a
// cancelled one, none for a booking made later than that; queued with its mark in one transaction.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const HOUR = 3_600_000;
// The test clock starts on Monday 2026-11-23, 10:00 in Tokyo. Thursday's 10:00 class starts 72 h later.
const THURSDAY = '2026-11-26';
const THURSDAY_10AM = new Date('2026-11-26T01:00:00Z');

async function start(hours = 24) {
  const clock = testClock();
  const t = await startApp(staticDir, { services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false } });
  const deps = t.app.services.deps;
  return { ...t, clock, remind: () => queueDueReminders(deps, hours) };
}

/** Books and pays the first four slots of a day on the test checkout, as a visitor (email per booking). */
async function paidBooking(app: FastifyInstance, db: Db, date: string, email = 'hanako@example.com'): Promise<{ id: number; ref: string }> {
  const ids = await firstSlotIds(app, 4, date);
  const res = await pay(app, ids, { booking_date: date.replaceAll('-', ''), user_email: email });
  expect(res.statusCode).toBe(200);
  expect((await payWithCard(app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings order by id desc limit 1');
  return b;
}

const reminders = (db: Db) =>
  db.query<{ to_address: string; subject: string; text_body: string }>(
    `select to_address, subject, text_body from mail_outbox where subject like '%eminder%' order by id`,
  );

/** Moves the clock to `at` (it only goes forward). */
const setClock = (clock: ReturnType<typeof testClock>, at: Date) => clock.advanceMinutes((at.getTime() - clock.now().getTime()) / 60_000);

test('queued once, at 24 h before the class: not a minute earlier, never twice', async () => {
  const { app, db, clock, remind } = await start();
  const booking = await paidBooking(app, db, THURSDAY);
  expect(await remind()).toBe(0);
  setClock(clock, new Date(THURSDAY_10AM.getTime() - 24 * HOUR - 60_000));
  expect(await remind()).toBe(0);
  clock.advanceMinutes(1);
  expect(await remind()).toBe(1);
  expect(await remind()).toBe(0);
  clock.advanceMinutes(60);
  expect(await remind()).toBe(0);
  const mails = await reminders(db);
  expect(mails).toEqual([
    {
      to_address: 'hanako@example.com',
      subject: withCode('Reminder: your trial class on Thu, 26 Nov 2026 (GT-…)'),
      text_body: expect.any(String),
    },
  ]);
  expect(mails[0].text_body).toContain(`/view-booking/${booking.ref}/${booking.id}`);
});

test('a server that was down at the 24-hour mark sends the reminder when it is back, if the class has not started', async () => {
  const { app, db, clock, remind } = await start();
  await paidBooking(app, db, THURSDAY);
  setClock(clock, new Date(THURSDAY_10AM.getTime() - 2 * HOUR));
  expect(await remind()).toBe(1);

  const late = await start();
  await paidBooking(late.app, late.db, THURSDAY);
  setClock(late.clock, new Date(THURSDAY_10AM.getTime() + 60_000)); // the class has begun
  expect(await late.remind()).toBe(0);
});

test('a cancelled booking gets no reminder', async () => {
  const { app, db, clock, remind } = await start();
  const booking = await paidBooking(app, db, THURSDAY);
  const view = await app.inject({ method: 'GET', url: `/api/public/view-booking/${booking.ref}/${booking.id}` });
  const cookie = view.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const canceled = await app.inject({
    method: 'POST',
    url: `/api/public/bookings/${booking.id}/cancel`,
    headers: { 'x-requested-with': 'fetch', cookie },
    payload: {},
  });
  expect(canceled.statusCode).toBe(200);
  setClock(clock, new Date(THURSDAY_10AM.getTime() - 12 * HOUR));
  expect(await remind()).toBe(0);
  expect(await reminders(db)).toEqual([]);
});

test('a booking made less than 24 h before its class gets none', async () => {
  const { app, db, clock, remind } = await start();
  setClock(clock, new Date(THURSDAY_10AM.getTime() - 23 * HOUR)); // Wednesday 11:00 in Tokyo
  await paidBooking(app, db, THURSDAY);
  expect(await remind()).toBe(0);
  clock.advanceMinutes(22 * 60);
  expect(await remind()).toBe(0);
});

test('a crash between marking and queueing loses nothing: the next pass queues it, once', async () => {
  const { app, db, clock, remind } = await start();
  await paidBooking(app, db, THURSDAY);
  setClock(clock, new Date(THURSDAY_10AM.getTime() - 20 * HOUR));
  const deps = app.services.deps;
  const realDb = deps.db;
  deps.db = {
    ...realDb,
    transaction: (fn) =>
      realDb.transaction((tx) =>
        fn({
          ...tx,
          query: (sql: string, params?: unknown[]) =>
            /insert into mail_outbox/i.test(sql) ? Promise.reject(new Error('the process died here')) : tx.query(sql, params),
        } as typeof tx),
      ),
  };
  await expect(remind()).rejects.toThrow('the process died here');
  deps.db = realDb;
  expect(await db.query('select reminder_queued_at from bookings')).toEqual([{ reminder_queued_at: null }]);
  expect(await remind()).toBe(1);
  expect(await remind()).toBe(0);
  expect(await reminders(db)).toHaveLength(1);
});

test('REMINDER_HOURS=0 turns reminders off; another value moves them', async () => {
  const off = await start(0);
  await paidBooking(off.app, off.db, THURSDAY);
  setClock(off.clock, new Date(THURSDAY_10AM.getTime() - HOUR));
  expect(await off.remind()).toBe(0);

  const two = await start(2);
  await paidBooking(two.app, two.db, THURSDAY);
  setClock(two.clock, new Date(THURSDAY_10AM.getTime() - 2 * HOUR - 60_000));
  expect(await two.remind()).toBe(0);
  two.clock.advanceMinutes(1);
  expect(await two.remind()).toBe(1);
});

describe('the payment-link email of a hold left unpaid', () => {
  /** Holds the first four slots of Thursday as a Japanese visitor, without paying; answers the checkout URL. */
  async function hold(app: FastifyInstance): Promise<string> {
    const ids = await firstSlotIds(app, 4, THURSDAY);
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/book/confirm',
      payload: { ...bookingBody({ timeslot_ids: ids, action_type: 'payment' }), booking_date: THURSDAY.replaceAll('-', '') },
      headers: { cookie: 'gtss_lang=ja' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().session.url as string;
  }
  const linkMails = (db: Db) => db.query<{ subject: string; text_body: string }>(`select subject, text_body from mail_outbox order by id`);

  test('sent once, 10 minutes after the hold, in the visitor’s language, with the link to pay', async () => {
    const { app, db, clock } = await start();
    const deps = app.services.deps;
    const url = await hold(app);
    clock.advanceMinutes(9);
    expect(await queuePaymentLinks(deps)).toBe(0);
    clock.advanceMinutes(1);
    expect(await queuePaymentLinks(deps)).toBe(1);
    expect(await queuePaymentLinks(deps)).toBe(0);
    const [mail] = await linkMails(db);
    expect(mail.subject).toEqual(withCode('【GTSS語学スクール】お支払い手続きのご案内（2026年11月26日(木)・予約コード GT-…）'));
    expect(mail.text_body).toContain(url);
  });

  test('a visitor who paid within the 10 minutes gets only the confirmation', async () => {
    const { app, db, clock } = await start();
    const url = await hold(app);
    clock.advanceMinutes(5);
    expect((await payWithCard(app, url)).statusCode).toBe(303);
    clock.advanceMinutes(10);
    expect(await queuePaymentLinks(app.services.deps)).toBe(0);
    expect(await linkMails(db)).toHaveLength(1); // the booking confirmation
  });

  test('none for a hold with less than 5 minutes left (a server that was down meanwhile)', async () => {
    const { app, db, clock } = await start();
    await hold(app);
    clock.advanceMinutes(26);
    expect(await queuePaymentLinks(app.services.deps)).toBe(0);
    expect(await linkMails(db)).toEqual([]);
  });
});
