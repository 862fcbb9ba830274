import fs from 'node:fs';
import { holidayOn, holidaysBetween } from '../../../src/server/holidays/holidays';
import { NOT_ON_DATE } from '../../../src/shared/admin/bookingWords';
import { NOT_HOLIDAYS, SCHEDULE_CONFLICT } from '../../../src/shared/admin/schedule';
import { startAccounts } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, type AdminWorld } from './adminKit';
import { calendarOf, changeSettings, paidBooking, schedule, scheduleTables } from './adminScheduleKit';
import { closeDatesCall } from './closeDatesBehaviour';
import { writeWorld } from './adminBookingsWriteKit';
import { compact, pay, timeslots } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Japan's national holidays (@holiday-jp/holiday_jp on the server): named in the console's schedule and
// calendar, and "Closed on national holidays" closes them as closed dates are, for the visitor's availability and
// the server's booking check alike. The test clock's today is 2026-11-23 (勤労感謝の日); the window ends 2027-01-22.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const NEW_YEAR = '2027-01-01'; // a Friday, open 10:00-18:00 in TEST_SCHEDULE
const COMING_OF_AGE = '2027-01-11'; // a Monday

async function world(): Promise<AdminWorld> {
  return adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG));
}

test('the holiday data names each national holiday in Japanese and English, substitute holidays too', () => {
  expect(holidayOn(NEW_YEAR)).toEqual({ date: NEW_YEAR, name: '元日', name_en: "New Year's Day" });
  expect(holidayOn('2026-11-24')).toBeNull();
  expect(holidayOn('2027-03-23')).toBeNull();
  expect(holidayOn('2027-03-22')).toMatchObject({ name: '春分の日 振替休日' });
  expect(holidaysBetween('2026-12-24', '2027-01-12').map((h) => h.date)).toEqual([NEW_YEAR, COMING_OF_AGE]);
});

test("the console's schedule lists the window's holidays and its calendar names the day's", async () => {
  const w = await world();
  const state = await schedule(w);
  expect(state.holidays).toEqual([
    { date: '2026-11-23', name: '勤労感謝の日', name_en: 'Labor Thanksgiving Day' },
    { date: NEW_YEAR, name: '元日', name_en: "New Year's Day" },
    { date: COMING_OF_AGE, name: '成人の日', name_en: 'Coming of Age Day' },
  ]);
  const week = (await adminCall(w.app, 'GET', `/admin/calendar?from=2026-12-31&days=2`, w.staff)).json();
  expect(week.days.map((d: { holiday: unknown }) => d.holiday)).toEqual([
    null,
    { date: NEW_YEAR, name: '元日', name_en: "New Year's Day" },
  ]);
  // Open on holidays until the school says otherwise.
  expect(await timeslots(w.app, NEW_YEAR)).toHaveLength(16);
});

test('closed on national holidays: visitors see no slot on them and the server refuses their old slots; off again reopens them', async () => {
  const w = await world();
  const old = (await timeslots(w.app, NEW_YEAR)).slice(0, 4).map((s) => s.id);
  const on = await changeSettings(w, (s) => ({ ...s, closedOnHolidays: true }));
  expect(on.statusCode).toBe(200);
  expect(on.json().settings.closedOnHolidays).toBe(true);
  const calendar = await calendarOf(w.app);
  expect([calendar.get(NEW_YEAR), calendar.get(COMING_OF_AGE), calendar.get('2027-01-04')]).toEqual(['closed', 'closed', 'available']);
  expect(await timeslots(w.app, NEW_YEAR)).toEqual([]);
  // The slots are gone from the holiday (a visitor's page from before names them): refused as slots of no such day.
  const refused = await pay(w.app, old, { booking_date: compact(NEW_YEAR) });
  expect([refused.statusCode, refused.json()]).toEqual([400, { detail: NOT_ON_DATE }]);
  expect((await changeSettings(w, (s) => ({ ...s, closedOnHolidays: false }))).statusCode).toBe(200);
  expect(await timeslots(w.app, NEW_YEAR)).toHaveLength(16);
});

test('a holiday with bookings: turning it on is refused with them listed; "cancel these and close" cancels them and turns it on', async () => {
  const w = await writeWorld(startApp, staticDir);
  const ids = (await timeslots(w.app, COMING_OF_AGE)).slice(0, 4).map((s) => s.id);
  const booked = await paidBooking(w.app, w.db, COMING_OF_AGE, ids, 'holiday@example.com');
  const before = await scheduleTables(w.db);
  const res = await changeSettings(w, (s) => ({ ...s, closedOnHolidays: true }));
  expect([res.statusCode, res.json()]).toEqual([
    409,
    { detail: SCHEDULE_CONFLICT, conflicts: [expect.objectContaining({ id: booked, booking_date: COMING_OF_AGE })] },
  ]);
  expect(await scheduleTables(w.db)).toEqual(before);
  const { version } = await schedule(w);
  const bookings = [{ id: booked, status: 'Confirmed' }];
  // Only holidays are closed this way: a working day named is a bad request, and nothing changes.
  const wrong = await closeDatesCall(w, { version, dates: ['2027-01-12'], bookings, holidays: true });
  expect([wrong.statusCode, wrong.json()]).toEqual([400, { detail: NOT_HOLIDAYS }]);
  const closed = await closeDatesCall(w, { version, dates: [COMING_OF_AGE], bookings, holidays: true });
  expect(closed.statusCode).toBe(200);
  expect(closed.json()).toMatchObject({ canceled: 1, schedule: { settings: { closedOnHolidays: true, closedDates: ['2026-12-02'] } } });
  const [row] = await w.db.query<{ status: string }>('select status from bookings where id = $1', [booked]);
  expect(row.status).toBe('Canceled');
  expect(await timeslots(w.app, COMING_OF_AGE)).toEqual([]);
});
