import { z } from 'zod';
import { PAUSE_MONTHS_CAP, PAUSE_MONTHS_ORDER, type EnrolmentRules } from './enrolmentRules.js';

// The school's enrolment rules as an owner saves them (a block of the school's profile: school.ts).

const day = () => z.number().int().min(1).max(28);

export const EnrolmentRulesSchema = z
  .object({
    pause_deadline_day: day(),
    pause_min_months: z.number().int().min(1).max(PAUSE_MONTHS_CAP),
    pause_max_months: z.number().int().min(1).max(PAUSE_MONTHS_CAP),
    pause_fee_yen: z.number().int().min(0).max(100_000),
    withdraw_by_day: day(),
  })
  .strict()
  .refine((r) => r.pause_min_months <= r.pause_max_months, {
    message: PAUSE_MONTHS_ORDER,
    path: ['pause_max_months'],
  }) satisfies z.ZodType<EnrolmentRules>;
