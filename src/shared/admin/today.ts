import { z } from 'zod';
import { AdminBookingRow } from './bookings.js';
import { Instant, IsoDate } from './common.js';
import { TodayCredits } from './todayCredits.js';

// "Today": the front desk's day, GET /api/admin/today?date=yyyy-MM-dd (today in Japan when left out).

export const TodayQuery = z.object({ date: IsoDate.optional() }).strict();
export type TodayQuery = z.input<typeof TodayQuery>;

/**
 * paid: Confirmed (by card or in cash at the desk); due: Confirmed, to be paid at the lesson and not taken yet
 * (nothing received: "take payment" when the student arrives); awaiting: a Pending hold or payment link, not paid
 * yet; owed_back: canceled after being paid in cash, the cash not handed back yet.
 */
export const TODAY_PAYMENTS = ['paid', 'due', 'awaiting', 'owed_back'] as const;
/** ahead: not begun; begun: under way; over: its last slot has ended (Japan time, by the server's clock). */
export const TODAY_TIMINGS = ['ahead', 'begun', 'over'] as const;

/** One booking of the day, as one block from its first slot's start to its last slot's end. */
export const TodayBooking = AdminBookingRow.extend({
  start: z.string(),
  end: z.string(),
  timing: z.enum(TODAY_TIMINGS),
  payment: z.enum(TODAY_PAYMENTS),
  paid_in_cash: z.boolean(),
  /** Awaiting payment: when its hold and payment link end; null otherwise. */
  pay_by: Instant.nullable(),
  /** Yen owed back in cash (0 unless owed_back). */
  owed_back_yen: z.number().int(),
  /** Yen to take at the lesson (0 unless due). */
  due_yen: z.number().int(),
  /** Issue 41: a make-up lesson, paid with a credit (present only then). */
  makeup: z.literal(true).optional(),
  /** A lesson booked with a lesson pack's credit (present only then): its block says so. */
  pack: z.literal(true).optional(),
});
export type TodayBooking = z.infer<typeof TodayBooking>;

export const TodaySummary = z.object({
  /** The day's classes: Confirmed and Pending bookings. */
  classes: z.number().int(),
  arrived: z.number().int(),
  /** Yen taken in cash at the desk on the day (Japan time), whatever the lessons' dates: the day's till. */
  cash_taken: z.number().int(),
  /** Yen handed back in cash at the desk on the day, whatever the lessons' dates: the day's till. */
  cash_handed_back: z.number().int(),
  /** Yen owed back in cash now, for any lesson (the owed_back list's total). */
  cash_to_pay_back: z.number().int(),
});
export type TodaySummary = z.infer<typeof TodaySummary>;

/** Cash the desk owes a customer back, from the moment it is owed until it is handed back, whatever its date. */
export const OwedBack = z.object({
  booking_id: z.number().int(),
  code: z.string(),
  user_name: z.string(),
  booking_date: IsoDate,
  yen: z.number().int(),
});
export type OwedBack = z.infer<typeof OwedBack>;

/**
 * A month of tuition the desk should see (issue 40, point 3): a card month whose charge failed, or a month paid at the
 * school whose charge day has come and is not yet marked paid; each leads to its enrolment's page.
 */
export const TuitionToCollect = z.object({
  enrolment_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  month: z.string(),
  yen: z.number().int(),
  status: z.enum(['due', 'failed']),
});
export type TuitionToCollect = z.infer<typeof TuitionToCollect>;

export const TodayView = z.object({
  date: IsoDate,
  summary: TodaySummary,
  /** Every booking owing cash back now (oldest lesson first), each to open and hand it back. */
  owed_back: z.array(OwedBack),
  /** Tuition failed or due at the desk by the day (absent from a server before enrolment). */
  tuition: z.array(TuitionToCollect).optional(),
  /** In time order (by start, then booking number). */
  bookings: z.array(TodayBooking),
  /** Issue 41: absences of the day and the next, and the day's make-ups (absent from a server before them). */
  credits_day: TodayCredits.optional(),
});
export type TodayView = z.infer<typeof TodayView>;
