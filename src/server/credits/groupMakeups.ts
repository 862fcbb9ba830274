import type { LanguageCode } from '../../shared/constants.js';
import { CLASS_FULL } from '../../shared/enrolmentWords.js';
import { slotBegun } from '../../shared/dates.js';
import type { MakeupTime } from '../../shared/makeups.js';
import { teacherNameFor } from '../../shared/teacherName.js';
import { toHHMM, toMinutes } from '../booking/schedule.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { NO_STUDENT_ATTENDS } from '../enrolment/lessonAttendance.js';

// Make-ups of a group course (issue 41, point 2): a lesson of another class of the same course with a free seat. The
// class's lesson holds its teacher and room already; the make-up takes one of the lesson's guest seats (migration
// 0073), never more than the class's capacity less its enrolled students.

interface GroupLesson {
  id: number;
  day: string;
  start_minute: number;
  end_minute: number;
  teacher_id: number;
  name: string;
  name_latin: string | null;
}

const FREE_SEAT = `l.status = 'scheduled' and c.capacity - c.seats_taken - l.guests > 0`;

/** Not one of the enrolment's own lessons (after a change, the old class's until its first day: enrolment_lessons). */
const NOT_OWN = (param: string) =>
  `not exists (select 1 from enrolment_lessons el where el.lesson_id = l.id and el.enrolment_id = ${param})`;

/** The course's lessons with a free seat in from..through (not begun) that are not the enrolment's, as make-up times. */
export async function groupMakeupTimes(
  db: Queryable,
  q: { courseId: number; enrolmentId: number; from: string; through: string; now: Date; language: LanguageCode },
): Promise<MakeupTime[]> {
  const rows = await db.query<GroupLesson>(
    `select l.id, l.day::text as day, c.start_minute, c.end_minute, c.teacher_id, t.name, t.name_latin
     from lessons l join classes c on c.id = l.class_id join teachers t on t.id = c.teacher_id
     where c.course_id = $1 and ${NOT_OWN('$2')} and l.day between $3::date and $4::date and ${FREE_SEAT}
     order by l.day, c.start_minute, c.teacher_id`,
    [q.courseId, q.enrolmentId, q.from, q.through],
  );
  return rows
    .filter((r) => !slotBegun(r.day, toHHMM(r.start_minute), q.now))
    .map((r) => ({
      day: r.day,
      start: toHHMM(r.start_minute),
      end: toHHMM(r.end_minute),
      teacher_id: r.teacher_id,
      teacher_name: teacherNameFor(r.name, r.name_latin, q.language),
      own_teacher: false,
    }));
}

/**
 * Takes a guest seat of the course's lesson at that day, start and teacher (not twice for one enrolment); its lesson id
 * and time. 409 CLASS_FULL when none is left.
 */
export async function takeGuestSeat(
  tx: Queryable,
  r: { courseId: number; enrolmentId: number; day: string; start: string; teacherId: number },
): Promise<{ lessonId: number; timeRange: string }> {
  const [row] = await tx.query<{ id: number; start_minute: number; end_minute: number }>(
    `update lessons l set guests = guests + 1 from classes c
     where c.id = l.class_id and c.course_id = $1 and ${NOT_OWN('$2')} and l.day = $3::date and c.start_minute = $4 and c.teacher_id = $5
       and ${FREE_SEAT}
       and not exists (select 1 from bookings b where b.makeup_lesson_id = l.id and b.makeup_enrolment_id = $2 and b.status = 'Confirmed')
     returning l.id, c.start_minute, c.end_minute`,
    [r.courseId, r.enrolmentId, r.day, toMinutes(r.start), r.teacherId],
  );
  if (!row) throw new HttpError(409, CLASS_FULL);
  return { lessonId: row.id, timeRange: `${toHHMM(row.start_minute)}-${toHHMM(row.end_minute)}` };
}

/**
 * A canceled group make-up's guest seat given back to the lesson it sat in (a private make-up has none: its seats and
 * teacher go with its slots), and a lesson left with neither students nor guests canceled. Every cancel path calls it,
 * in the cancel's transaction; nothing for any other booking.
 */
export async function releaseGuestSeat(tx: Queryable, bookingId: number): Promise<void> {
  await tx.query(
    `update lessons set guests = guests - 1
     where id = (select makeup_lesson_id from bookings where id = $1 and kind = 'makeup') and guests > 0`,
    [bookingId],
  );
  // A lesson kept only for its guests (no student of its class attends it: the class ended before its day, seats.ts,
  // or every student is paused that month, pauses.ts) goes with its last guest: canceled, its teacher's time given back.
  await tx.query(
    `with done as (
       update lessons l set status = 'canceled'
       where l.id = (select makeup_lesson_id from bookings where id = $1 and kind = 'makeup') and l.guests = 0
         and l.status = 'scheduled' and ${NO_STUDENT_ATTENDS} returning l.id
     ), freed as (
       delete from teacher_slots where lesson_id in (select id from done) returning slot_id
     )
     update slots set seats_free = seats_free + 1 where id in (select slot_id from freed)`,
    [bookingId],
  );
}
