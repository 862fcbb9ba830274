import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { addDays } from '../../shared/dates.js';
import { lessonDatesOfMonth, monthOf, nextMonth } from '../../shared/tuition.js';
import type { Queryable } from '../db/db.js';
import { slotsForDay, type Schedule } from '../booking/schedule.js';
import { daysWithSlots, insertSlots } from '../booking/slotRepository.js';
import { syncShifts } from '../teachers/shifts.js';

// A class's lessons, materialised: one `lessons` row a date, and its teacher's time as teacher_slots rows (the key
// a trial's classes use: whichever comes first has the teacher, the other is refused). Slot rows and shifts are
// made for the lessons' days first when they lie beyond the visitors' booking window.

export interface ClassRow {
  id: number;
  teacher_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
  starts_on: string;
  ends_on: string | null;
  lessons_per_month: number;
}

export const hhmm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const minutesOf = (t: string): number => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The slots' start times a lesson of the class takes on a day (the schedule's slots inside its span). */
export function lessonStarts(schedule: Schedule, c: Pick<ClassRow, 'start_minute' | 'end_minute'>, day: string): string[] {
  return slotsForDay(schedule, day)
    .filter((s) => minutesOf(s.start) >= c.start_minute && minutesOf(s.end) <= c.end_minute)
    .map((s) => s.start);
}

/** Whether the school is open for the whole of the class's span on a day (else the lesson is skipped that week). */
export function openFor(schedule: Schedule, c: Pick<ClassRow, 'start_minute' | 'end_minute'>, day: string): boolean {
  return lessonStarts(schedule, c, day).length * schedule.slotMinutes === c.end_minute - c.start_minute;
}

/** The class's lesson dates from..through: its weekday's first lessons_per_month open dates of each month, within its run. */
export function classLessonDates(schedule: Schedule, c: ClassRow, from: string, through: string): string[] {
  const first = from > c.starts_on ? from : c.starts_on;
  const last = c.ends_on && c.ends_on < through ? c.ends_on : through;
  const out: string[] = [];
  for (let month = monthOf(first); month <= last; month = nextMonth(month)) {
    for (const d of lessonDatesOfMonth(c.weekday, month, c.lessons_per_month, (day) => openFor(schedule, c, day))) {
      if (d >= first && d <= last) out.push(d);
    }
  }
  return out;
}

/** Slot rows and shifts exist for every day of first..last (idempotent, as the booking window's own). */
export async function ensureSlotDays(tx: Queryable, schedule: Schedule, first: string, last: string): Promise<void> {
  const existing = await daysWithSlots(tx, RENTAL_SPACE_ID, first, last);
  const missing: ReturnType<typeof slotsForDay> = [];
  for (let d = first; d <= last; d = addDays(d, 1)) if (!existing.has(d)) missing.push(...slotsForDay(schedule, d));
  if (!missing.length) return;
  await insertSlots(tx, RENTAL_SPACE_ID, schedule.seatsPerSlot, missing);
  await syncShifts(tx, missing[0].day, missing.at(-1)!.day, schedule.seatsPerSlot);
}

/**
 * The class's lessons on these dates, each with its teacher's time: one statement a lesson, which the teacher_slots
 * key (a trial or another lesson holds the teacher) or its shift's foreign key (the teacher does not work then)
 * refuses as a whole; a day whose slots are missing is refused too (LessonRefused). A lesson already written is
 * left as it is (the job and an enrolment may both reach it). The caller rolls back or skips a refused one.
 */
export async function writeLesson(tx: Queryable, schedule: Schedule, c: ClassRow, day: string): Promise<void> {
  const starts = lessonStarts(schedule, c, day);
  const [row] = await tx.query<{ created: boolean; held: number }>(
    `with lesson as (
       insert into lessons (class_id, day) values ($1, $2::date) on conflict (class_id, day) do nothing returning id
     ), held as (
       select s.id from slots s where s.space_id = $4 and s.day = $2::date and s.start_time = any($3::text[]) order by s.id for update
     ), taken as (
       update slots set seats_free = seats_free - 1 where id in (select id from held) and exists (select 1 from lesson) returning id
     ), classes as (
       insert into teacher_slots (teacher_id, slot_id, lesson_id) select $5, taken.id, lesson.id from taken, lesson returning 1
     )
     select exists (select 1 from lesson) as created, (select count(*) from classes)::int as held`,
    [c.id, day, starts, RENTAL_SPACE_ID, c.teacher_id],
  );
  if (row.created && row.held !== starts.length) throw new LessonRefused(day);
}

/** A lesson whose slots do not exist (the school's hours changed under it): refused, as a taken teacher is. */
export class LessonRefused extends Error {
  constructor(readonly day: string) {
    super(`no slots for the lesson on ${day}`);
  }
}

/** The classes whose lessons the job extends (running on or after `from`), with their course's lessons a month. */
export async function runningClasses(db: Queryable, from: string, classId: number | null = null): Promise<ClassRow[]> {
  return db.query<ClassRow>(
    `select c.id, c.teacher_id, c.weekday, c.start_minute, c.end_minute, c.starts_on::text as starts_on,
       c.ends_on::text as ends_on, co.lessons_per_month
     from classes c join courses co on co.id = c.course_id
     where (c.ends_on is null or c.ends_on >= $1::date) and ($2::int is null or c.id = $2)
       and exists (select 1 from enrolments e where e.class_id = c.id and e.status in ('pending', 'active', 'ending'))
     order by c.id`,
    [from, classId],
  );
}
