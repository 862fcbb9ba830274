import fs from 'node:fs';
import { MAX_RANGE_DAYS, RANGE_TOO_LONG } from '../../../src/server/admin/numbers';
import { startAccounts } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, laterLoggedInAgain, type AdminWorld } from './adminKit';
import { pay, payWithCard, timeslots } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir, testConfig, useTestApps } from '../testApp';

// Numbers: per week and per month of the class date, on a fixture whose figures are known.
// TEST_SCHEDULE: 1,500 yen a slot, 10% tax, one seat a slot, 16 slots a weekday, 8 on Saturdays, closed
// on Sundays and on Wednesday 2026-12-02; the window starts on Tuesday 2026-11-24.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

let n = 0;
/** A booking of the first `slots` free slots of the day, paid on the test checkout unless said. */
async function book(w: AdminWorld, date: string, slots = 4, paid = true): Promise<number> {
  const ids = (await timeslots(w.app, date)).slice(0, slots).map((s) => s.id);
  const res = await pay(w.app, ids, { booking_date: date.replaceAll('-', ''), user_email: `guest${++n}@example.com` });
  expect(res.statusCode).toBeLessThan(300);
  if (paid) expect((await payWithCard(w.app, res.json().session.url)).statusCode).toBe(303);
  return (await w.db.query<{ id: number }>('select max(id) as id from bookings'))[0].id;
}

/**
 * Week of Mon 2026-11-23: A paid (6,000), B paid and a no-show, C paid then canceled with 2,000 refunded,
 * D paid then canceled with the whole amount to refund, E an unpaid hold; one slot closed by staff.
 * Week of Mon 2026-11-30: F paid for six slots (9,000).
 */
async function fixture(w: AdminWorld) {
  await book(w, '2026-11-24');
  const b = await book(w, '2026-11-25');
  const c = await book(w, '2026-11-26');
  const d = await book(w, '2026-11-27');
  await book(w, '2026-11-28', 4, false);
  await book(w, '2026-12-01', 6);
  // what the staff's cancel, refund and attendance calls leave behind (their own tests cover the calls)
  await w.db.query(`update bookings set attendance = 'no_show' where id = $1`, [b]);
  await w.db.query(
    `update bookings set status = 'Canceled', canceled_at = now(), refund_amount = 2000, refund_requested_at = now(), refunded_at = now() where id = $1`,
    [c],
  );
  await w.db.query(`update bookings set status = 'Canceled', canceled_at = now(), refund_requested_at = now() where id = $1`, [d]);
  await w.db.query(`update slots set closed = true where id = (select min(id) from slots where day = '2026-11-27' and seats_free = 1)`);
}

const numbers = (w: AdminWorld, query: string) => adminCall(w.app, 'GET', `/admin/numbers?${query}`, w.staff);

const zero = { bookings: 0, gross_revenue: 0, refunds: 0, net_revenue: 0, tax: 0, hours_filled: 0, cancellations: 0, no_shows: 0 };

async function expectWeeks(w: AdminWorld) {
  await fixture(w);
  const res = await numbers(w, 'from=2026-11-25&to=2026-12-13&period=week');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    period: 'week',
    by_teacher: [],
    // every booking here came without a tracked link: B, C (less 2,000 refunded), D (all refunded), F
    by_source: [
      { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, link_name: null, bookings: 4, net_revenue: 19_000 },
    ],
    // no one enrolled after their trial here (trials that became students: __tests__/server/enrolment/trialStudents.test.ts)
    students_by_source: [{ utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, trials: 4, students: 0 }],
    // today is Monday 2026-11-23, the first period's first day: A, B and F are still booked ahead (C and D were canceled)
    ahead: { from: '2026-11-23', bookings: 3, net_revenue: 21_000 },
    rows: [
      {
        start: '2026-11-23',
        bookings: 4, // A, B, C, D: paid; E never was
        gross_revenue: 24_000,
        refunds: 8_000, // C's 2,000 and D's 6,000
        net_revenue: 16_000,
        tax: 545 + 545 + 363 + 0, // floor(net × 10 / 110) per booking
        hours_offered: (5 * 16 + 8 - 1) / 2, // Mon (today: the desk's walk-ins) to Fri, Saturday, less the closed slot
        hours_filled: 4, // A and B; canceled bookings hold none, E is unpaid
        cancellations: 2,
        no_shows: 1,
      },
      {
        start: '2026-11-30',
        ...zero,
        bookings: 1,
        gross_revenue: 9_000,
        net_revenue: 9_000,
        tax: 818,
        hours_offered: (4 * 16 + 8) / 2, // Wednesday 2026-12-02 is closed
        hours_filled: 3,
      },
      { start: '2026-12-07', ...zero, hours_offered: (5 * 16 + 8) / 2 },
    ],
    totals: {
      start: '2026-11-23',
      bookings: 5,
      gross_revenue: 33_000,
      refunds: 8_000,
      net_revenue: 25_000,
      tax: 2_271,
      hours_offered: (87 + 72 + 88) / 2,
      hours_filled: 7,
      cancellations: 2,
      no_shows: 1,
    },
  });
}

test('per ISO week: every column of each week, the empty one too, and the totals', async () => {
  await expectWeeks(await adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG)));
});

describeWithPostgres(`the same report ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  test('per ISO week', async () => {
    await expectWeeks(await adminWorld({ ...(await instance({}, ADMIN_CONFIG)), config: testConfig(staticDir, ADMIN_CONFIG) }));
  });
});

test('booked ahead: only the bookings still booked for classes from today on, net of refunds; none when the range is past', async () => {
  const t = await startAccounts(startApp, staticDir, ADMIN_CONFIG);
  const w = await adminWorld(t);
  await fixture(w);
  await laterLoggedInAgain(w, t.clock, 3 * 24 * 60); // Thursday 2026-11-26: A and B (24th, 25th) are past
  const weeks = (await numbers(w, 'from=2026-11-23&to=2026-12-13&period=week')).json();
  // F (1 December, 9,000); C (26th) and D (27th) were canceled: booked no more, whatever they paid
  expect(weeks.ahead).toEqual({ from: '2026-11-26', bookings: 1, net_revenue: 9_000 });
  expect(weeks.totals).toMatchObject({ bookings: 5, net_revenue: 25_000 });
  // whole periods: November's row (asked for up to the 15th) has only C and D ahead, both canceled; September to October none
  const november = (await numbers(w, 'from=2026-11-01&to=2026-11-15&period=month')).json();
  expect(november.ahead).toEqual({ from: '2026-11-26', bookings: 0, net_revenue: 0 });
  const past = (await numbers(w, 'from=2026-09-01&to=2026-10-31&period=month')).json();
  expect(past.ahead).toEqual({ from: '2026-11-26', bookings: 0, net_revenue: 0 });
});

test('per calendar month', async () => {
  const w = await adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG));
  await fixture(w);
  const res = await numbers(w, 'from=2026-11-15&to=2027-02-01&period=month');
  expect(res.statusCode).toBe(200);
  const { rows, totals } = res.json();
  expect(rows.map((r: { start: string }) => r.start)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
  expect(rows[0]).toEqual({
    start: '2026-11-01',
    bookings: 4,
    gross_revenue: 24_000,
    refunds: 8_000,
    net_revenue: 16_000,
    tax: 1_453,
    hours_offered: (87 + 16) / 2, // 23–28 November (the 23rd is today: the desk's walk-ins) and Monday the 30th
    hours_filled: 4,
    cancellations: 2,
    no_shows: 1,
  });
  // December: 22 open weekdays (the 2nd is closed) and 4 Saturdays
  expect(rows[1]).toEqual({
    start: '2026-12-01',
    ...zero,
    bookings: 1,
    gross_revenue: 9_000,
    net_revenue: 9_000,
    tax: 818,
    hours_offered: (22 * 16 + 4 * 8) / 2,
    hours_filled: 3,
  });
  // January: the window ends on Friday the 22nd (slots exist up to it); February has none yet
  expect(rows[2]).toEqual({ start: '2027-01-01', ...zero, hours_offered: (16 * 16 + 3 * 8) / 2 });
  expect(rows[3]).toEqual({ start: '2027-02-01', ...zero, hours_offered: 0 });
  expect(totals).toMatchObject({ bookings: 5, net_revenue: 25_000, tax: 2_271, hours_filled: 7, hours_offered: (103 + 384 + 280) / 2 });
});

test('the range is checked: dates, order, at most two years', async () => {
  const w = await adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG));
  const bad = async (query: string) => {
    const res = await numbers(w, query);
    expect(res.statusCode).toBe(400);
    return res.json().detail as string;
  };
  expect(await bad('from=2026-11-01&to=2030-11-01&period=month')).toBe(RANGE_TOO_LONG);
  expect(await bad('from=2026-12-01&to=2026-11-01')).toContain('The range must end on or after its first day.');
  expect(await bad('from=2026-13-01&to=2026-12-01')).toContain('yyyy-MM-dd');
  expect(await bad('from=2026-11-01&to=2026-12-01&period=day')).toEqual(expect.any(String));
  expect(await bad('to=2026-12-01')).toEqual(expect.any(String));
  // two years exactly is fine, and an empty database lists every period with zeros
  const to = new Date(Date.UTC(2025, 0, 1) + MAX_RANGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const res = await numbers(w, `from=2025-01-01&to=${to}&period=month`);
  expect(res.statusCode).toBe(200);
  expect(res.json().rows).toHaveLength(25);
  const week = (await numbers(w, 'from=2026-11-23&to=2026-11-23')).json();
  expect(week.period).toBe('week');
  expect(week.rows.map((r: { start: string }) => r.start)).toEqual(['2026-11-23']);
});
