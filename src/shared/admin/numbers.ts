import { z } from 'zod';
import { IsoDate } from './common.js';
import { NUMBERS_RANGE_ORDER } from './numbersTexts.js';

// Numbers: per week or per month, from the bookings and the slots.

export { NUMBERS_RANGE_ORDER } from './numbersTexts.js';

export const NumbersQuery = z
  .object({ from: IsoDate, to: IsoDate, period: z.enum(['week', 'month']).default('week') })
  .refine((q) => q.from <= q.to, { message: NUMBERS_RANGE_ORDER, path: ['to'] });
export type NumbersQuery = z.input<typeof NumbersQuery>;

export const PeriodNumbers = z.object({
  /** The period's first day (a Monday for weeks, the 1st for months), yyyy-MM-dd. */
  start: z.string(),
  /** Confirmed or later-canceled bookings whose class is in the period (paid bookings). */
  bookings: z.number().int(),
  /** Yen paid for them, tax included. */
  gross_revenue: z.number().int(),
  /** Yen refunded of them. */
  refunds: z.number().int(),
  /** gross_revenue - refunds. */
  net_revenue: z.number().int(),
  /** The consumption tax inside net_revenue. */
  tax: z.number().int(),
  /** Capacity in hours (not timeslots): each open slot's seats times its length. */
  hours_offered: z.number(),
  /** Of it, the hours confirmed bookings fill (each its lesson's length). */
  hours_filled: z.number(),
  cancellations: z.number().int(),
  no_shows: z.number().int(),
});
export type PeriodNumbers = z.infer<typeof PeriodNumbers>;

/**
 * One teacher's lessons in the range, as the owner pays by them: held (confirmed, not a no-show, marked attended or
 * of a past day), no-shows and cancellations apart, the hours held, and the yen received for their lessons (the till's
 * money movements: taken less handed or paid back).
 */
export const TeacherNumbers = z.object({
  teacher_id: z.number().int(),
  name: z.string(),
  held: z.number().int(),
  no_shows: z.number().int(),
  cancellations: z.number().int(),
  hours_taught: z.number(),
  received: z.number().int(),
});
export type TeacherNumbers = z.infer<typeof TeacherNumbers>;

/**
 * One source's paid bookings in the range and their yen net of refunds: a tracked link's utm_* values, or
 * another site's host, or (every one null) direct or unknown.
 */
export const SourceNumbers = z.object({
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  referrer_host: z.string().nullable(),
  bookings: z.number().int(),
  net_revenue: z.number().int(),
  /** The tracked link these UTM values are (console → Sources): the table names it; null for none. */
  link_name: z.string().nullable().optional(),
});
export type SourceNumbers = z.infer<typeof SourceNumbers>;

/**
 * One source's trials in the range (paid bookings, as by_source counts them) and how many became students: the
 * customers enrolled from one of those trials (from_booking_id) or, as the same customer, after it (issue 40).
 */
export const SourceStudents = z.object({
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  referrer_host: z.string().nullable(),
  trials: z.number().int(),
  students: z.number().int(),
});
export type SourceStudents = z.infer<typeof SourceStudents>;

/** GET /api/admin/numbers. `by_teacher`: [] in a school without teachers. */
export const NumbersReport = z.object({
  period: z.enum(['week', 'month']),
  rows: z.array(PeriodNumbers),
  totals: PeriodNumbers,
  by_teacher: z.array(TeacherNumbers),
  /** Where the range's paid bookings came from, most bookings first. */
  by_source: z.array(SourceNumbers),
  /** Of the range's trials, per source, those that became students (most students first). */
  students_by_source: z.array(SourceStudents),
  /** Of the totals, the bookings still booked (confirmed) for classes from today (Japan time) to the range's end. */
  ahead: z.object({ from: z.string(), bookings: z.number().int(), net_revenue: z.number().int() }),
});
export type NumbersReport = z.infer<typeof NumbersReport>;
