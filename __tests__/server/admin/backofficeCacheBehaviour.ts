import type { TodayView } from '../../../src/shared/admin/today';
import { adminCall, laterLoggedInAgain } from './adminKit';
import { phoneBooking, staffBookCall, staffCancelCall, visitorPaid, type WriteWorld } from './adminBookingsWriteKit';
import { FRIDAY, slotsAt } from '../booking/bookingMoveBehaviour';
import { FIRST_DAY, TEST_SCHEDULE, TODAY } from '../booking/bookingTestKit';
import { memberAs, TEACHER } from '../teachers/teacherRoleKit';

// The back office's cached reads (backofficeCache.ts) are never stale after a write's response: each read is first
// shown to be kept (a second read is served from memory), then a write through a real staff route changes what it
// shows, and the next read shows it. Run on PGlite (backofficeCache.test.ts) and PostgreSQL (backofficeCachePostgres.test.ts).

/** Every cached read, by what it shows of Friday (the till: of today, the day the cash is taken). */
export const READS = {
  today: `/admin/today?date=${FRIDAY}`,
  timetableDay: `/admin/timetable?date=${FRIDAY}`,
  timetableWeek: `/admin/timetable?view=week&date=${FRIDAY}`,
  till: `/admin/till?date=${TODAY}`,
  calendarDay: `/admin/calendar?from=${FRIDAY}&days=1`,
  calendarWeek: `/admin/calendar?from=${FRIDAY}&days=7`,
  list: `/admin/bookings?from=${FRIDAY}&to=${FRIDAY}`,
  search: '/admin/bookings?q=Mori',
};
export type ReadName = keyof typeof READS;

/** One read's answer, as text (what a test looks for in it). */
export async function read(w: Pick<WriteWorld, 'app' | 'staff'>, name: ReadName): Promise<string> {
  const res = await adminCall(w.app, 'GET', READS[name], w.staff);
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** Reads everything (once more if a read's own write dropped the others), then again: the second read of each is the cache's (none computes again). */
export async function readAllKept(w: Pick<WriteWorld, 'app' | 'staff'>): Promise<Record<ReadName, string>> {
  const names = Object.keys(READS) as ReadName[];
  // One after another: the calendar's first look writes the window's slots, which drops what was read before it.
  const first = {} as Record<ReadName, string>;
  for (const n of names) first[n] = await read(w, n);
  const cache = w.app.services.backoffice;
  expect(cache.listening).toBe(true);
  if (cache.size < names.length) for (const n of names) first[n] = await read(w, n);
  const kept = cache.size;
  expect(kept).toBeGreaterThanOrEqual(names.length);
  for (const n of names) expect(await read(w, n)).toBe(first[n]);
  expect(cache.size).toBe(kept);
  return first;
}

const deskCash = async (w: WriteWorld, name: string) => {
  const body = { ...phoneBooking(await slotsAt(w, 0, 4, FRIDAY), 'cash', FRIDAY), source: 'desk', user_name: name };
  const res = await staffBookCall(w, body);
  expect(res.statusCode).toBe(201);
  return res.json().booking_id as number;
};

export function backofficeCacheBehaviour(start: () => Promise<WriteWorld>) {
  test('a desk booking paid in cash, then its cancel with the cash owed back, show at once in every cached read', async () => {
    const w = await start();
    const before = await readAllKept(w);
    for (const n of Object.keys(READS) as ReadName[]) expect([n, before[n]]).not.toEqual([n, expect.stringContaining('Mori Ken')]);
    const id = await deskCash(w, 'Mori Ken');
    const booked = await readAllKept(w);
    for (const n of Object.keys(READS) as ReadName[]) {
      if (n === 'timetableDay' || n === 'timetableWeek' || n === 'calendarDay' || n === 'calendarWeek' || n === 'today') {
        expect([n, booked[n]]).toEqual([n, expect.stringContaining('Mori Ken')]);
      }
    }
    expect(JSON.parse(booked.till)).toMatchObject({ taken: 6000 });
    expect(JSON.parse(booked.list).items).toEqual([expect.objectContaining({ id, user_name: 'Mori Ken', status: 'Confirmed' })]);
    expect(JSON.parse(booked.search).items).toEqual([expect.objectContaining({ id })]);

    const canceled = await staffCancelCall(w, id, { reason: 'typhoon', refund: 'full' });
    expect(canceled.statusCode).toBe(200);
    const after = await readAllKept(w);
    expect(JSON.parse(after.list).items).toEqual([expect.objectContaining({ id, status: 'Canceled' })]);
    expect(JSON.parse(after.search).items).toEqual([expect.objectContaining({ id, status: 'Canceled' })]);
    expect(after.calendarDay).not.toBe(booked.calendarDay);
    expect(after.timetableDay).not.toBe(booked.timetableDay);
    expect(after.today).not.toBe(booked.today);
  });

  test("a new teacher's hours show at once on the cached timetable", async () => {
    const w = await start();
    const before = await readAllKept(w);
    const added = await adminCall(w.app, 'POST', '/admin/teachers', w.owner, {
      name: 'Sato Yuki',
      languages: ['ja'],
      weekly_hours: TEST_SCHEDULE.weeklyHours,
    });
    expect(added.statusCode).toBe(201);
    const id: number = added.json().id;
    const after = await readAllKept(w);
    const working = (body: string) =>
      JSON.parse(body).days.flatMap((d: { rows: Array<{ working: number[] }> }) => d.rows.flatMap((r) => r.working));
    expect(working(before.timetableWeek)).not.toContain(id);
    expect(working(after.timetableWeek)).toContain(id);
  });

  test("a teacher never gets the staff's kept answers: refused as before", async () => {
    const w = await start();
    await readAllKept(w);
    const teacher = await memberAs(w, TEACHER, null);
    for (const url of Object.values(READS)) expect((await adminCall(w.app, 'GET', url, teacher)).statusCode).toBe(403);
  });

  test("a visitor's card payment on the booking page shows at once in the kept list, calendar and Today", async () => {
    const w = await start();
    const before = await readAllKept(w);
    const paid = await visitorPaid(w, { date: FRIDAY, ids: await slotsAt(w, 8, 4), email: 'card@example.com' });
    const after = await readAllKept(w);
    expect(JSON.parse(before.list).items).toEqual([]);
    expect(JSON.parse(after.list).items).toEqual([expect.objectContaining({ id: paid.id, status: 'Confirmed' })]);
    for (const n of ['calendarDay', 'calendarWeek', 'today', 'timetableDay'] as const) expect([n, after[n]]).not.toEqual([n, before[n]]);
  });

  test("Today's lessons turn from ahead to begun as the minute comes, with no write in between", async () => {
    const w = await start();
    const body = { ...phoneBooking(await slotsAt(w, 0, 4, FIRST_DAY), 'cash', FIRST_DAY), source: 'desk', user_name: 'Mori Ken' };
    expect((await staffBookCall(w, body)).statusCode).toBe(201); // tomorrow 10:00
    const timing = async () => {
      const res = await adminCall(w.app, 'GET', '/admin/today', w.staff);
      return res.json<TodayView>().bookings.map((b) => b.timing);
    };
    await laterLoggedInAgain(w, w.clock, 24 * 60 - 1); // the next day, 09:59 (signed in again: the idle end)
    expect(await timing()).toEqual(['ahead']);
    const kept = w.app.services.backoffice.size;
    w.clock.advanceMinutes(0.5); // 09:59:30: still ahead, the kept answer
    expect(await timing()).toEqual(['ahead']);
    expect(w.app.services.backoffice.size).toBe(kept);
    w.clock.advanceMinutes(0.5); // 10:00
    expect(await timing()).toEqual(['begun']);
  });
}
