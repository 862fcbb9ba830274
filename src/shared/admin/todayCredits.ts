import { z } from 'zod';
import { TodayRequest } from './todayRequests.js';

// Today's part of issue 41 (point 8): who will not come (absences of the day and the next) and who comes for a
// make-up, beside the day's bookings (GET /api/admin/today's `credits_day`).

export const TodayAbsence = z.object({
  enrolment_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  day: z.string(),
  start: z.string(),
  /** It earned a make-up credit. */
  credited: z.boolean(),
});
export type TodayAbsence = z.infer<typeof TodayAbsence>;

export const TodayMakeup = z.object({
  booking_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  time_range: z.string(),
  teacher_name: z.string().nullable(),
  enrolment_id: z.number().int(),
});
export type TodayMakeup = z.infer<typeof TodayMakeup>;

export const TodayCredits = z.object({
  /** The day's and the next day's absences, by day and start. */
  absences: z.array(TodayAbsence),
  /** The day's make-ups (Confirmed), by start. */
  makeups: z.array(TodayMakeup),
  /** The pauses and withdrawals asked and the packs bought in the week up to the day, newest first. */
  requests: z.array(TodayRequest).optional(),
});
export type TodayCredits = z.infer<typeof TodayCredits>;
