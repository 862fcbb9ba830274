import type { LanguageCode } from '../../shared/constants.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { addDays, slotBegun } from '../../shared/dates.js';
import type { Makeup, MakeupTime } from '../../shared/makeups.js';
import { teacherNameFor } from '../../shared/teacherName.js';
import { slotsForDay, type Schedule } from '../booking/schedule.js';
import type { Queryable } from '../db/db.js';
import type { CourseTeacher } from '../enrolment/courses.js';

// The free times my page offers for a make-up: the course's lesson length (so many consecutive slots) with a teacher
// who may teach the course, their own teacher first, each slot worked by the teacher, no class of theirs in it, a
// seat free and not begun. What the database refuses at booking decides; this is what the chooser offers.

export interface MakeupTimesInput {
  teachers: CourseTeacher[];
  ownTeacherId: number;
  lessonSlots: number;
  schedule: Schedule;
  from: string;
  through: string;
  now: Date;
  language: LanguageCode;
}

/** The free (teacher, day, start) slots of the teachers in from..through. */
async function freeSlots(db: Queryable, teacherIds: number[], from: string, through: string): Promise<Set<string>> {
  const rows = await db.query<{ teacher_id: number; day: string; start: string }>(
    `select sh.teacher_id, s.day::text as day, s.start_time as start
     from slots s join teacher_shifts sh on sh.slot_id = s.id
     where s.space_id = $1 and s.day between $2::date and $3::date and not s.closed and s.seats_free > 0
       and sh.teacher_id = any($4::int[])
       and not exists (select 1 from teacher_slots ts where ts.teacher_id = sh.teacher_id and ts.slot_id = s.id)`,
    [RENTAL_SPACE_ID, from, through, teacherIds],
  );
  return new Set(rows.map((r) => `${r.teacher_id} ${r.day} ${r.start}`));
}

/** The offered times, by day and start, the student's own teacher first at each. */
export async function makeupTimes(db: Queryable, q: MakeupTimesInput): Promise<MakeupTime[]> {
  if (!q.teachers.length || q.from > q.through) return [];
  const teachers = [...q.teachers].sort((a, b) => Number(b.id === q.ownTeacherId) - Number(a.id === q.ownTeacherId) || a.id - b.id);
  const free = await freeSlots(
    db,
    teachers.map((t) => t.id),
    q.from,
    q.through,
  );
  const out: MakeupTime[] = [];
  for (let day = q.from; day <= q.through; day = addDays(day, 1)) {
    const grid = slotsForDay(q.schedule, day);
    for (let i = 0; i + q.lessonSlots <= grid.length; i++) {
      const run = grid.slice(i, i + q.lessonSlots);
      const joined = run.every((s, k) => k === 0 || s.start === run[k - 1].end);
      if (!joined || slotBegun(day, run[0].start, q.now)) continue;
      for (const t of teachers) {
        if (!run.every((s) => free.has(`${t.id} ${day} ${s.start}`))) continue;
        const name = teacherNameFor(t.name, t.name_latin, q.language);
        out.push({
          day,
          start: run[0].start,
          end: run.at(-1)!.end,
          teacher_id: t.id,
          teacher_name: name,
          own_teacher: t.id === q.ownTeacherId,
        });
      }
    }
  }
  return out;
}

/** The enrolment's make-ups, the coming and the past, latest first. */
export async function makeupsOf(db: Queryable, enrolmentId: number): Promise<Makeup[]> {
  return db.query<Makeup>(
    `select b.id as booking_id, b.code, b.booking_date::text as day, b.time_range, t.name as teacher_name, b.status
     from bookings b left join teachers t on t.id = b.teacher_id
     where b.kind = 'makeup' and b.makeup_enrolment_id = $1 order by b.booking_date desc, b.id desc`,
    [enrolmentId],
  );
}
