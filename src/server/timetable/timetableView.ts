import type { WeeklyHours } from '../../shared/admin/schedule.js';
import type { Timetable, TimetableBlock, TimetableQuery, TimetableTeacher } from '../../shared/admin/timetable.js';
import { addDays, weekday } from '../../shared/dates.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { Schedule } from '../booking/schedule.js';
import type { Queryable } from '../db/db.js';
import type { TeacherHours } from '../teachers/teacherHours.js';
import { BLOCKS_SQL } from './blockSources.js';
import { gridTimes, rowOf, type StoredSlot } from './timetableRows.js';

// The teachers' timetable of a day or a week: read-only, one statement whatever the range (the blocks of every source,
// the teachers, their dated hours, the stored slots), then the rows worked out in timetableRows.ts.

type TeacherRow = TimetableTeacher & { weekly_hours: WeeklyHours | null };
interface Read {
  blocks: TimetableBlock[];
  teachers: TeacherRow[];
  exceptions: Array<{ teacher_id: number; day: string; hours: Array<[string, string]> }>;
  slots: StoredSlot[];
}

/**
 * Everything the timetable of the days $1..$2 needs, in one statement answering four JSON values (each PGlite call
 * costs a turn of its own): the blocks of every source, the teachers (still teaching, and a retired one only when a
 * block is theirs), their dated hours, and the stored slots of space $3.
 */
const READ_SQL = `
  with blocks as (${BLOCKS_SQL})
  select
    (select coalesce(json_agg(b order by b.date, b.start, b."end", b.kind, b.id), '[]') from blocks b) as blocks,
    (select coalesce(json_agg(t order by t.retired, t.id), '[]') from (
      select id, name, languages, weekly_hours, retired_at is not null as retired from teachers
      where retired_at is null or id in (select teacher_id from blocks)) t) as teachers,
    (select coalesce(json_agg(d), '[]') from (
      select teacher_id, day::text as day, hours from teacher_days where day between $1::date and $2::date) d) as exceptions,
    (select coalesce(json_agg(s order by s.day, s.start), '[]') from (
      select day::text as day, start_time as start, end_time as "end", closed from slots
      where space_id = $3 and day between $1::date and $2::date) s) as slots`;

/** The days shown: the date alone, or the week (Monday to Sunday) it is in. */
export function shownDays(date: string, view: 'day' | 'week'): string[] {
  if (view === 'day') return [date];
  const monday = addDays(date, -((weekday(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export async function timetableView(db: Queryable, schedule: Schedule, q: Required<TimetableQuery>): Promise<Timetable> {
  const days = shownDays(q.date, q.view);
  const [first, last] = [days[0], days.at(-1)!];
  const [{ blocks, teachers, exceptions, slots: stored }] = await db.prepared<Read>(READ_SQL, [first, last, RENTAL_SPACE_ID]);
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
