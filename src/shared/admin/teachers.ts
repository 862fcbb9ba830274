import { z } from 'zod';
import { FreeText } from '../text.js';
import { TeacherProfile, TeacherProfileInput, TeachingLanguage, Assignment } from '../teachers.js';
import { ConflictAnswer, Instant, IsoDate, RowId } from './common.js';
import { HoursRange, WeeklyHours } from './schedule.js';
import {
  TEACHER_DAY_TWICE,
  TEACHER_LANGUAGES_REQUIRED,
  TEACHER_NAME_LABEL,
  TEACHER_NAME_LATIN,
  TEACHER_NAME_LATIN_LABEL,
  TEACHER_NAME_REQUIRED,
  TEACHER_PHOTO_URL,
} from './teacherTexts.js';

export * from './teacherTexts.js';

// "Teachers" in the console: the contract of /api/admin/teachers. Owners add, edit and retire teachers;
// every staff member reads them (the day view's filter, the desk's teacher choice, reassigning).

/** A dated exception to a teacher's weekly hours: other hours that day, or [] for a day off. */
export const TeacherDay = z.object({ date: IsoDate, hours: z.array(HoursRange) }).strict();
export type TeacherDay = z.infer<typeof TeacherDay>;

/** What an owner edits: POST /api/admin/teachers (201 Teacher) and PUT /api/admin/teachers/:id (Teacher). */
export const TeacherInput = z
  .object({
    name: FreeText(TEACHER_NAME_LABEL, 80).pipe(z.string().min(1, TEACHER_NAME_REQUIRED)),
    /** The name's reading in Latin letters, for visitors who read no kanji (teacherNameFor); empty: none. */
    name_latin: FreeText(TEACHER_NAME_LATIN_LABEL, 80)
      .regex(/^[\p{Script=Latin}\s.'’-]*$/u, TEACHER_NAME_LATIN)
      .transform((v) => v || null)
      .nullable()
      .default(null),
    profile: TeacherProfileInput.default({}),
    languages: z.array(TeachingLanguage).min(1, TEACHER_LANGUAGES_REQUIRED).max(7),
    photo_url: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/\S+)?$/, TEACHER_PHOTO_URL)
      .transform((v) => v || null)
      .nullable()
      .default(null),
    bookable_online: z.boolean().default(true),
    /** A staff account (user id): their "my classes" and calendar feed show this teacher's classes. */
    user_id: RowId.nullable().default(null),
    /** null: the teacher works whenever the school is open. */
    weekly_hours: WeeklyHours.nullable().default(null),
    exceptions: z
      .array(TeacherDay)
      .max(400)
      .default([])
      .refine((days) => new Set(days.map((d) => d.date)).size === days.length, TEACHER_DAY_TWICE),
  })
  .strict();
export type TeacherInput = z.input<typeof TeacherInput>;

/**
 * The owner confirms cancelling the enrolled lessons a refused change listed (its conflicts of kind 'lesson'): the
 * closure's shape (CloseDatesBody's `lessons` and `reason`). They are canceled in the change's transaction, their
 * students credited and told; a list that changed meanwhile (a lesson enrolled since) is 409 TEACHER_LESSONS_CHANGED
 * with the list as it is, and bookings in the way still refuse the change (409 TEACHER_CONFLICT).
 */
export const CancelLessonsConfirm = z
  .object({
    lessons: z.array(RowId).min(1).max(500),
    /** Why (the owner's words): in each student's notice and the activity log, as written. */
    reason: FreeText('Reason', 500, { multiline: true }).optional(),
  })
  .strict();
export type CancelLessonsConfirm = z.infer<typeof CancelLessonsConfirm>;

/** PUT /api/admin/teachers/:id names the version it edited (409 STALE_TEACHER when another change came first). */
export const UpdateTeacherBody = TeacherInput.extend({
  version: z.number().int(),
  cancel_lessons: CancelLessonsConfirm.optional(),
}).strict();
export type UpdateTeacherBody = z.input<typeof UpdateTeacherBody>;

/** A teacher as the console shows it. */
export const Teacher = z.object({
  id: z.number().int(),
  name: z.string(),
  name_latin: z.string().nullable().optional(),
  profile: TeacherProfile,
  languages: z.array(TeachingLanguage),
  photo_url: z.string().nullable(),
  bookable_online: z.boolean(),
  user_id: z.number().int().nullable(),
  /** The linked staff member's name or email, to show. */
  user_label: z.string().nullable(),
  /** The linked staff member's email: the console knows its own member's teacher by it ("my classes"). */
  user_email: z.string().nullable(),
  weekly_hours: WeeklyHours.nullable(),
  /** From today (Japan) on; past ones are kept but not listed. */
  exceptions: z.array(TeacherDay),
  retired_at: Instant.nullable(),
  version: z.number().int(),
  /** Classes booked (Pending or Confirmed) from today on. */
  upcoming_classes: z.number().int(),
});
export type Teacher = z.infer<typeof Teacher>;

/** GET /api/admin/teachers: every teacher, retired ones last. */
export const TeacherList = z.object({ teachers: z.array(Teacher) });
export type TeacherList = z.infer<typeof TeacherList>;

/**
 * Refusals: a change (or retirement) that would leave booked classes without their teacher is 409 with
 * ConflictAnswer (TEACHER_CONFLICT, the bookings listed; nothing changes). The school's first teachers
 * are refused the same way (FIRST_TEACHERS_CONFLICT) when some future booking has no teacher free for it.
 */
export const TeacherConflict = ConflictAnswer;

/** POST /api/admin/teachers/:id/retire and /restore (owners): Teacher. */

/**
 * POST /api/admin/bookings/:id/teacher (staff): give the booking to another teacher free for its whole
 * time. 409 { detail: REASSIGN_NOT_FREE } when they are not. Answers StaffActionResult.
 */
/** `language_confirmed`: staff saw that the teacher does not teach the lesson's language (409) and give it to them anyway. */
export const ReassignBody = z.object({ teacher_id: RowId, language_confirmed: z.literal(true).optional() }).strict();
export type ReassignBody = z.infer<typeof ReassignBody>;

/** How the console shows a booking's teacher: who, and how they were chosen. */
export const BookingTeacherInfo = z.object({ id: z.number().int(), name: z.string(), assignment: Assignment }).nullable();
export type BookingTeacherInfo = z.infer<typeof BookingTeacherInfo>;
