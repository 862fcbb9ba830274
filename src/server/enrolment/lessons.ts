import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { addDays } from '../../shared/dates.js';
import { lessonDatesOfMonth, monthOf, nextMonth } from '../../shared/tuition.js';
import type { Queryable } from '../db/db.js';
import { slotsForDay, toMinutes, type Schedule } from '../booking/schedule.js';
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

/** The slots' start times a lesson of the class takes on a day (the schedule's slots inside its span). */
export function lessonStarts(schedule: Schedule, c: Pick<ClassRow, 'start_minute' | 'end_minute'>, day: string): string[] {
  return slotsForDay(schedule, day)
    .filter((s) => toMinutes(s.start) >= c.start_minute && toMinutes(s.end) <= c.end_minute)
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

const MINUTES = (col: string) => `(substr(${col}, 1, 2)::int * 60 + substr(${col}, 4, 2)::int)`;

/**
 * Many classes' lessons in one statement (the horizon job: a month for every class at once). A lesson whose teacher
 * is taken (a trial booked first), who no longer works then, or whose slots are missing is skipped, the rest are
 * written with their teacher_slots rows and the slots' free seats. Answers the lessons skipped (class id and day).
 */
export async function writeLessonsBulk(tx: Queryable, schedule: Schedule, lessons: Array<{ c: ClassRow; day: string }>) {
  if (!lessons.length) return [];
  const per = (c: ClassRow) => (c.end_minute - c.start_minute) / schedule.slotMinutes;
  const rows = await tx.query<{ class_id: number; day: string }>(
    `with wanted as materialized (
       select * from unnest($1::int[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[])
         as w(class_id, day, teacher_id, start_minute, end_minute, slots_needed)
     ), cand as materialized (
       -- (each key looked up whole, whatever the planner guesses: the embedded database keeps no statistics)
       select w.class_id, w.day, w.teacher_id, s.id as slot_id,
         exists (select 1 from teacher_shifts sh where sh.teacher_id = w.teacher_id and sh.slot_id = s.id)
           and not exists (select 1 from teacher_slots ts where ts.teacher_id = w.teacher_id and ts.slot_id = s.id) as free
       from wanted w join slots s on s.space_id = $7 and s.day = w.day
         and ${MINUTES('s.start_time')} >= w.start_minute and ${MINUTES('s.end_time')} <= w.end_minute
     ), per as (
       select class_id, day, count(*) filter (where free) as free_n from cand group by class_id, day
     ), whole as materialized (
       select w.class_id, w.day from wanted w join per p on p.class_id = w.class_id and p.day = w.day
       left join lessons l on l.class_id = w.class_id and l.day = w.day
       where l.id is null and p.free_n = w.slots_needed
     ), made as (
       insert into lessons (class_id, day) select class_id, day from whole returning id, class_id, day
     ), held as (
       insert into teacher_slots (teacher_id, slot_id, lesson_id)
       select c.teacher_id, c.slot_id, made.id from made join cand c on c.class_id = made.class_id and c.day = made.day
       returning slot_id
     ), counted as (
       -- (a data-modifying statement of a WITH always runs, read or not)
       update slots s set seats_free = seats_free - n.k from (select slot_id, count(*)::int as k from held group by slot_id) n
       where s.id = n.slot_id returning s.id
     )
     select w.class_id, w.day::text as day from wanted w
     left join whole h on h.class_id = w.class_id and h.day = w.day
     left join lessons l on l.class_id = w.class_id and l.day = w.day
     where h.class_id is null and l.id is null`,
    [
      lessons.map((l) => l.c.id),
      lessons.map((l) => l.day),
      lessons.map((l) => l.c.teacher_id),
      lessons.map((l) => l.c.start_minute),
      lessons.map((l) => l.c.end_minute),
      lessons.map((l) => per(l.c)),
      RENTAL_SPACE_ID,
    ],
  );
  return rows;
}
