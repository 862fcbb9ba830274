import { z } from 'zod';
import { LANGUAGE_CODES } from './language.js';
import { IdParams, IsoDate } from './admin/common.js';

// Enrolment (issue 40): the school's courses, a weekly time with one teacher, and monthly tuition. The API contract
// of both sides: the visitor's (/api/public/courses…) and the desk's (/api/admin/enrolments…).

const Locale = z.enum(LANGUAGE_CODES);
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM.');

import { COURSE_LEVELS } from './enrolmentWords.js';

export { COURSE_LEVELS };

/** A course as the visitor and the desk see it; names per language (English always). */
export const Course = z.object({
  id: z.number().int(),
  kind: z.string().nullable(),
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  language: z.string(),
  level: z.enum(COURSE_LEVELS),
  lesson_slots: z.number().int(),
  lesson_minutes: z.number().int(),
  lessons_per_month: z.number().int(),
  monthly_fee: z.number().int(),
  enrolment_fee: z.number().int(),
  capacity: z.number().int(),
  online: z.boolean(),
  /** The teachers who may teach it (empty in the database: every active teacher of its language). */
  teacher_ids: z.array(z.number().int()),
});
export type Course = z.infer<typeof Course>;

/** A weekly time a course can be taken: a teacher's, from a first date, and the seats left (a group's class). */
export const WeeklyTime = z.object({
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  weekday: z.number().int().min(0).max(6),
  start: HHMM,
  end: HHMM,
  first_lesson: IsoDate,
  /** The class already running at that time (a group with a free seat), or null: a new class. */
  class_id: z.number().int().nullable(),
  seats_left: z.number().int(),
});
export type WeeklyTime = z.infer<typeof WeeklyTime>;

export const WeeklyTimesQuery = z.object({ course_id: z.coerce.number().int().positive(), from: IsoDate }).strict();

/** The weekly time a student asks for (the class is found or made on the server). */
export const EnrolChoice = z
  .object({
    course_id: z.number().int().positive(),
    teacher_id: z.number().int().positive(),
    weekday: z.number().int().min(0).max(6),
    start: HHMM,
    starts_on: IsoDate,
  })
  .strict();
export type EnrolChoice = z.infer<typeof EnrolChoice>;

/** The desk enrols a customer paying at the school (cash or transfer each month). */
export const DeskEnrolRequest = EnrolChoice.extend({
  customer_id: z.number().int().positive(),
  language: Locale,
  from_booking_id: z.number().int().positive().nullable().default(null),
}).strict();
export type DeskEnrolRequest = z.input<typeof DeskEnrolRequest>;

/**
 * What the final confirmation screen shows before anything is charged (特定商取引法 12条の6): lessons a month, the
 * first payment and every later one, the charge dates, the contract's period and how and by when to withdraw.
 */
export const EnrolmentTerms = z.object({
  course_name: z.string(),
  teacher_name: z.string(),
  weekday: z.number().int(),
  start: HHMM,
  end: HHMM,
  starts_on: IsoDate,
  lessons_per_month: z.number().int(),
  first_month: z.object({ month: z.string(), lessons: z.number().int(), tuition: z.number().int(), enrolment_fee: z.number().int() }),
  first_payment: z.number().int(),
  monthly_fee: z.number().int(),
  /** Later payments fall on this day of each month, for that month. */
  charge_day: z.number().int(),
  /** The contract runs month by month from starts_on until withdrawn. */
  withdraw_by_day: z.number().int(),
});
export type EnrolmentTerms = z.infer<typeof EnrolmentTerms>;

export const TUITION_STATUSES = ['due', 'paid', 'failed', 'waived'] as const;
export const TuitionMonth = z.object({
  month: z.string(),
  lessons: z.number().int(),
  tuition_yen: z.number().int(),
  fee_yen: z.number().int(),
  charge_on: IsoDate,
  status: z.enum(TUITION_STATUSES),
  way: z.enum(['card', 'cash', 'transfer']).nullable(),
  /** A paid month's receipt page (on the student's own page only: its address holds the month's secret); else null. */
  receipt_url: z.string().nullable().optional(),
});
export type TuitionMonth = z.infer<typeof TuitionMonth>;

export const Enrolment = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(['pending', 'active', 'ending', 'ended', 'canceled']),
  billing: z.enum(['card', 'school']),
  class_id: z.number().int(),
  customer_id: z.number().int(),
  terms: EnrolmentTerms,
  next_lessons: z.array(IsoDate),
  tuition: z.array(TuitionMonth),
  // pausing and withdrawing (issue 41): the last day once a withdrawal is asked, and the pauses asked
  ends_on: IsoDate.nullable(),
  pauses: z.array(z.object({ first_month: z.string(), months: z.number().int(), fee_yen: z.number().int() })),
});
export type Enrolment = z.infer<typeof Enrolment>;

export const MarkPaidRequest = z.object({ way: z.enum(['cash', 'transfer']) }).strict();
/** An enrolment's month of tuition in a path: /…/enrolments/:id/tuition/:month (YYYY-MM). */
export const TuitionMonthParams = IdParams.extend({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

// The refusals, word for word (the console maps them to its catalogue; the visitor's words likewise), zod-free.
export {
  COURSE_NOT_FOUND,
  COURSE_DESK_ONLY,
  TEACHER_NOT_FOR_COURSE,
  WEEKLY_TIME_TAKEN,
  CLASS_FULL,
  ALREADY_ENROLLED,
  START_NOT_ON_WEEKDAY,
  TUITION_NOT_DUE,
  ENROLMENT_NOT_FOUND,
  CARD_NOT_CHANGEABLE,
} from './enrolmentWords.js';

/** The visitor enrols (a logged-in account) after seeing the final confirmation screen: `confirmed` says they did. */
export const VisitorEnrolRequest = EnrolChoice.extend({
  confirmed: z.literal(true),
  from_booking_id: z.number().int().positive().nullable().default(null),
}).strict();
export type VisitorEnrolRequest = z.input<typeof VisitorEnrolRequest>;
export const EnrolStarted = z.object({ id: z.number().int(), code: z.string(), checkout_url: z.string() });
export type EnrolStarted = z.infer<typeof EnrolStarted>;
export const PayAgain = z.object({ checkout_url: z.string() });
