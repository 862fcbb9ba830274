import { z } from 'zod';
import { Email, PersonName } from '../auth.js';
import { BookingStatus, CancelRefundPreview } from '../booking.js';
import { MIN_TIMESLOTS } from '../constants.js';
import { LANGUAGE_CODES } from '../language.js';
import { PHONE_PATTERN } from '../phone.js';
import { FreeText } from '../text.js';
import { OriginFilter, ReferralColumns } from '../referral.js';
import {
  CASH_NOT_BY_PHONE,
  CSV_HEADINGS,
  CSV_HEADINGS_UNKNOWN,
  EMAIL_NEEDED,
  EXPORT_RANGE_BACKWARDS,
  LINK_UNTIL_NEEDS_LINK,
  PARTIAL_NEEDS_AMOUNT,
  PHONE_INVALID,
  SLOT_TWICE,
} from './bookingWords.js';
import { AuditEntry, DetailAnswer, Instant, IsoDate, PathId, RowId } from './common.js';
import { TeachingLanguage } from '../teachers.js';
import { BookingTeacherInfo } from './teachers.js';
import { Holiday } from './holidays.js';
import { ReceiptIssue } from '../receiptIssue.js';

export * from './bookingWords.js';

// "Bookings", "Cancel and refund", "Take a booking", "Attendance", "Export": the contract of
// /api/admin/bookings/... and /api/admin/calendar.

export const BOOKING_SOURCES = ['web', 'phone', 'desk'] as const;
/**
 * How a staff booking is paid: 'cash' taken at the desk now (a walk-in only); 'at_lesson' booked and Confirmed,
 * nothing received: its price is owed until the clerk takes it ("take payment": cash, or a card link); 'link' a
 * hold until the customer pays the emailed payment link.
 */
export const STAFF_PAYMENTS = ['cash', 'at_lesson', 'link'] as const;
export type StaffPayment = (typeof STAFF_PAYMENTS)[number];
/** How long a staff's payment link works: the default, or to the end of today (Japan time). */
export const LINK_UNTIL = ['default', 'end_of_day'] as const;
export const BookingSource = z.enum(BOOKING_SOURCES);
export const ATTENDANCE = ['attended', 'no_show'] as const;
export const Attendance = z.enum(ATTENDANCE);
export type Attendance = z.infer<typeof Attendance>;

/**
 * GET /api/admin/bookings: search (name, email, a phone number however written, the booking's code in any case with or without GT-, or the
 * whole reference: it is the secret half of their cancel link, so no prefix search and never shown), a date range of class dates, a
 * status; paginated.
 */
export const BookingListQuery = z.object({
  q: FreeText('Search', 100).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  status: BookingStatus.optional(),
  /** Only this teacher's bookings. */
  teacher: PathId.optional(),
  /** Only bookings from this source: a utm_source or another site's host, 'referrer' (any other site), 'direct'. */
  origin: OriginFilter.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type BookingListQuery = z.input<typeof BookingListQuery>;

// No reference_id anywhere in the staff's API (it opens the customer's cancel link); bookings are
// known to staff by their number (id).
export const AdminBookingRow = z.object({
  id: z.number().int(),
  /** The code read over the phone (GT-4821); not a secret. */
  code: z.string(),
  booking_date: z.string(),
  time_range: z.string(),
  user_name: z.string(),
  /** null: a walk-in at the desk who gave only a name (no customer email is sent). */
  user_email: z.string().nullable(),
  phone: z.string().nullable(),
  status: BookingStatus,
  total_amount: z.number().int(),
  /** Yen refunded or owed back; null when nothing is refunded. */
  refund_amount: z.number().int().nullable(),
  refunded_at: Instant.nullable(),
  attendance: Attendance.nullable(),
  source: BookingSource,
  /** The class's teacher and how they were chosen; null in a school without teachers. */
  teacher: BookingTeacherInfo,
  created_at: Instant,
  /** The customer record this booking belongs to (the customers' area fills it). */
  customer_id: z.number().int().nullable().optional(),
  /** Staff-only notes: on this booking, and on its customer. Never sent to the customer. */
  note: z.string().nullable().optional(),
  customer_note: z.string().nullable().optional(),
  /** Where the visitor first came from (src/shared/referral.ts); all null: direct or unknown. */
  ...ReferralColumns,
  /** The lesson's language (what the customer learns); null: not said. Optional for fixtures of older answers. */
  lesson_language: TeachingLanguage.nullable().optional(),
});
export type AdminBookingRow = z.infer<typeof AdminBookingRow>;

export const BookingListPage = z.object({
  items: z.array(AdminBookingRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type BookingListPage = z.infer<typeof BookingListPage>;

/** GET /api/admin/calendar?from=yyyy-MM-dd&days=1|7: the day view (1) and the week view (7). */
export const CalendarViewQuery = z.object({
  from: IsoDate,
  days: z.coerce.number().int().min(1).max(7).default(1),
  /** Only this teacher's classes (and their free seats). */
  teacher: PathId.optional(),
});
export type CalendarViewQuery = z.input<typeof CalendarViewQuery>;

export const SlotBooking = z.object({
  id: z.number().int(),
  user_name: z.string(),
  status: BookingStatus,
  attendance: Attendance.nullable(),
  teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const SlotView = z.object({
  id: z.number().int(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  seats: z.number().int(),
  seats_free: z.number().int(),
  /** Closed by staff: nobody can hold it; its bookings stay. */
  closed: z.boolean(),
  /** The Pending and Confirmed bookings holding a seat of it. */
  bookings: z.array(SlotBooking),
});
export type SlotView = z.infer<typeof SlotView>;
export const CalendarView = z.object({
  /** `holiday`: the national holiday that day (its name), or null; the school may be open on it. */
  days: z.array(z.object({ date: z.string(), slots: z.array(SlotView), holiday: Holiday.nullable().optional() })),
});
export type CalendarView = z.infer<typeof CalendarView>;

export const SentEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  created_at: Instant,
  sent_at: Instant.nullable(),
  /** 'line': the same message pushed by LINE (the customer connected LINE); absent: an email. */
  channel: z.enum(['email', 'line']).optional(),
});
export type SentEmail = z.infer<typeof SentEmail>;

/**
 * The money of a booking after its first payment: a move to another number of timeslots charged the difference
 * (in cash, or by a payment link: `owed` until paid) or refunded it (to the card, or in cash); a cancel refunded
 * what those charges took ('cancel'); a charge paid after the cancel was refunded whole ('late').
 */
export const BookingDifference = z.object({
  id: z.number().int(),
  kind: z.enum(['charge', 'refund']),
  method: z.enum(['cash', 'card']),
  amount: z.number().int(),
  /** 'lesson': the price of a booking paid at the lesson (owed until the desk takes it). */
  reason: z.enum(['move', 'cancel', 'late', 'lesson']),
  /** A charge: owed, paid or void (its booking was canceled unpaid); a refund: owed (on its way) or paid. */
  state: z.enum(['owed', 'paid', 'void']),
  /** An owed charge's payment link works until then; null: no link (or it is not owed). */
  link_expires_at: Instant.nullable(),
  created_at: Instant,
});
export type BookingDifference = z.infer<typeof BookingDifference>;

/** GET /api/admin/bookings/:id: everything the visitor gave, payment state and ids, emails, history. */
export const AdminBookingDetail = AdminBookingRow.extend({
  user_id: z.number().int().nullable(),
  language: z.enum(LANGUAGE_CODES),
  time_zone: z.string().nullable(),
  tax_rate: z.number(),
  sales_tax: z.number().int(),
  provider: z.string().nullable(),
  // No checkout session id: with the built-in test checkout it opens the customer's receipt page, which names the
  // reference, and so their guest link (which can cancel). The test checkout's payment_ref is that id: null here.
  payment_ref: z.string().nullable(),
  receipt_url: z.string().nullable(),
  paid_at: Instant.nullable(),
  refund_requested_at: Instant.nullable(),
  canceled_at: Instant.nullable(),
  /** The yen the customer paid, as a cancel decides it (0: nothing to refund); the cancel's decided_on repeats it. */
  paid_yen: z.number().int(),
  /** The customer's name (an account's person), for the link to their page; and the booking note's version (NoteBody). */
  customer_name: z.string().nullable().optional(),
  note_version: z.number().int().optional(),
  slots: z.array(z.object({ id: z.number().int(), start: z.string(), end: z.string() })),
  /** What moves to another length charged or refunded, and what a cancel refunded of those, oldest first. */
  differences: z.array(BookingDifference),
  /** Yen the desk owes the customer back in cash (a canceled booking, or its moves' charges, paid in cash); 0: none. */
  cash_owed_yen: z.number().int(),
  emails: z.array(SentEmail),
  history: z.array(AuditEntry),
  /** The school's cancellation policy's figure for a cancel now (cancelRefund.ts); null: no policy, or nothing to refund. */
  policy_refund: CancelRefundPreview.nullable().optional(),
  /** The school's receipt as issued (its addressee and purpose, its prints); null until the first issue. */
  receipt_issue: ReceiptIssue.nullable().optional(),
});
export type AdminBookingDetail = z.infer<typeof AdminBookingDetail>;

export const REFUND_KINDS = ['full', 'partial', 'none'] as const;
/** What a staff action on a booking answers: the outcome in words, and the booking (the console reloads its detail). */
export const StaffActionResult = DetailAnswer.extend({ booking_id: z.number().int() });
export type StaffActionResult = z.infer<typeof StaffActionResult>;

/**
 * What the clerk decided on: the booking's status and paid_yen as the console showed them. The
 * server compares them with the booking under its row lock; a booking that changed meanwhile (the
 * customer paid, another cancel) is a 409 and nothing is canceled or refunded.
 */
export const DecidedOn = z
  .object({
    status: BookingStatus,
    paid_yen: z.number().int().min(0).max(10_000_000),
  })
  .strict();
export type DecidedOn = z.infer<typeof DecidedOn>;

/** POST /api/admin/bookings/:id/cancel, whatever the visitor's own cancel window. Answers StaffActionResult. */
export const StaffCancelBody = z
  .object({
    decided_on: DecidedOn,
    refund: z.enum(REFUND_KINDS),
    /** Yen, for a partial refund: more than 0 and less than the amount paid. */
    amount: z.number().int().positive().max(10_000_000).optional(),
    reason: FreeText('Reason', 500, { multiline: true }).optional(),
  })
  .strict()
  .refine((b) => (b.refund === 'partial') === (b.amount !== undefined), {
    message: PARTIAL_NEEDS_AMOUNT,
    path: ['amount'],
  });
export type StaffCancelBody = z.input<typeof StaffCancelBody>;

/** PUT /api/admin/bookings/:id/attendance (a class that has begun); null clears the mark. Answers StaffActionResult. */
export const AttendanceBody = z.object({ attendance: Attendance.nullable() }).strict();
export type AttendanceBody = z.input<typeof AttendanceBody>;

export const Phone = z.string().trim().regex(PHONE_PATTERN, PHONE_INVALID);

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The slots a staff booking (or a move) takes: at least MIN_TIMESLOTS, each once. */
export const StaffSlotIds = z
  .array(RowId)
  .min(MIN_TIMESLOTS, `Choose at least ${MIN_TIMESLOTS} timeslots.`)
  .max(48)
  .refine((ids) => new Set(ids).size === ids.length, SLOT_TWICE);

/**
 * POST /api/admin/bookings: a booking taken by phone or at the desk. The same rules as a visitor's
 * (MIN_TIMESLOTS slots on one day, free seats: a taken seat is a 409). `payment` (STAFF_PAYMENTS) has no
 * default: the clerk says whether money was taken ('cash', at the desk only: over the phone nobody hands over cash,
 * 400 CASH_NOT_BY_PHONE), is due at the lesson, or is asked by a payment link.
 * `user_email` may be left out only for a walk-in at the desk (no customer email is then sent);
 * slots that have already begun today (Japan time) are refused (400 SLOT_BEGUN).
 * Answers StaffActionResult (201); a taken seat is 409 { detail }.
 */
export const StaffBookingBody = z
  .object({
    booking_date: IsoDate,
    timeslot_ids: StaffSlotIds,
    user_name: PersonName,
    user_email: z.preprocess(blankAsMissing, Email.optional()),
    phone: z.preprocess(blankAsMissing, Phone.optional()),
    language: z.enum(LANGUAGE_CODES).default('ja'),
    source: z.enum(['phone', 'desk']),
    payment: z.enum(STAFF_PAYMENTS),
    /** The teacher the customer asked for; absent: any teacher free for the whole booking (the fair rule). */
    teacher_id: RowId.optional(),
    /** The lesson's language (what the customer learns): stored on the booking; the teacher must teach it. */
    lesson_language: TeachingLanguage.optional(),
    /**
     * A payment link's life (and its hold's): the default (HOLD_MINUTES), or until the end of today in Japan
     * (23:59), never past the class's start and never shorter than the default. Left out: a phone booking's
     * lasts as the school's setting says (ScheduleSettings.phoneLinkUntil, the end of the day unless set), a
     * desk booking's the default.
     */
    link_until: z.enum(LINK_UNTIL).optional(),
    /** The customer the clerk picked (a walk-in who came before); absent: found by email, else a new one. */
    customer_id: RowId.optional(),
  })
  .strict()
  .refine((b) => b.link_until === undefined || b.payment === 'link', { message: LINK_UNTIL_NEEDS_LINK, path: ['link_until'] })
  .refine((b) => !(b.source === 'phone' && b.payment === 'cash'), { message: CASH_NOT_BY_PHONE, path: ['payment'] })
  .refine((b) => b.user_email !== undefined || (b.source === 'desk' && b.payment !== 'link'), {
    message: EMAIL_NEEDED,
    path: ['user_email'],
  });
export type StaffBookingBody = z.input<typeof StaffBookingBody>;

/**
 * GET /api/admin/bookings/export.csv?from&to[&headings]: class dates in the range, as CSV (UTF-8 BOM,
 * CRLF); `headings` is the file's language: its heading row and its words (status, source, attendance, language; English: the codes);
 * without it, the member's console language, else English.
 */
export const ExportQuery = z
  .object({ from: IsoDate, to: IsoDate, headings: z.enum(CSV_HEADINGS, { error: CSV_HEADINGS_UNKNOWN }).optional() })
  .refine((q) => q.from <= q.to, { message: EXPORT_RANGE_BACKWARDS, path: ['to'] });
export type ExportQuery = z.input<typeof ExportQuery>;
