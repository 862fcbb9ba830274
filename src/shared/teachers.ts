import { z } from 'zod';
import { TEACHER_PROFILE_LABEL } from './admin/teacherTexts.js';
import type { LanguageCode } from './constants.js';
import { LANGUAGE_CODES } from './language.js';
import { FreeText } from './text.js';
import { TEACHING_LANGUAGES } from './teachingLanguages.js';

// Teachers, as visitors see them. A trial class is one teacher with one visitor. With no teacher
// defined the school books anonymous seats (seatsPerSlot) as before, and no chooser is shown.

export { TEACHING_LANGUAGES, TEACHING_LANGUAGE_NAMES } from './teachingLanguages.js';
export const TeachingLanguage = z.enum(TEACHING_LANGUAGES, { error: 'Unknown teaching language.' });
export type TeachingLanguage = z.infer<typeof TeachingLanguage>;

const profileOf = <T extends z.ZodType>(text: T) =>
  z.object(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, text.optional()])) as Record<LanguageCode, z.ZodOptional<T>>).strict();
/** A teacher's short profile, in any of the site's four languages (each optional). */
export const TeacherProfile = profileOf(z.string().trim().max(600));
/**
 * The profile as an owner writes it: the shared free-text rule (line breaks kept, other control characters
 * refused with 400: a NUL used to be a 500). Answers keep the plain shape above, so an old profile still lists.
 */
export const TeacherProfileInput = profileOf(FreeText(TEACHER_PROFILE_LABEL, 600, { multiline: true }));
export type TeacherProfile = z.infer<typeof TeacherProfile>;

/** GET /public/teachers: the teachers a visitor can choose (bookable online, not retired); [] when the school has none. */
export const PublicTeacher = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name in Latin letters (teacherNameFor shows it to non-Japanese visitors); null: none. */
  name_latin: z.string().nullable().optional(),
  languages: z.array(TeachingLanguage),
  profile: TeacherProfile,
  photo_url: z.string().nullable(),
});
export type PublicTeacher = z.infer<typeof PublicTeacher>;
export const PublicTeachers = z.array(PublicTeacher);

/**
 * The query of the calendar and a day's timeslots (GET /public/rental-space/calendar/default[/yyyymmdd]):
 * `teacher` shows that teacher's free times; without it, the times some one teacher can take ("Any
 * teacher"), of `language` when given. Both absent: every teacher (or the anonymous seats).
 */
export const AvailabilityQuery = z
  .object({
    teacher: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'Ids are whole numbers.')
      .transform(Number)
      .pipe(z.number().int().max(2_147_483_647))
      .optional(),
    language: TeachingLanguage.optional(),
  })
  .strict();
export type AvailabilityQuery = z.input<typeof AvailabilityQuery>;

/** How a booking got its teacher (recorded on it; staff see it, the audit log keeps it). */
export const ASSIGNMENTS = ['chosen', 'fair', 'staff', 'existing'] as const;
export const Assignment = z.enum(ASSIGNMENTS);
export type Assignment = z.infer<typeof Assignment>;

/** The booking's teacher as the visitor's pages show it (null: a school without teachers). */
export const BookingTeacher = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type BookingTeacher = z.infer<typeof BookingTeacher>;

// Refusals (400/409 { detail }).
export { NO_SINGLE_TEACHER, TEACHER_NOT_FREE, UNKNOWN_TEACHER } from './teacherRefusals.js';
