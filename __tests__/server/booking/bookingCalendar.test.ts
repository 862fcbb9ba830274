import fs from 'node:fs';
import { addDays, weekday } from '../../../src/shared/dates';
import * as messages from '../../../src/shared/messages';
import { CLOSED_DAY, FIRST_DAY, LAST_DAY, NOW, TEST_SCHEDULE, TODAY, compact, firstSlotIds, pay, timeslots } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Calendar and timeslot calls, against a real migrated database and a fixed clock.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const start = () => startApp(staticDir, { services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false } });
const calendarOf = async (app: Awaited<ReturnType<typeof start>>['app']) => {
  const res = await app.inject({ method: 'GET', url: '/api/public/rental-space/calendar/default' });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ date: string; status: string }>;
};

describe('GET /api/public/rental-space/calendar/default', () => {
  test('lists every day from tomorrow to +60 days in Tokyo; Sundays and closed dates are closed', async () => {
    const { app } = await start();
    const days = await calendarOf(app);
    expect(days).toHaveLength(60);
    expect(days[0]).toEqual({ date: FIRST_DAY, status: 'available' });
    expect(days.at(-1)).toEqual({ date: LAST_DAY, status: 'available' });
    expect(days.find((d) => d.date === TODAY)).toBeUndefined();
    expect(days.find((d) => d.date === '2026-11-29')).toEqual({ date: '2026-11-29', status: 'closed' }); // a Sunday
    expect(days.find((d) => d.date === CLOSED_DAY)).toEqual({ date: CLOSED_DAY, status: 'closed' });
    const expected = days.map((_, i) => {
      const date = addDays(FIRST_DAY, i);
      return { date, status: weekday(date) === 0 || date === CLOSED_DAY ? 'closed' : 'available' };
    });
    expect(days).toEqual(expected);
  });

  test('a day with fewer than 4 free slots is full; exactly 4 free is still available', async () => {
    const { app } = await start();
    // Saturdays open 10:00-14:00: 8 slots of one seat each.
    expect((await pay(app, await firstSlotIds(app, 5, '2026-11-28'), { booking_date: '20261128' })).statusCode).toBe(200);
    expect((await pay(app, await firstSlotIds(app, 4, '2026-12-05'), { booking_date: '20261205' })).statusCode).toBe(200);
    const days = await calendarOf(app);
    expect(days.find((d) => d.date === '2026-11-28')?.status).toBe('full');
    expect(days.find((d) => d.date === '2026-12-05')?.status).toBe('available');
  });

  test('the window moves with the Tokyo date, not the UTC date', async () => {
    // 2026-11-23T15:30Z is already 2026-11-24 00:30 in Tokyo.
    const { app } = await startApp(staticDir, {
      services: { now: () => new Date('2026-11-23T15:30:00Z'), schedule: TEST_SCHEDULE, workers: false },
    });
    const res = await app.inject({ method: 'GET', url: '/api/public/rental-space/calendar/default' });
    expect(res.json()[0].date).toBe('2026-11-25');
  });

  test('an unknown rental space is a 404 with a detail', async () => {
    const { app } = await start();
    for (const url of ['/api/public/rental-space/calendar/other', '/api/public/rental-space/calendar/other/20261124']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Unknown rental space "other".' });
    }
  });
});

describe('GET /api/public/rental-space/calendar/default/{yyyymmdd}', () => {
  test('answers the free slots {id, start, end} ordered by start, in 30-minute HH:MM steps', async () => {
    const { app } = await start();
    const slots = await timeslots(app, FIRST_DAY); // a Tuesday, 10:00-18:00
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ id: expect.any(Number), start: '10:00', end: '10:30' });
    expect(slots.at(-1)).toMatchObject({ start: '17:30', end: '18:00' });
    slots.forEach((s, i) => i > 0 && expect(s.start).toBe(slots[i - 1].end));
    expect(new Set(slots.map((s) => s.id)).size).toBe(16);
    expect(await timeslots(app, '2026-11-28')).toHaveLength(8); // Saturday, 10:00-14:00
    expect(await timeslots(app, '2026-11-29')).toEqual([]); // Sunday
  });

  test('the last day of the window is bookable', async () => {
    const { app } = await start();
    expect(await timeslots(app, LAST_DAY)).toHaveLength(16);
  });

  test.each([
    ['20261332', /^Invalid request: date: Dates are written yyyymmdd/],
    ['20260230', /^Invalid request: date: Dates are written yyyymmdd/],
    ['abc', /^Invalid request: date: Dates are written yyyymmdd/],
    ['2026112', /^Invalid request: date: Dates are written yyyymmdd/],
    ['..%2F..', /^Invalid request: date: Dates are written yyyymmdd/],
    ['..%2F..%2F..%2Fetc%2Fpasswd', /^Invalid request: date: Dates are written yyyymmdd/],
    ['%00', /^Invalid request: date: Dates are written yyyymmdd/],
    [compact(TODAY), new RegExp(`^${messages.dateNotAvailable}$`)],
    ['20261122', new RegExp(`^${messages.dateNotAvailable}$`)],
    ['20270123', new RegExp(`^${messages.dateNotAvailable}$`)],
    ['19990101', new RegExp(`^${messages.dateNotAvailable}$`)],
  ])('%s is a 400 with a detail, never a 500', async (date, detail) => {
    const { app } = await start();
    const res = await app.inject({ method: 'GET', url: `/api/public/rental-space/calendar/default/${date}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().detail).toMatch(detail);
    expect(res.body).not.toMatch(/\bat .*\.[tj]s:\d+/);
  });
});
