import { z } from 'zod';
import type { LessonRules } from './lessonRules.js';

// The contract of the school's 'lesson_rules' setting (issue 41), in the school profile's schema (school.ts).

export const LessonRulesSchema = z
  .object({
    absence_cutoff_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:MM, for example 20:00.'),
    absence_cutoff_days: z.number().int().min(0).max(7),
    makeup_months: z.number().int().min(0).max(6),
    absences_per_month: z.number().int().min(0).max(8),
    school_cancel_months: z.number().int().min(1).max(12),
  })
  .strict() satisfies z.ZodType<LessonRules>;
