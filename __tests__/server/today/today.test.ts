import fs from 'node:fs';
import { cancelBooking } from '../../../src/server/booking/cancelService';
import type { TodayView } from '../../../src/shared/admin/today';
import { adminCall, expectRoleChecks, laterLoggedInAgain } from '../admin/adminKit';
import { attendanceCall, phoneBooking, staffBookCall, visitorPaid, writeWorld, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { FIRST_DAY, timeslots } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// "Today": the front desk's day in one call, GET /api/admin/today. One app for the file: the day is
// built once (a cash booking, a visitor's card booking, a payment link, a cash refund owed) and then read.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

let w: WriteWorld;
const ids: Record<'sato' | 'guest' | 'link' | 'owed', number> = { sato: 0, guest: 0, link: 0, owed: 0 };
const today = (query = '') => adminCall(w.app, 'GET', `/admin/today${query}`, w.staff);

beforeAll(async () => {
  w = await writeWorld((dir, options) => startApp(dir, { ...options, scope: 'file' }), staticDir);
  // the day before: Sato pays cash for 10:00-12:00, Kenji for 16:00-18:00 and then cancels online
  const slots = (await timeslots(w.app, FIRST_DAY)).map((s) => s.id);
  const sato = { ...phoneBooking(slots.slice(0, 4), 'cash'), user_name: 'Sato Yui', source: 'desk' as const };
  ids.sato = (await staffBookCall(w, sato)).json().booking_id;
  ids.owed = (await staffBookCall(w, phoneBooking(slots.slice(12, 16), 'cash'))).json().booking_id;
  const [{ ref }] = await w.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [ids.owed]);
  await cancelBooking(w.deps, ids.owed, { referenceId: ref, ip: '203.0.113.9' });
  // a visitor pays by card for 12:00-14:00
  ids.guest = (await visitorPaid(w)).id;
  // the class day, 12:30 in Japan: a phone booking for 14:00-16:00 waits for its payment link
  await laterLoggedInAgain(w, w.clock, 24 * 60 + 150);
  const link = { ...phoneBooking(slots.slice(8, 12), 'link'), user_name: 'Mori Ken', link_until: 'default' as const };
  ids.link = (await staffBookCall(w, link)).json().booking_id;
  expect((await attendanceCall(w, ids.sato, { attendance: 'attended' })).statusCode).toBe(200);
});

test('the day in time order: over, begun and ahead; paid in cash, by card, awaiting payment, cash owed back', async () => {
  const res = await today();
  expect(res.statusCode).toBe(200);
  const view = res.json<TodayView>();
  expect(view.date).toBe(FIRST_DAY);
  const blocks = view.bookings.map((b) => [b.id, b.start, b.end, b.timing, b.payment, b.paid_in_cash, b.owed_back_yen, b.attendance]);
  expect(blocks).toEqual([
    [ids.sato, '10:00', '12:00', 'over', 'paid', true, 0, 'attended'],
    [ids.guest, '12:00', '14:00', 'begun', 'paid', false, 0, null],
    [ids.link, '14:00', '16:00', 'ahead', 'awaiting', false, 0, null],
    [ids.owed, '16:00', '18:00', 'ahead', 'owed_back', true, 6000, null],
  ]);
  const sato = view.bookings[0];
  expect(sato).toMatchObject({ user_name: 'Sato Yui', phone: '090-1234-5678', code: expect.stringMatching(/^GT-/), pay_by: null });
  // the payment link (and its hold) ends 30 minutes after it was sent at 12:30
  expect(view.bookings[2].pay_by).toBe('2026-11-24T04:00:00Z');
  // the cash was taken the day before: not in this day's till (the 23rd's); the cash owed back is listed, whatever its date
  expect(view.summary).toEqual({ classes: 3, arrived: 1, cash_taken: 0, cash_handed_back: 0, cash_to_pay_back: 6000 });
  expect(view.owed_back).toEqual([
    { booking_id: ids.owed, code: view.bookings[3].code, user_name: 'Kenji Sato', booking_date: FIRST_DAY, yen: 6000 },
  ]);
  expect((await today('?date=2026-11-23')).json().summary).toMatchObject({ cash_taken: 12000, cash_handed_back: 0 });
});

test('another date by ?date=; a bad date is a 400 with its detail; staff only', async () => {
  const before = await today('?date=2026-11-23');
  expect(before.json()).toEqual({
    date: '2026-11-23',
    summary: { classes: 0, arrived: 0, cash_taken: 12000, cash_handed_back: 0, cash_to_pay_back: 6000 },
    owed_back: [expect.objectContaining({ booking_id: ids.owed, yen: 6000 })],
    tuition: [], // no enrolment: no tuition to collect
    bookings: [],
    credits_day: { absences: [], makeups: [], requests: [] }, // issue 41: no absence, no make-up, no request that week
  });
  const bad = await today('?date=24-11-2026');
  expect([bad.statusCode, bad.json().detail]).toEqual([400, expect.stringContaining('yyyy-MM-dd')]);
  expect((await today('?date=2026-11-24&extra=1')).statusCode).toBe(400);
  await expectRoleChecks(w, 'GET', '/admin/today', undefined, 'staff');
});
