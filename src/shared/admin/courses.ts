import { z } from 'zod';
import { Course } from '../enrolment.js';
import { COURSE_LEVELS, COURSE_NAME_NEEDED } from '../enrolmentWords.js';
import { TEACHING_LANGUAGES } from '../teachingLanguages.js';

// The owner's courses (issue 40, point 1): a course's form, made, changed (with the version read, so two owners
// editing at once cannot overwrite each other: 409) and retired. The prices are tax-inclusive yen; an enrolment keeps
// the terms it was confirmed with, whatever the course costs later.

const Name = z.string().trim().max(80);
const Description = z.string().trim().max(1000);
const Yen = z.number().int().min(0).max(1_000_000);

export const CourseInput = z
  .object({
    names: z
      .object({ en: Name.min(1, COURSE_NAME_NEEDED), ja: Name.optional(), 'zh-CN': Name.optional(), 'zh-TW': Name.optional() })
      .strict(),
    descriptions: z
      .object({ en: Description.optional(), ja: Description.optional(), 'zh-CN': Description.optional(), 'zh-TW': Description.optional() })
      .strict(),
    language: z.enum(TEACHING_LANGUAGES),
    level: z.enum(COURSE_LEVELS),
    lesson_slots: z.number().int().min(1).max(8),
    lessons_per_month: z.number().int().min(1).max(8),
    monthly_fee: Yen,
    enrolment_fee: Yen,
    capacity: z.number().int().min(1).max(30),
    online: z.boolean(),
    teacher_ids: z.array(z.number().int().positive()).max(50),
  })
  .strict();
export type CourseInput = z.input<typeof CourseInput>;

/** A change: the form's fields and the version it was read at. */
export const CourseChange = CourseInput.extend({ version: z.number().int().positive() }).strict();
export type CourseChange = z.input<typeof CourseChange>;

/** A course as its form reads it: with its version (and when it was retired, if it was). */
export const CourseForEdit = Course.extend({ version: z.number().int(), retired_at: z.string().nullable() });
export type CourseForEdit = z.infer<typeof CourseForEdit>;
