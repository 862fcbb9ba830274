import { z } from 'zod';
import { Email, PersonName } from './auth.js';
import { MIN_TIMESLOTS, SEAT_COUNT } from './constants.js';
import { isCompactDate } from './dates.js';
import * as messages from './messages.js';
import { TeachingLanguage } from './teachers.js';

// The contract of the booking calls. Field names are the API's, fixed (snake_case).

export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Canceled', 'Expired'] as const;
export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;

export const CompactDate = z.string().refine(isCompactDate, 'Dates are written yyyymmdd, for example 20261124.');

export const CalendarDay = z.object({
  date: z.string(), // yyyy-MM-dd
  status: z.enum(['available', 'full', 'closed']),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const Timeslot = z.object({ id: z.number().int(), start: z.string(), end: z.string() });
export type Timeslot = z.infer<typeof Timeslot>;

export const CalendarDayParams = z.object({ space: z.string().max(64), date: CompactDate });

const uniqueIds = (ids: number[]) => new Set(ids).size === ids.length;
/** Row ids are PostgreSQL `int`s: a bigger number names no row, so it is bad input (a 400), not a database error. */
const RowId = z.number().int().positive().max(2_147_483_647);
/** An id in a path: plain decimal digits only, so a booking has one URL ('0x1', '1e0' and '1.0' name none). */
const PathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Ids are whole numbers.')
  .transform(Number)
  .pipe(RowId);
// A blank name or email counts as missing ("Name and email are required for guest booking.").
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const ConfirmBookingBody = z
  .object({
    rental_space_id: z.string().min(1).max(64),
    booking_date: CompactDate,
    timeslot_ids: z
      .array(RowId)
      .min(MIN_TIMESLOTS, messages.selectDateAndSlots)
      .max(48)
      .refine(uniqueIds, 'Each timeslot can be chosen only once.'),
    seat_count: z.literal(SEAT_COUNT, `seat_count must be ${SEAT_COUNT}.`),
    // Guests only; a logged-in user's name and email come from the account
    // the same rules as an account's name and email (shared/auth.ts)
    user_name: z.preprocess(blankAsMissing, PersonName.optional()),
    user_email: z.preprocess(blankAsMissing, Email.optional()),
    action_type: z.enum(['confirm', 'payment']),
    /** The teacher the visitor chose; absent: "Any teacher" (of teaching_language, when given). */
    teacher_id: RowId.optional(),
    teaching_language: TeachingLanguage.optional(),
    /** The visitor's phone number, when the school asks for one (its phone_field): checked by visitorPhone.ts in their language. */
    phone: z.string().max(100).nullish(),
  })
  .strict();
export type ConfirmBookingBody = z.infer<typeof ConfirmBookingBody>;

export const BookingSummary = z.object({
  rental_space_id: z.string(),
  booking_date: z.string(), // yyyy-MM-dd
  timeslot_ids: z.array(z.number()),
  seat_count: z.number(),
  user_name: z.string(),
  user_email: z.string(),
  total_amount: z.number().int(),
  time_range: z.string(),
  tax_rate: z.number(),
  sales_tax: z.number().int(),
  /** The chosen teacher's name; null for "Any teacher" (assigned when paying) or a school without teachers. */
  teacher_name: z.string().nullable().optional(),
  /** The chosen teacher's name in Latin letters, for visitors who read no kanji (teacherNameFor). */
  teacher_name_latin: z.string().nullable().optional(),
  /** The phone number as it will be stored, when the school asks for one; the payment call sends it again. */
  phone: z.string().nullable().optional(),
});
export type BookingSummary = z.infer<typeof BookingSummary>;

export const PaymentResult = z.object({ status: z.string(), session: z.object({ url: z.string() }) });
export type PaymentResult = z.infer<typeof PaymentResult>;

/** What a visitor's cancel now refunds (the server's one computation, server/booking/cancelRefund.ts). */
export const CancelRefundPreview = z.object({
  /** What was paid and may be refunded. */
  paid_yen: z.number().int(),
  /** The percent the school's policy keeps today (0: none). */
  percent: z.number().int(),
  refund_yen: z.number().int(),
});
export type CancelRefundPreview = z.infer<typeof CancelRefundPreview>;

export const MyBooking = z.object({
  booking_id: z.number().int(),
  /** The code read over the phone (GT-4821). */
  code: z.string(),
  booking_date: z.string(),
  time_range: z.string(),
  total_amount: z.number().int(),
  status: BookingStatus,
  /** The class's teacher; null in a school without teachers. */
  teacher_name: z.string().nullable(),
  /** Its name in Latin letters, when the school gave one (teacherNameFor). */
  teacher_name_latin: z.string().nullable().optional(),
  /** What cancelling it now refunds under the school's cancellation policy; absent: it cannot be canceled. */
  cancel_refund: CancelRefundPreview.nullable().optional(),
});
export type MyBooking = z.infer<typeof MyBooking>;

export const BookingDetail = z.object({
  booking_reference_id: z.string(),
  /** The code read over the phone (GT-4821): the page's heading; the reference stays the link's secret. */
  code: z.string(),
  booking_date: z.string(),
  time_range: z.string(),
  total_amount: z.number().int(),
  sales_tax: z.number().int(),
  status: BookingStatus,
  stripe_receipt_url: z.string().optional(),
  created_at: z.string(),
  /** The school's own receipt page (領収書; a qualified invoice when registered), for a paid booking. */
  invoice_url: z.string().optional(),
  /** How it was paid ('cash': at the school's desk, refunded there on a cancel); absent while unpaid. */
  payment_method: z.enum(['card', 'cash']).optional(),
  /** The class's teacher; null in a school without teachers. */
  teacher_name: z.string().nullable(),
  /** Its name in Latin letters, when the school gave one (teacherNameFor). */
  teacher_name_latin: z.string().nullable().optional(),
  /** The class's teacher's id: the page's "Continue with this teacher" (enrolment, issue 40); null without one. */
  teacher_id: z.number().int().nullable().optional(),
  /** How many timeslots it has: a move keeps as many. */
  timeslot_count: z.number().int().optional(),
  /**
   * Staff moved it to a longer time and the difference is still to pay, or (`at_lesson`) the booking is paid at the
   * lesson and its price not taken yet: how much, and the link to pay it by card (emailed too) until when; absent:
   * nothing owed.
   */
  difference_owed: z
    .object({
      amount: z.number().int(),
      pay_url: z.string().nullable(),
      until: z.string().nullable(),
      at_lesson: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  /** What cancelling it now refunds under the school's cancellation policy; absent: it cannot be canceled. */
  cancel_refund: CancelRefundPreview.nullable().optional(),
});
export type BookingDetail = z.infer<typeof BookingDetail>;

export const ViewBookingParams = z.object({
  reference_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Booking not found.'),
  booking_id: PathId,
});
export const BookingIdParams = z.object({ booking_id: PathId });

export { isCancellable } from './bookingRules.js';

/** `sales_tax = floor(total * rate / (100 + rate))` for a tax-inclusive total. */
export function salesTaxOf(totalYen: number, taxRatePercent: number): number {
  return Math.floor((totalYen * taxRatePercent) / (100 + taxRatePercent));
}

export { timeRangeOf } from './timeRange.js';
