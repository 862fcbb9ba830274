import type { Course, WeeklyTime } from '../../shared/enrolment.js';
import type { LanguageCode } from '../../shared/constants.js';
import { addDays, weekday } from '../../shared/dates.js';
import { teacherNameFor } from '../../shared/teacherName.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { Queryable } from '../db/db.js';
import { classLessonDates, lessonStarts, type ClassRow } from './lessons.js';
import { slotsForDay, toHHMM, toMinutes, type Schedule } from '../booking/schedule.js';
import type { CourseTeacher } from './courses.js';

// The weekly times a course can be taken from a date: a running class of the course with a free seat (a group), or
// a teacher's time free on every lesson date from its first through the lesson horizon (no trial, no other class),
// on the school's slot grid. The database's keys decide at enrolment; this is what the chooser offers.

interface TeacherSlot {
  teacher_id: number;
  day: string;
  start: string;
  free: boolean;
}

/** Each teacher's worked slots of from..through, free or taken (a trial's or a lesson's class). */
async function workedSlots(db: Queryable, teacherIds: number[], from: string, through: string): Promise<Map<string, boolean>> {
  const rows = await db.query<TeacherSlot>(
    `select sh.teacher_id, s.day::text as day, s.start_time as start,
       not exists (select 1 from teacher_slots ts where ts.teacher_id = sh.teacher_id and ts.slot_id = s.id) as free
     from slots s join teacher_shifts sh on sh.slot_id = s.id
     where s.space_id = $1 and s.day between $2::date and $3::date and not s.closed and sh.teacher_id = any($4::int[])`,
    [RENTAL_SPACE_ID, from, through, teacherIds],
  );
  return new Map(rows.map((r) => [`${r.teacher_id} ${r.day} ${r.start}`, r.free]));
}

interface RunningClass {
  id: number;
  teacher_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
  seats_left: number;
  course_id: number;
}

async function runningClassesOf(db: Queryable, teacherIds: number[], from: string): Promise<RunningClass[]> {
  return db.query<RunningClass>(
    `select id, teacher_id, weekday, start_minute, end_minute, capacity - seats_taken as seats_left, course_id from classes
     where teacher_id = any($1::int[]) and (ends_on is null or ends_on >= $2::date)`,
    [teacherIds, from],
  );
}

export interface WeeklyTimesInput {
  course: Course;
  teachers: CourseTeacher[];
  schedule: Schedule;
  from: string;
  through: string;
  language: LanguageCode;
}

/** The offered weekly times, by first lesson, then start, then teacher. */
export async function weeklyTimes(db: Queryable, q: WeeklyTimesInput): Promise<WeeklyTime[]> {
  const ids = q.teachers.map((t) => t.id);
  if (!ids.length) return [];
  const [worked, classes] = await Promise.all([workedSlots(db, ids, q.from, q.through), runningClassesOf(db, ids, q.from)]);
  const span = q.course.lesson_slots * q.schedule.slotMinutes;
  const out: WeeklyTime[] = [];
  for (let i = 0; i < 7; i++) {
    const first = addDays(q.from, i);
    for (const slot of slotsForDay(q.schedule, first)) {
      const start = toMinutes(slot.start);
      for (const t of q.teachers) {
        const shape: ClassRow = {
          id: 0,
          teacher_id: t.id,
          weekday: weekday(first),
          start_minute: start,
          end_minute: start + span,
          starts_on: first,
          ends_on: null,
          lessons_per_month: q.course.lessons_per_month,
        };
        const time = offer(q, shape, t, classes, worked);
        if (time) out.push(time);
      }
    }
  }
  return out.sort((a, b) => a.first_lesson.localeCompare(b.first_lesson) || a.start.localeCompare(b.start) || a.teacher_id - b.teacher_id);
}

function offer(
  q: WeeklyTimesInput,
  c: ClassRow,
  t: CourseTeacher,
  classes: RunningClass[],
  worked: Map<string, boolean>,
): WeeklyTime | null {
  const dates = classLessonDates(q.schedule, c, c.starts_on, q.through);
  if (!dates.length) return null;
  const overlapping = classes.filter(
    (k) => k.teacher_id === t.id && k.weekday === c.weekday && k.start_minute < c.end_minute && c.start_minute < k.end_minute,
  );
  const same = overlapping.find((k) => k.course_id === q.course.id && k.start_minute === c.start_minute && k.end_minute === c.end_minute);
  const base = {
    teacher_id: t.id,
    teacher_name: teacherNameFor(t.name, t.name_latin, q.language),
    weekday: c.weekday,
    start: toHHMM(c.start_minute),
    end: toHHMM(c.end_minute),
    first_lesson: dates[0],
  };
  if (same) return same.seats_left > 0 && overlapping.length === 1 ? { ...base, class_id: same.id, seats_left: same.seats_left } : null;
  if (overlapping.length) return null;
  const allFree = dates.every((day) => lessonStarts(q.schedule, c, day).every((s) => worked.get(`${t.id} ${day} ${s}`) === true));
  return allFree ? { ...base, class_id: null, seats_left: q.course.capacity } : null;
}
