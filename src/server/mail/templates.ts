import type { LanguageCode } from '../../shared/constants.js';
import { formatYen as yen } from '../../shared/format.js';
import { paths, viewBookingPath } from '../../shared/paths.js';
import { esc } from '../html.js';
import { bookingIcs } from './ics.js';
import type { Mail } from './outbox.js';

/** What a booking email says of the booking: plain facts, so mail/ never depends on the booking area. */
export interface BookingFacts {
  id: number;
  reference_id: string;
  booking_date: string;
  time_range: string;
  user_name: string;
  user_email: string;
  total_amount: number;
  tax_rate: number;
  sales_tax: number;
  /** The language the emails are written in, and the visitor's time zone (null: unknown). */
  language: LanguageCode;
  time_zone: string | null;
}

export function mail(to: string, subject: string, lines: string[], link: { url: string; label: string }, ics?: string): Mail {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', 'GTSS Language School'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${lines
    .map((l) => `<p>${esc(l)}</p>`)
    .join('')}<p><a href="${esc(link.url)}">${esc(link.label)}</a></p><p>GTSS Language School</p></body></html>`;
  return { to, subject, text, html, ics };
}

const summaryLines = (b: BookingFacts) => [
  `Date: ${b.booking_date}`,
  `Time: ${b.time_range} (Japan time)`,
  `Total: ${yen(b.total_amount)} (tax included; consumption tax ${b.tax_rate}%: ${yen(b.sales_tax)})`,
  `Reference: ${b.reference_id}`,
];

export const bookingUrl = (publicUrl: string, b: BookingFacts) => `${publicUrl}${viewBookingPath(b.reference_id, b.id)}`;

export function bookingConfirmedMail(b: BookingFacts, publicUrl: string): Mail {
  const url = bookingUrl(publicUrl, b);
  return mail(
    b.user_email,
    `Your trial class on ${b.booking_date} is booked`,
    [
      `Dear ${b.user_name},`,
      'Thank you! Your payment was received and your trial class is confirmed.',
      ...summaryLines(b),
      'You can view or cancel the booking (until the day before the class) from the link below.',
    ],
    { url, label: 'View your booking' },
    bookingIcs(b, 'GTSS trial class', url),
  );
}

export function bookingCanceledMail(b: BookingFacts, publicUrl: string, refunded: boolean): Mail {
  return mail(
    b.user_email,
    `Your trial class on ${b.booking_date} was canceled`,
    [
      `Dear ${b.user_name},`,
      'Your trial class booking has been canceled.',
      ...summaryLines(b),
      refunded ? 'The payment will be refunded to your card.' : 'No payment was taken.',
    ],
    { url: bookingUrl(publicUrl, b), label: 'View the booking' },
  );
}

/** DESIGN: a payment that completes after its hold was released is refunded, and the visitor told. */
export function latePaymentRefundedMail(b: BookingFacts, publicUrl: string): Mail {
  return mail(
    b.user_email,
    'Your payment was refunded: the booking had expired',
    [
      `Dear ${b.user_name},`,
      'Your payment arrived after the 30-minute hold on your timeslots had ended, so the booking could not be completed.',
      'The full amount is being refunded to your card. Please book again.',
      ...summaryLines(b),
    ],
    { url: `${publicUrl}${paths.booking}`, label: 'Book a trial class' },
  );
}

/** TEMPORARY (replaced by the translated template being written on the mail branch): the reminder. */
export function bookingReminderMail(b: BookingFacts, publicUrl: string, _now: Date): Mail {
  return mail(
    b.user_email,
    `Reminder: your trial class on ${b.booking_date}`,
    [`Dear ${b.user_name},`, 'This is a reminder of your trial class.', ...summaryLines(b)],
    { url: bookingUrl(publicUrl, b), label: 'View your booking' },
  );
}
