import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSchedule, ScheduleError, slotsForDay } from '../../../src/server/booking/schedule';
import { TEST_SCHEDULE } from './bookingTestKit';
import { APP_ROOT, makeStaticDir, useTestApps } from '../testApp';

// The school's schedule file seeds the database on first start; a bad one stops that start
// with a clear message.
const startApp = useTestApps();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-schedule-'));
const staticDir = makeStaticDir();
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
});

function write(content: unknown): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

test("the shipped config/schedule.json has the issue's defaults", () => {
  const s = loadSchedule(path.join(APP_ROOT, 'config', 'schedule.json'));
  expect(s).toMatchObject({ slotMinutes: 30, seatsPerSlot: 1, bookingWindowDays: 60, pricePerSlotYen: 1500, taxRatePercent: 10 });
  expect(s.weeklyHours).toEqual({ ...TEST_SCHEDULE.weeklyHours });
});

test('slots follow the opening hours, a break and the slot length; closed dates have none', () => {
  const s = {
    ...TEST_SCHEDULE,
    slotMinutes: 45,
    weeklyHours: {
      ...TEST_SCHEDULE.weeklyHours,
      tue: [
        ['09:00', '11:00'],
        ['13:00', '14:30'],
      ] as [string, string][],
    },
  };
  expect(slotsForDay(s, '2026-11-24').map((x) => `${x.start}-${x.end}`)).toEqual([
    '09:00-09:45',
    '09:45-10:30',
    '13:00-13:45',
    '13:45-14:30',
  ]);
  expect(slotsForDay(TEST_SCHEDULE, '2026-11-29')).toEqual([]); // Sunday
  expect(slotsForDay(TEST_SCHEDULE, '2026-12-02')).toEqual([]); // in closedDates
});

const CLOSED_DATE_REFUSED = /: closedDates\.0: closed dates are real days written yyyy-MM-dd, from 2000-01-01 to 2100-12-31$/;
test.each([
  ['a missing file', null, /^Invalid schedule .*: ENOENT/],
  ['invalid JSON', '{ "slotMinutes": ', /^Invalid schedule .*: .*JSON/],
  ['a zero slot length', { ...TEST_SCHEDULE, slotMinutes: 0 }, /: slotMinutes: /],
  [
    'a time that does not exist',
    { ...TEST_SCHEDULE, weeklyHours: { ...TEST_SCHEDULE.weeklyHours, mon: [['10:00', '25:00']] } },
    /: weeklyHours\.mon\.0\.1: times are HH:MM \(24-hour\)$/,
  ],
  [
    'a range that ends before it starts',
    { ...TEST_SCHEDULE, weeklyHours: { ...TEST_SCHEDULE.weeklyHours, mon: [['18:00', '10:00']] } },
    /: weeklyHours\.mon\.0: a range must end after it starts$/,
  ],
  ['a missing weekday', { ...TEST_SCHEDULE, weeklyHours: { mon: [] } }, /: weeklyHours\.sun: /],
  ['a misspelt key', { ...TEST_SCHEDULE, pricePerSlot: 1500 }, /: \(root\): .*pricePerSlot/],
  ['a bad closed date', { ...TEST_SCHEDULE, closedDates: ['2026-13-01'] }, CLOSED_DATE_REFUSED],
  ['a closed date no database can hold', { ...TEST_SCHEDULE, closedDates: ['0000-01-01'] }, CLOSED_DATE_REFUSED],
  ['a closed date after 2100', { ...TEST_SCHEDULE, closedDates: ['2101-01-01'] }, CLOSED_DATE_REFUSED],
])('%s is refused with a message naming the field', (_name, content, message) => {
  const file = content === null ? path.join(dir, 'missing.json') : write(content);
  expect(() => loadSchedule(file)).toThrow(ScheduleError);
  expect(() => loadSchedule(file)).toThrow(message);
});

test('start-up on a database without its schedule stops on a bad schedule file (the seed)', async () => {
  const scheduleFile = write({ ...TEST_SCHEDULE, seatsPerSlot: -1 });
  await expect(startApp(staticDir, { config: { scheduleFile } })).rejects.toThrow(/^Invalid schedule .*: seatsPerSlot: /);
});
