import type { WeeklyHours } from '../../shared/admin/schedule.js';
import type { Timetable, TimetableQuery, TimetableTeacher } from '../../shared/admin/timetable.js';
import { addDays, weekday } from '../../shared/dates.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { Schedule } from '../booking/schedule.js';
import type { Queryable } from '../db/db.js';
import type { TeacherHours } from '../teachers/teacherHours.js';
import { readBlocks } from './blockSources.js';
import { gridTimes, rowOf, type StoredSlot } from './timetableRows.js';

// The teachers' timetable of a day or a week: read-only, four statements whatever the range (teachers, their dated
// hours, the stored slots, the blocks of every source), then the rows worked out in timetableRows.ts.

type TeacherRow = TimetableTeacher & { weekly_hours: WeeklyHours | null };

/** The teachers still teaching, and a retired one only when one of the blocks is theirs. */
const TEACHERS_SQL = `
  select id, name, languages, weekly_hours, retired_at is not null as retired from teachers
  where retired_at is null or id = any($1::int[]) order by retired_at nulls first, id`;

const DAYS_SQL = `select teacher_id, day::text as day, hours from teacher_days where day between $1::date and $2::date`;

const SLOTS_SQL = `
  select day::text as day, start_time as start, end_time as "end", closed from slots
  where space_id = $1 and day between $2::date and $3::date order by day, start_time`;

/** The days shown: the date alone, or the week (Monday to Sunday) it is in. */
export function shownDays(date: string, view: 'day' | 'week'): string[] {
  if (view === 'day') return [date];
  const monday = addDays(date, -((weekday(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export async function timetableView(db: Queryable, schedule: Schedule, q: Required<TimetableQuery>): Promise<Timetable> {
  const days = shownDays(q.date, q.view);
  const [first, last] = [days[0], days.at(-1)!];
  const blocks = await readBlocks(db, first, last);
  const ids = [...new Set(blocks.map((b) => b.teacher_id).filter((id) => id !== null))];
  const [teachers, exceptions, stored] = await Promise.all([
    db.query<TeacherRow>(TEACHERS_SQL, [ids]),
    db.query<{ teacher_id: number; day: string; hours: Array<[string, string]> }>(DAYS_SQL, [first, last]),
    db.query<StoredSlot>(SLOTS_SQL, [RENTAL_SPACE_ID, first, last]),
  ]);
  // a retired teacher's past classes are shown, but they work no more
  const hours: TeacherHours[] = teachers
    .filter((t) => !t.retired)
    .map((t) => ({
      id: t.id,
      weekly_hours: t.weekly_hours,
      days: new Map(exceptions.filter((e) => e.teacher_id === t.id).map((e) => [e.day, e.hours])),
    }));
  const times = gridTimes(schedule.weeklyHours, schedule.slotMinutes, days, stored, blocks);
  return {
    view: q.view,
    from: first,
    to: last,
    slot_minutes: schedule.slotMinutes,
    teachers: teachers.map(({ id, name, languages, retired }) => ({ id, name, languages, retired })),
    days: days.map((date) => {
      const facts = {
        date,
        closedDate: schedule.closedDates.includes(date),
        hours: schedule.weeklyHours,
        stored: stored.filter((s) => s.day === date),
        teachers: hours,
        blocks: blocks.filter((b) => b.date === date),
      };
      return { date, closed: facts.closedDate, rows: times.map((t) => rowOf(facts, t)), blocks: facts.blocks };
    }),
  };
}
