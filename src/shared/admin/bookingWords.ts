import { LANGUAGE_CODES } from '../language.js';

// The words of the bookings' contract (bookings.ts) the console shows in the member's language. No zod here:
// the console's bundle imports these words (i18n/details/bookings.ts), and bookings.ts re-exports them.

// The server's refusals of the staff's actions on bookings (src/server/admin/staffBookingService.ts).
export const ALREADY_CANCELED = 'This booking is already canceled: nothing more was changed or refunded.';
export const HOLD_EXPIRED = 'This unpaid booking has already expired: its seats are free and nothing was paid.';
export const JUST_PAID = 'The customer has just paid for this booking. Reload it, then cancel it again choosing the refund.';
export const LINK_STILL_OPEN = 'The payment service did not close the payment link yet. Please try again in a moment.';
export const NO_LINK_YET = 'This booking is not paid yet, so it has no booking page to send. Its payment link was emailed instead.';
export const NO_CASH_REFUND_OWED = 'No cash refund is owed on this booking: nothing was changed.';
export const NOTHING_PAID_PARTIAL = 'Nothing was paid for this booking, so there is nothing to refund in part.';
export const ATTENDANCE_NOT_CONFIRMED = 'Attendance can be marked only on a confirmed booking.';
export const ATTENDANCE_TOO_EARLY = 'Attendance can be marked once the class day has come (Japan time).';
export const NO_SHOW_TOO_EARLY = 'A student is a no-show only once the class has begun (Japan time).';
export const DATE_OUTSIDE = 'Choose a date from today to the last day of the booking window.';
export const NOT_ON_DATE = 'The chosen timeslots are not on the selected date.';
export const SLOT_CLOSED = 'Some of the chosen timeslots are closed. Reopen them or choose other timeslots.';
export const CUSTOMER_HOLDING =
  'This customer already has an unpaid booking holding some of these timeslots. Cancel it first, or let them pay it.';
export const EMAIL_NEEDED = "Enter the customer's email: a booking by phone, or one paid by a payment link, is emailed there.";
export const SLOT_BEGUN = 'Some of the chosen timeslots have already begun (Japan time). Choose later timeslots.';
export const NO_EMAIL = 'This booking has no email, so nothing can be sent.';
export const PARTIAL_NEEDS_AMOUNT = 'Give an amount for a partial refund (and only then).';
export const PHONE_INVALID = 'Enter a phone number of digits, spaces, -, ( ) and an optional leading +.';
export const SLOT_TWICE = 'Each timeslot can be chosen only once.';
export const CASH_NOT_BY_PHONE = 'Cash is taken at the desk only: book a phone booking as paid at the lesson, or send a payment link.';
export const LINK_UNTIL_NEEDS_LINK = 'Only a payment link can be kept until the end of the day.';
export const EXPORT_RANGE_BACKWARDS = 'The range must end on or after its first day.';
/** The languages a CSV can be in (its heading row and its words; English keeps the codes). */
export const CSV_HEADINGS = LANGUAGE_CODES;
export type CsvHeadings = (typeof CSV_HEADINGS)[number];
export const CSV_HEADINGS_UNKNOWN = `Column headings are one of ${CSV_HEADINGS.join(', ')}.`;
