import { z } from 'zod';
import { IsoDate, Instant } from './admin/common.js';
import { ABSENCE_NO_CREDIT } from './creditWords.js';
import type { LessonRules } from './lessonRules.js';
import { Makeup } from './makeups.js';

// Absences and the student's credits (issue 41): the contract of my page's and the desk's calls.

export { LESSON_NOT_YOURS, LESSON_BEGUN, ALREADY_ABSENT, ABSENCE_NOT_FOUND, ABSENCE_HAS_CREDIT, NO_CREDIT } from './creditWords.js';

/** A student says they will miss the lesson of `day` (one of their enrolment's coming lessons). */
export const AbsenceRequest = z.object({ day: IsoDate }).strict();
export type AbsenceRequest = z.infer<typeof AbsenceRequest>;

/** The desk reports one; `grant_anyway` gives a credit even after the cut-off or over the month's limit (audited). */
export const DeskAbsenceRequest = AbsenceRequest.extend({
  grant_anyway: z.boolean().default(false),
  note: z.string().trim().max(500).nullable().default(null),
}).strict();
export type DeskAbsenceRequest = z.input<typeof DeskAbsenceRequest>;

export const Absence = z.object({
  id: z.number().int(),
  enrolment_id: z.number().int(),
  lesson_day: z.string(),
  start: z.string(),
  in_time: z.boolean(),
  /** The make-up credit it earned, valid until then; null: none (no_credit says why). */
  credit_until: z.string().nullable(),
  no_credit: z.enum(ABSENCE_NO_CREDIT).nullable(),
  by_kind: z.enum(['customer', 'staff']),
  note: z.string().nullable(),
  created_at: Instant,
});
export type Absence = z.infer<typeof Absence>;

/** My page's credits for one enrolment: its absences, what can be used until when, and the school's rules. */
export const MyCredits = z.object({
  absences: z.array(Absence),
  balance: z.number().int(),
  lots: z.array(z.object({ left: z.number().int(), valid_until: z.string() })),
  rules: z.custom<LessonRules>(),
  makeups: z.array(Makeup),
});
export type MyCredits = z.infer<typeof MyCredits>;
