import { formatYen as yen } from '../../shared/format.js';
import { viewBookingPath } from '../../shared/paths.js';
import { esc } from '../html.js';
import type { BookingRow } from '../booking/bookingRepository.js';
import { bookingIcs } from './ics.js';
import type { Mail } from './outbox.js';


export function mail(to: string, subject: string, lines: string[], link: { url: string; label: string }, ics?: string): Mail {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', 'GTSS Language School'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${lines
    .map((l) => `<p>${esc(l)}</p>`)
    .join('')}<p><a href="${esc(link.url)}">${esc(link.label)}</a></p><p>GTSS Language School</p></body></html>`;
  return { to, subject, text, html, ics };
}

const summaryLines = (b: BookingRow) => [
  `Date: ${b.booking_date}`,
  `Time: ${b.time_range} (Japan time)`,
  `Total: ${yen(b.total_amount)} (tax included; consumption tax ${b.tax_rate}%: ${yen(b.sales_tax)})`,
  `Reference: ${b.reference_id}`,
];

export const bookingUrl = (publicUrl: string, b: BookingRow) => `${publicUrl}${viewBookingPath(b.reference_id, b.id)}`;

export function bookingConfirmedMail(b: BookingRow, publicUrl: string): Mail {
  const url = bookingUrl(publicUrl, b);
  return mail(
    b.user_email,
    `Your trial class on ${b.booking_date} is booked`,
    [`Dear ${b.user_name},`, 'Thank you! Your payment was received and your trial class is confirmed.', ...summaryLines(b),
      'You can view or cancel the booking (until the day before the class) from the link below.'],
    { url, label: 'View your booking' },
    bookingIcs(b, 'GTSS trial class', url),
  );
}

export function bookingCanceledMail(b: BookingRow, publicUrl: string, refunded: boolean): Mail {
  return mail(
    b.user_email,
    `Your trial class on ${b.booking_date} was canceled`,
    [`Dear ${b.user_name},`, 'Your trial class booking has been canceled.', ...summaryLines(b),
      refunded ? 'The payment will be refunded to your card.' : 'No payment was taken.'],
    { url: bookingUrl(publicUrl, b), label: 'View the booking' },
  );
}

/** DESIGN: a payment that completes after its hold was released is refunded, and the visitor told. */
export function latePaymentRefundedMail(b: BookingRow, publicUrl: string): Mail {
  return mail(
    b.user_email,
    'Your payment was refunded: the booking had expired',
    [`Dear ${b.user_name},`,
      'Your payment arrived after the 30-minute hold on your timeslots had ended, so the booking could not be completed.',
      'The full amount is being refunded to your card. Please book again.', ...summaryLines(b)],
    { url: `${publicUrl}/app/booking`, label: 'Book a trial class' },
  );
}
