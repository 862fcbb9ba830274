import fs from 'node:fs';
import { releaseSeats } from '../../../src/server/booking/bookingHolds';
import { sweepPayments } from '../../../src/server/booking/paymentLifecycle';
import { LINK_UNTIL_NEEDS_LINK } from '../../../src/shared/admin/bookings';
import { laterLoggedInAgain } from '../admin/adminKit';
import { mailsOf, phoneBooking, staffBookCall, writeWorld, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { FIRST_DAY, TODAY, timeslots } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// A phone booking's payment link (and its hold) kept until the end of today in Japan instead of 30 minutes:
// the server sets the bound, the email states it, and the sweeper releases the hold then and not before.
// The test's clock starts at 10:00 in Japan on TODAY.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

let w: WriteWorld;
beforeAll(async () => {
  w = await writeWorld((dir, options) => startApp(dir, { ...options, scope: 'file' }), staticDir);
});

const hold = async (id: number) =>
  (
    await w.db.query<{ status: string; until: string }>(
      `select status, to_char(checkout_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as until from bookings where id = $1`,
      [id],
    )
  )[0];

test('the link of a booking for tomorrow works until 23:59 today (Japan time): the email says so, the sweeper keeps it till then', async () => {
  const ids = (await timeslots(w.app, FIRST_DAY)).slice(0, 4).map((s) => s.id);
  const res = await staffBookCall(w, { ...phoneBooking(ids, 'link'), language: 'en', link_until: 'end_of_day' });
  expect([res.statusCode, res.json().detail]).toEqual([
    201,
    'Seats held. The payment link was emailed to kenji@example.com; it works until 23:59 today (Japan time).',
  ]);
  const id = res.json().booking_id as number;
  expect(await hold(id)).toEqual({ status: 'Pending', until: `${TODAY}T14:59Z` });
  const [mail] = await mailsOf(w.db, id);
  expect(mail.text_body).toContain('Your timeslots are held for you until 23:59 today (Japan time) while you pay.');
  expect(mail.text_body).toContain('please pay from the link below until 23:59 (Japan time)');

  await laterLoggedInAgain(w, w.clock, 13 * 60 + 58); // 23:58 in Japan: still held
  await sweepPayments(w.deps);
  expect((await hold(id)).status).toBe('Pending');
  w.clock.advanceMinutes(2); // the day is over
  await sweepPayments(w.deps);
  expect((await hold(id)).status).toBe('Expired');
});

test('a class later today: the link ends when the class begins; cash and unknown choices are refused', async () => {
  // the clock is now 00:00 on FIRST_DAY in Japan: its 10:00 class is ten hours away
  const slots = await w.db.query<{ id: number }>('select id from slots where day = $1 order by start_time limit 4', [FIRST_DAY]);
  const ids = slots.map((s) => s.id);
  const res = await staffBookCall(w, { ...phoneBooking(ids, 'link'), link_until: 'end_of_day' });
  expect(res.statusCode).toBe(201);
  expect(await hold(res.json().booking_id)).toEqual({ status: 'Pending', until: `${FIRST_DAY}T01:00Z` });

  const cash = await staffBookCall(w, { ...phoneBooking(ids, 'cash'), link_until: 'end_of_day' });
  expect([cash.statusCode, cash.json().errors[0].message]).toEqual([400, LINK_UNTIL_NEEDS_LINK]);
  expect((await staffBookCall(w, { ...phoneBooking(ids, 'link'), link_until: 'next_week' })).statusCode).toBe(400);
});

test("a phone booking's link lasts until the end of the day unless the clerk or the school's setting says otherwise", async () => {
  const slots = await w.db.query<{ id: number }>('select id from slots where day = $1 order by start_time offset 4 limit 4', [FIRST_DAY]);
  const ids = slots.map((s) => s.id);
  const until = async (body: object) => {
    const res = await staffBookCall(w, body);
    expect(res.statusCode).toBe(201);
    const { booking_id: id } = res.json();
    const found = (await hold(id)).until;
    await w.db.transaction((tx) => releaseSeats(tx, id, 'Pending', 'Expired')); // the seats free for the next try
    return found;
  };
  const now = w.clock.now();
  const thirtyMinutes = new Date(now.getTime() + 30 * 60_000).toISOString().slice(0, 16) + 'Z';
  // by phone, nothing said: the end of the day (or the class's start, when sooner: the clock is 00:00 on FIRST_DAY)
  expect(await until(phoneBooking(ids, 'link'))).toBe(`${FIRST_DAY}T03:00Z`);
  // at the desk, nothing said: the usual 30 minutes (the customer is there)
  expect(await until({ ...phoneBooking(ids, 'link'), source: 'desk' })).toBe(thirtyMinutes);
  // the school chose the usual time for phone links too
  const { schedule } = w.deps;
  w.deps.schedule = { ...schedule, phoneLinkUntil: 'default' };
  try {
    expect(await until(phoneBooking(ids, 'link'))).toBe(thirtyMinutes);
    expect(await until({ ...phoneBooking(ids, 'link'), link_until: 'end_of_day' })).toBe(`${FIRST_DAY}T03:00Z`);
  } finally {
    w.deps.schedule = schedule;
  }
});
