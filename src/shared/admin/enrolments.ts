import { z } from 'zod';
import { IsoDate } from './common.js';
import { Phone } from './bookings.js';
import { Email, PersonName } from '../auth.js';
import { CSV_HEADINGS, CSV_HEADINGS_UNKNOWN } from './bookingWords.js';
import { EnrolChoice, TuitionMonth } from '../enrolment.js';
import { LANGUAGE_CODES } from '../language.js';
import { ENROLMENT_LIST_STATUSES } from '../enrolmentWords.js';

// The desk's enrolments and tuition (issue 40, point 6): the list by status, course and teacher; the terms quoted
// before the desk confirms; every enrolment's tuition of one month, with its totals and its CSV.

export { ENROLMENT_LIST_STATUSES };

export const EnrolmentListQuery = z
  .object({
    status: z.enum(ENROLMENT_LIST_STATUSES).optional(),
    course_id: z.coerce.number().int().positive().optional(),
    teacher_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type EnrolmentListQuery = z.input<typeof EnrolmentListQuery>;

export const EnrolmentRow = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(['pending', 'active', 'ending', 'ended', 'canceled']),
  billing: z.enum(['card', 'school']),
  customer_id: z.number().int(),
  customer_name: z.string(),
  course_id: z.number().int(),
  course_names: z.record(z.string(), z.string()),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  weekday: z.number().int(),
  start: z.string(),
  starts_on: IsoDate,
  ends_on: IsoDate.nullable(),
  /** Months charged by today and not paid (due or failed). */
  unpaid_months: z.number().int(),
});
export type EnrolmentRow = z.infer<typeof EnrolmentRow>;
export const EnrolmentList = z.object({ enrolments: z.array(EnrolmentRow) });
export type EnrolmentList = z.infer<typeof EnrolmentList>;

/** The desk asks for the terms before confirming, in the student's language (the receipt's). */
export const DeskQuoteRequest = EnrolChoice.extend({ language: z.enum(LANGUAGE_CODES) }).strict();
export type DeskQuoteRequest = z.input<typeof DeskQuoteRequest>;

export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM.');
export const TuitionQuery = z.object({ month: Month }).strict();
export const TuitionExportQuery = z
  .object({ month: Month, headings: z.enum(CSV_HEADINGS, { error: CSV_HEADINGS_UNKNOWN }).default('en') })
  .strict();

export const TuitionRow = TuitionMonth.extend({
  enrolment_id: z.number().int(),
  code: z.string(),
  billing: z.enum(['card', 'school']),
  customer_name: z.string(),
  course_names: z.record(z.string(), z.string()),
  teacher_name: z.string(),
});
export type TuitionRow = z.infer<typeof TuitionRow>;

/** A month's tuition: each enrolment's row and the totals (yen) by status and by way of paying. */
export const TuitionReport = z.object({
  month: Month,
  rows: z.array(TuitionRow),
  totals: z.object({
    paid: z.number().int(),
    due: z.number().int(),
    failed: z.number().int(),
    card: z.number().int(),
    school: z.number().int(),
  }),
});
export type TuitionReport = z.infer<typeof TuitionReport>;

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A walk-in new to the school, enrolled at the desk: a customer made with what they gave (an email known: that customer). */
export const WalkInCustomer = z
  .object({
    name: PersonName,
    email: z.preprocess(blankAsMissing, Email.optional()),
    phone: z.preprocess(blankAsMissing, Phone.optional()),
    language: z.enum(LANGUAGE_CODES),
  })
  .strict();
/** What the desk sends (blank email or phone: none). */
export type WalkInCustomerInput = z.input<typeof WalkInCustomer>;
export type WalkInCustomer = z.output<typeof WalkInCustomer>;
export const WalkInMade = z.object({ id: z.number().int(), name: z.string(), first_language: z.enum(LANGUAGE_CODES) });
export type WalkInMade = z.infer<typeof WalkInMade>;
