import { z } from 'zod';
import { BookingStatus } from '../booking.js';
import { LANGUAGE_CODES } from '../language.js';
import { controlCharacters, FreeText } from '../text.js';
import { Attendance, BookingSource, Phone } from './bookings.js';
import { Email, PersonName } from '../auth.js';
import { READING_KANA } from '../customerRecordWords.js';
import { ReferralColumns } from '../referral.js';
import { Instant } from './common.js';
import { NOTE_MAX, NOTE_TOO_LONG } from './customerWords.js';

export * from './customerWords.js';

// "Customers": the contract of /api/admin/customers and of the staff-only notes (a customer's, a booking's).
// A customer is an account, a guest's email or a walk-in; notes are never sent to the customer.

/** GET /api/admin/customers?q=&page=: name, email, phone (any way it is written), a booking's code or reference. */
export const CustomerListQuery = z.object({
  q: FreeText('Search', 100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type CustomerListQuery = z.input<typeof CustomerListQuery>;
export const CUSTOMERS_PAGE_SIZE = 25;

export const CustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The account, when the customer has one (shown by the customer's name, never by this number). */
  user_id: z.number().int().nullable(),
  booking_count: z.number().int(),
  /** The newest class date (yyyy-MM-dd); null without bookings. */
  last_booking_date: z.string().nullable(),
  /** The reading of the name (フリガナ), as the desk wrote it; null: none. */
  reading: z.string().nullable().optional(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerListPage = z.object({
  items: z.array(CustomerRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CustomerListPage = z.infer<typeof CustomerListPage>;

export const CustomerBooking = z.object({
  id: z.number().int(),
  code: z.string(),
  booking_date: z.string(),
  time_range: z.string(),
  status: BookingStatus,
  attendance: Attendance.nullable(),
  total_amount: z.number().int(),
  /**
   * The booking's one account (bookingMoney): yen received, every way (0: nothing), and refunded or on its way
   * back, every way (0: nothing). Not the booking page's paid_yen, which is what a cancel may refund now.
   */
  received_yen: z.number().int(),
  refunded_yen: z.number().int(),
  source: BookingSource,
  language: z.enum(LANGUAGE_CODES),
});
export type CustomerBooking = z.infer<typeof CustomerBooking>;

/** GET /api/admin/customers/:id: the person, every booking (newest class first), totals, what was seen. */
export const CustomerDetail = CustomerRow.extend({
  first_language: z.enum(LANGUAGE_CODES),
  /** The language the customer prefers, as the desk set it; null: first_language. */
  preferred_language: z.enum(LANGUAGE_CODES).nullable().optional(),
  first_source: BookingSource,
  created_at: Instant,
  note: z.string().nullable(),
  /** Sent back with a new note: a note changed meanwhile is refused (409 NOTE_STALE). */
  version: z.number().int(),
  bookings: z.array(CustomerBooking),
  /** The bookings' received_yen and refunded_yen, added up. */
  received_total: z.number().int(),
  refunded_total: z.number().int(),
  languages: z.array(z.enum(LANGUAGE_CODES)),
  sources: z.array(BookingSource),
  /** Where they first came from (a tracked link, another site); null: direct or unknown. */
  came_from: z.object(ReferralColumns).nullable().optional(),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;

/** A staff-only note: blank clears it; line breaks allowed. */
export const NoteText = z
  .string()
  .trim()
  .max(NOTE_MAX, NOTE_TOO_LONG)
  .refine((v) => !controlCharacters(v, true), 'A note must not contain control characters.')
  .transform((v) => (v === '' ? null : v));

/** PUT /api/admin/customers/:id/note and PUT /api/admin/bookings/:id/note. Answers NoteSaved. */
export const NoteBody = z.object({ note: NoteText.nullable(), version: z.number().int().min(1).max(2_147_483_647) }).strict();
export type NoteBody = z.input<typeof NoteBody>;
export const NoteSaved = z.object({ note: z.string().nullable(), version: z.number().int() });
export type NoteSaved = z.infer<typeof NoteSaved>;

// A customer's record as the desk edits it, and the merge of two records of one person (issue 39, point 4).
export * from '../customerRecordWords.js';

/** The reading of the name (フリガナ), in kana (spaces and the long-vowel mark allowed); blank: none. */
export const Reading = z
  .string()
  .trim()
  .max(100)
  .refine((v) => v === '' || /^[\u3041-\u3096\u30A1-\u30FA\u30FC\uFF66-\uFF9F\s・ー]+$/.test(v), READING_KANA)
  .transform((v) => (v === '' ? null : v));

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** PUT /api/admin/customers/:id: the record as the clerk saved it, over `version` (409 RECORD_STALE). Answers CustomerDetail. */
export const UpdateCustomerBody = z
  .object({
    name: PersonName,
    reading: Reading.nullable(),
    phone: z.preprocess(blankToNull, Phone.nullable()),
    email: z.preprocess(blankToNull, Email.nullable()),
    preferred_language: z.enum(LANGUAGE_CODES).nullable(),
    version: z.number().int().min(1).max(2_147_483_647),
  })
  .strict();
/** (blank phone and email are sent as '' or null: none) */
export type UpdateCustomerBody = Omit<z.input<typeof UpdateCustomerBody>, 'phone' | 'email'> & {
  phone: string | null;
  email: string | null;
};

/** POST /api/admin/customers/:id/merge: this record (kept) takes the other's bookings, notes and money; the other goes. */
export const MergeCustomerBody = z.object({ other_id: z.number().int().min(1).max(2_147_483_647), version: z.number().int() }).strict();
export type MergeCustomerBody = z.input<typeof MergeCustomerBody>;
