import crypto from 'node:crypto';
import {
  CLASS_FULL,
  ALREADY_ENROLLED,
  COURSE_NOT_FOUND,
  START_NOT_ON_WEEKDAY,
  TEACHER_NOT_FOR_COURSE,
  WEEKLY_TIME_TAKEN,
  type Course,
  type EnrolChoice,
  type EnrolmentTerms,
} from '../../shared/enrolment.js';
import type { LanguageCode } from '../../shared/constants.js';
import { tokyoToday, weekday } from '../../shared/dates.js';
import { teacherNameFor } from '../../shared/teacherName.js';
import { monthOf, TUITION_CHARGE_DAY, tuitionFor } from '../../shared/tuition.js';
import type { Queryable } from '../db/db.js';
import { lockDays } from '../db/dayLocks.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { CODE_ALPHABET } from '../booking/bookingCode.js';
import { courseById, courseTeachers, type CourseTeacher } from './courses.js';
import { enrolmentRange, raiseHorizon } from './horizon.js';
import { classLessonDates, LessonRefused, writeLesson, type ClassRow } from './lessons.js';
import { toHHMM, toMinutes } from '../booking/schedule.js';
import { addLaterMonths } from './tuition.js';
import { schoolProfile } from '../school/schoolRepository.js';

// An enrolment: a student takes a seat in a weekly class of a course (the class found, or made for the teacher's
// time), its lessons are written through the lesson horizon with their teacher's time, and its first month of
// tuition (with the enrolment fee) is recorded, all in one transaction: the database's keys decide every race
// (the class's capacity, the teacher's weekly time, each lesson's teacher_slots rows).

export interface EnrolRequest extends EnrolChoice {
  customerId: number;
  userId: number | null;
  language: LanguageCode;
  billing: 'card' | 'school';
  fromBookingId: number | null;
  /** Staff enrol for any course and teacher; a visitor only online ones. */
  byStaff: boolean;
  /** A card enrolment waits for its first payment until then (its seat and lessons held). */
  expiresAt?: Date;
}

const SQL_EXCLUSION = '23P01';
const SQL_CHECK = '23514';
const SQL_UNIQUE = '23505';
const sqlState = (e: unknown) => (e as { code?: string } | null)?.code;

/** The enrolment's code (EN-…): read over the phone like a booking's, unique by the database's key. */
const enrolmentCode = () => `EN-${Array.from({ length: 6 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('')}`;

/** The course and teacher, checked: offered, and the teacher one of its teachers. */
export async function checkedChoice(
  deps: { db: Queryable; schedule: ServerDeps['schedule'] },
  r: EnrolRequest,
): Promise<{ course: Course; teacher: CourseTeacher; withdrawBy: number }> {
  const course = await courseById(deps.db, deps.schedule.slotMinutes, r.course_id);
  if (!course || (!r.byStaff && !course.online)) throw new HttpError(404, COURSE_NOT_FOUND);
  const teacher = (await courseTeachers(deps.db, course)).find((t) => t.id === r.teacher_id && (r.byStaff || t.bookable_online));
  if (!teacher) throw new HttpError(409, TEACHER_NOT_FOR_COURSE);
  // (the withdrawal day new terms show is the school's rule of today; an enrolment keeps the one it confirmed)
  const withdrawBy = (await schoolProfile(deps.db)).enrolment_rules.withdraw_by_day;
  return { course, teacher, withdrawBy };
}

/** Enrols; answers the enrolment's id and code. Refusals are 409s with the shared messages; nothing is written then. */
export async function enrol(deps: Pick<ServerDeps, 'db' | 'schedule' | 'now'>, r: EnrolRequest, actor: Actor) {
  const today = tokyoToday(deps.now());
  if (r.starts_on <= today || weekday(r.starts_on) !== r.weekday) throw new HttpError(400, START_NOT_ON_WEEKDAY);
  const { course, teacher, withdrawBy } = await checkedChoice(deps, r);
  const start = toMinutes(r.start);
  const shape = { weekday: r.weekday, start_minute: start, end_minute: start + course.lesson_slots * deps.schedule.slotMinutes };
  const through = await enrolmentRange(deps);
  // A group's first students may race to open its class: the losers of that race join it, on a second try.
  for (let attempt = 1; ; attempt++) {
    try {
      return await enrolOnce(deps, r, actor, { course, teacher, shape, through, today, withdrawBy });
    } catch (e) {
      if (!(course.capacity > 1 && attempt < 3 && sqlState(e) === SQL_EXCLUSION)) throw refusal(e);
    }
  }
}

interface Checked {
  course: Course;
  teacher: CourseTeacher;
  shape: Pick<ClassRow, 'weekday' | 'start_minute' | 'end_minute'>;
  through: string;
  today: string;
  withdrawBy: number;
}

async function enrolOnce(deps: Pick<ServerDeps, 'db' | 'schedule'>, r: EnrolRequest, actor: Actor, k: Checked) {
  const { course, teacher, shape, through, today, withdrawBy } = k;
  return deps.db.transaction(async (tx) => {
    const c = await takeSeat(tx, course, r, shape);
    const dates = classLessonDates(deps.schedule, c, r.starts_on, through);
    if (!dates.length) throw new HttpError(409, WEEKLY_TIME_TAKEN);
    await lockDays(deps.db, tx, dates);
    for (const day of dates) await writeLesson(tx, deps.schedule, c, day);
    const terms = termsOf(course, teacher, r, dates, withdrawBy);
    const id = await insertEnrolment(tx, c.id, r, terms, today);
    await addLaterMonths(tx, through);
    await raiseHorizon(tx, through);
    await writeAudit(tx, actor, {
      action: 'enrolment.created',
      targetType: 'enrolment',
      targetId: id.id,
      after: { ...terms, billing: r.billing },
    });
    return id;
  });
}

/**
 * What the final confirmation screen shows for a choice, before anything is written or charged: the same terms the
 * enrolment will record (termsOf over the same lesson dates).
 */
export async function quote(deps: Pick<ServerDeps, 'db' | 'schedule' | 'now'>, r: EnrolRequest): Promise<EnrolmentTerms> {
  const today = tokyoToday(deps.now());
  if (r.starts_on <= today || weekday(r.starts_on) !== r.weekday) throw new HttpError(400, START_NOT_ON_WEEKDAY);
  const { course, teacher, withdrawBy } = await checkedChoice(deps, r);
  const start = toMinutes(r.start);
  const shape: ClassRow = {
    id: 0,
    teacher_id: teacher.id,
    weekday: r.weekday,
    start_minute: start,
    end_minute: start + course.lesson_minutes,
    starts_on: r.starts_on,
    ends_on: null,
    lessons_per_month: course.lessons_per_month,
  };
  const dates = classLessonDates(deps.schedule, shape, r.starts_on, await enrolmentRange(deps));
  if (!dates.length) throw new HttpError(409, WEEKLY_TIME_TAKEN);
  return termsOf(course, teacher, r, dates, withdrawBy);
}

/** A constraint's refusal, said as the chooser's words (anything else is passed on). */
export function refusal(e: unknown): unknown {
  if (e instanceof HttpError) return e;
  const state = sqlState(e);
  const text = (e as Error).message ?? '';
  if (state === SQL_CHECK && text.includes('classes_capacity')) return new HttpError(409, CLASS_FULL);
  if (state === SQL_UNIQUE && text.includes('enrolments_one_seat')) return new HttpError(409, ALREADY_ENROLLED);
  if (state === SQL_EXCLUSION || state === SQL_UNIQUE || state === '23503' || e instanceof LessonRefused) {
    return new HttpError(409, WEEKLY_TIME_TAKEN);
  }
  return e;
}

/** The seat: in the course's class already running at that time with that teacher (a group), else a new class. */
export async function takeSeat(
  tx: Queryable,
  course: Course,
  r: EnrolRequest,
  s: Pick<ClassRow, 'weekday' | 'start_minute' | 'end_minute'>,
): Promise<ClassRow> {
  const columns = `id, teacher_id, weekday, start_minute, end_minute, starts_on::text as starts_on, ends_on::text as ends_on,
    ${course.lessons_per_month} as lessons_per_month`;
  const [joined] = await tx.query<ClassRow>(
    `update classes set seats_taken = seats_taken + 1
     where course_id = $1 and teacher_id = $2 and weekday = $3 and start_minute = $4 and end_minute = $5 and ends_on is null
       and starts_on <= $6::date and capacity > 1
     returning ${columns}`,
    [course.id, r.teacher_id, s.weekday, s.start_minute, s.end_minute, r.starts_on],
  );
  if (joined) return joined;
  const [made] = await tx.query<ClassRow>(
    `insert into classes (course_id, teacher_id, weekday, start_minute, end_minute, starts_on, capacity, seats_taken)
     values ($1, $2, $3, $4, $5, $6::date, $7, 1) returning ${columns}`,
    [course.id, r.teacher_id, s.weekday, s.start_minute, s.end_minute, r.starts_on, course.capacity],
  );
  return made;
}

/** The terms the student confirms (and the enrolment keeps): the first month priced by its lessons, then monthly. */
export function termsOf(course: Course, teacher: CourseTeacher, r: EnrolRequest, dates: string[], withdrawBy: number): EnrolmentTerms {
  const month = monthOf(dates[0]);
  const lessons = dates.filter((d) => monthOf(d) === month).length;
  const tuition = tuitionFor(course, lessons);
  return {
    course_name: course.names[r.language] ?? course.names.en,
    teacher_name: teacherNameFor(teacher.name, teacher.name_latin, r.language),
    weekday: r.weekday,
    start: r.start,
    end: toHHMM(toMinutes(r.start) + course.lesson_minutes),
    starts_on: dates[0],
    lessons_per_month: course.lessons_per_month,
    first_month: { month: month.slice(0, 7), lessons, tuition, enrolment_fee: course.enrolment_fee },
    first_payment: tuition + course.enrolment_fee,
    monthly_fee: course.monthly_fee,
    charge_day: TUITION_CHARGE_DAY,
    withdraw_by_day: withdrawBy,
  };
}

async function insertEnrolment(tx: Queryable, classId: number, r: EnrolRequest, terms: EnrolmentTerms, today: string) {
  const status = r.billing === 'school' ? 'active' : 'pending';
  const [row] = await tx.query<{ id: number; code: string }>(
    `insert into enrolments (code, class_id, customer_id, user_id, starts_on, status, billing, language, from_booking_id, terms, expires_at)
     values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10::jsonb, $11) returning id, code`,
    [
      enrolmentCode(),
      classId,
      r.customerId,
      r.userId,
      terms.starts_on,
      status,
      r.billing,
      r.language,
      r.fromBookingId,
      JSON.stringify(terms),
      r.billing === 'card' ? (r.expiresAt?.toISOString() ?? null) : null,
    ],
  );
  await tx.query(
    `insert into tuition_months (enrolment_id, month, lessons, tuition_yen, fee_yen, charge_on)
     values ($1, ($2 || '-01')::date, $3, $4, $5, $6::date)`,
    [row.id, terms.first_month.month, terms.first_month.lessons, terms.first_month.tuition, terms.first_month.enrolment_fee, today],
  );
  return row;
}
