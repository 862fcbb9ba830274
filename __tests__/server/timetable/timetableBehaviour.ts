import type { ScheduleSeed } from '../../../src/server/booking/schedule';
import type { Timetable } from '../../../src/shared/admin/timetable';
import { adminCall, expectRoleChecks, type AdminWorld } from '../admin/adminKit';
import { CLOSED_DAY, TEST_SCHEDULE } from '../booking/bookingTestKit';
import { paidFor, startsFrom, TUESDAY } from '../teachers/teachersKit';

// The teachers' timetable (issue 39, point 5): one column per teacher, a block per class, and each timeslot's state:
// closed (closed date, outside the hours, closed by hand), 'no_teacher' when nobody works then, 'full' (満席) only when
// every teacher who works then has a class. Written once and run on PGlite (timetable.test.ts) and on PostgreSQL
// (timetablePostgres.test.ts).

const none = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };
/** Sato and Lee work Tuesdays 10:00-16:00 only; the school is open 10:00-18:00 (Saturdays to 14:00, never on Sundays). */
export const SCHOOL: ScheduleSeed = {
  ...TEST_SCHEDULE,
  teachers: [
    { name: 'Sato Yuki', languages: ['ja', 'en'], weeklyHours: { ...none, tue: [['10:00', '16:00']] } },
    { name: 'Lee Min', languages: ['ko', 'en'], weeklyHours: { ...none, tue: [['10:00', '16:00']] } },
  ],
};
const [SATO, LEE] = [1, 2];

async function timetable(w: AdminWorld, query: string): Promise<Timetable> {
  const res = await adminCall(w.app, 'GET', `/admin/timetable?${query}`, w.staff);
  expect([res.statusCode, res.json().detail]).toEqual([200, undefined]);
  return res.json();
}

const stateAt = (t: Timetable, day: number, start: string) => t.days[day].rows.find((r) => r.start === start);

export function timetableBehaviour(school: () => Promise<AdminWorld>) {
  test('full only when every working teacher has a class, no teacher when none works, one block per booking', async () => {
    const w = await school();
    await paidFor(w.app, w.db, startsFrom('10:00', 4), 'aoki', { teacher_id: SATO, teaching_language: 'ja' });
    await paidFor(w.app, w.db, startsFrom('10:00', 6), 'kim', { teacher_id: LEE, teaching_language: 'ko' });
    const t = await timetable(w, `date=${TUESDAY}`);
    expect(t).toMatchObject({ view: 'day', from: TUESDAY, to: TUESDAY, slot_minutes: 30 });
    expect(t.teachers.map((x) => [x.id, x.name, x.retired])).toEqual([
      [SATO, 'Sato Yuki', false],
      [LEE, 'Lee Min', false],
    ]);
    const [day] = t.days;
    expect(day.rows.map((r) => r.start)).toEqual(startsFrom('10:00', 16));
    expect(stateAt(t, 0, '10:00')).toEqual({ start: '10:00', end: '10:30', state: 'full', working: [SATO, LEE], free: 0 });
    expect(stateAt(t, 0, '11:30')?.state).toBe('full');
    // Sato is free from 12:00 while Lee teaches on: not full
    expect(stateAt(t, 0, '12:00')).toMatchObject({ state: 'open', free: 1 });
    expect(stateAt(t, 0, '13:00')).toMatchObject({ state: 'open', free: 2 });
    // the school is open until 18:00, but no teacher works after 16:00
    expect(stateAt(t, 0, '16:00')).toEqual({ start: '16:00', end: '16:30', state: 'no_teacher', working: [], free: 0 });
    expect(day.blocks.map((b) => [b.kind, b.teacher_id, b.start, b.end, b.customer, b.lesson_language, b.status])).toEqual([
      ['booking', SATO, '10:00', '12:00', 'aoki', 'ja', 'Confirmed'],
      ['booking', LEE, '10:00', '13:00', 'kim', 'ko', 'Confirmed'],
    ]);
    expect(day.blocks[0].code).toMatch(/^GT-/);
  });

  test("closed: a closed date, the hours outside the school's, and a slot closed by hand", async () => {
    const w = await school();
    await w.db.query(`update slots set closed = true where day = $1::date and start_time = '12:00'`, [TUESDAY]);
    const week = await timetable(w, `date=${TUESDAY}&view=week`);
    expect([week.from, week.to, week.days.length]).toEqual(['2026-11-23', '2026-11-29', 7]);
    expect(stateAt(week, 1, '12:00')).toMatchObject({ state: 'closed', working: [] });
    expect(stateAt(week, 1, '12:30')?.state).toBe('open');
    // Saturday closes at 14:00, Sunday all day
    expect([stateAt(week, 5, '13:30')?.state, stateAt(week, 5, '14:00')?.state]).toEqual(['no_teacher', 'closed']);
    expect(week.days[6].rows.every((r) => r.state === 'closed')).toBe(true);
    const closed = await timetable(w, `date=${CLOSED_DAY}&view=week`);
    const wednesday = closed.days.find((d) => d.date === CLOSED_DAY)!;
    expect(wednesday.closed).toBe(true);
    expect(wednesday.rows.length).toBe(16);
    expect(wednesday.rows.every((r) => r.state === 'closed')).toBe(true);
  });

  test('bad input is a 400 with its detail; only staff and owners may read it', async () => {
    const w = await school();
    for (const q of ['date=2026-13-01', 'view=month', 'date=2026-11-24&x=1']) {
      const res = await adminCall(w.app, 'GET', `/admin/timetable?${q}`, w.staff);
      expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
    }
    await expectRoleChecks(w, 'GET', '/admin/timetable', undefined, 'staff');
  });
}
