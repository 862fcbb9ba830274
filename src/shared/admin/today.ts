import { z } from 'zod';
import { AdminBookingRow } from './bookings.js';
import { Instant, IsoDate } from './common.js';

// "Today": the front desk's day, GET /api/admin/today?date=yyyy-MM-dd (today in Japan when left out).

export const TodayQuery = z.object({ date: IsoDate.optional() }).strict();
export type TodayQuery = z.input<typeof TodayQuery>;

/**
 * paid: Confirmed (by card or in cash at the desk); awaiting: a Pending hold or payment link, not paid yet;
 * owed_back: canceled after being paid in cash, the cash not handed back yet.
 */
export const TODAY_PAYMENTS = ['paid', 'awaiting', 'owed_back'] as const;
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
});
export type TodayBooking = z.infer<typeof TodayBooking>;

export const TodaySummary = z.object({
  /** The day's classes: Confirmed and Pending bookings. */
  classes: z.number().int(),
  arrived: z.number().int(),
  /** Yen paid in cash at the desk for the day's classes. */
  cash_taken: z.number().int(),
  /** Yen to hand back in cash for the day's canceled classes. */
  cash_to_pay_back: z.number().int(),
});
export type TodaySummary = z.infer<typeof TodaySummary>;

export const TodayView = z.object({
  date: IsoDate,
  summary: TodaySummary,
  /** In time order (by start, then booking number). */
  bookings: z.array(TodayBooking),
});
export type TodayView = z.infer<typeof TodayView>;
