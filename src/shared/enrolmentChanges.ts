import { z } from 'zod';
import { IsoDate } from './admin/common.js';

// Pausing and withdrawing (issue 41, points 5 and 6): my page's and the desk's calls, and the console's list of
// requests. A month is 'YYYY-MM'.

export * from './pauseWords.js';

const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** POST …/enrolments/:id/pause: whole months from first_month. */
export const PauseRequest = z.object({ first_month: Month, months: z.number().int().min(1).max(12) }).strict();
export type PauseRequest = z.infer<typeof PauseRequest>;

/** GET …/enrolments/:id/pause: what may be asked today (the months a pause may start, its length, its fee, the deadline). */
export const PauseOptions = z.object({
  first_months: z.array(Month),
  min_months: z.number().int(),
  max_months: z.number().int(),
  fee_yen: z.number().int(),
  deadline_day: z.number().int(),
});
export type PauseOptions = z.infer<typeof PauseOptions>;

export const Pause = z.object({ first_month: Month, months: z.number().int(), fee_yen: z.number().int(), requested_at: z.string() });
export type Pause = z.infer<typeof Pause>;

/**
 * What a withdrawal asked today means, shown before it is confirmed: the last day, whether the withdrawal day has
 * passed (then it ends a month later), the lessons still to come and those canceled, the months no longer charged,
 * and the lesson credits that will expire unused (the credit ledger's).
 */
export const WithdrawalSummary = z.object({
  ends_on: IsoDate,
  after_deadline: z.boolean(),
  withdraw_by_day: z.number().int(),
  lessons_left: z.array(IsoDate),
  lessons_canceled: z.array(IsoDate),
  months_charged: z.array(Month),
  months_canceled: z.array(Month),
  credits_expiring: z.array(z.object({ count: z.number().int(), valid_until: IsoDate, reason: z.string() })),
});
export type WithdrawalSummary = z.infer<typeof WithdrawalSummary>;

/** POST …/enrolments/:id/withdrawal: confirmed after the summary was shown. */
export const WithdrawRequest = z.object({ confirmed: z.literal(true) }).strict();

/** A change of course or weekly time in the requests' list (issue 41 point 7): the day it starts and the new time. */
export const ChangeAsked = z.object({
  from: IsoDate,
  course_name: z.string(),
  teacher_name: z.string(),
  weekday: z.number().int(),
  start: z.string(),
  end: z.string(),
});

/** GET /api/admin/enrolments/requests: the pause, withdrawal and course-change requests, newest first. */
export const EnrolmentChangeRequest = z.object({
  kind: z.enum(['pause', 'withdrawal', 'change']),
  enrolment_id: z.number().int(),
  code: z.string(),
  customer_name: z.string(),
  course_name: z.string(),
  requested_at: z.string(),
  at_desk: z.boolean(),
  first_month: Month.nullable(),
  months: z.number().int().nullable(),
  ends_on: IsoDate.nullable(),
  /** kind 'change' only (course_name is then the course changed from). */
  change: ChangeAsked.nullable().optional(),
});
export type EnrolmentChangeRequest = z.infer<typeof EnrolmentChangeRequest>;
export const EnrolmentChangeRequests = z.object({ requests: z.array(EnrolmentChangeRequest) });
