import type { LanguageCode } from '../../shared/constants.js';
import { formatAmount, formatDate } from './mailFormat.js';
import { renderMail, summaryLines } from './mailLayout.js';
import type { MessageText } from './mailTexts.js';
import type { Mail } from './outbox.js';
import { canceledNoticeTexts, movedNoticeTexts, newBookingNoticeTexts, type NoticeSource } from './staffNoticeTexts.js';
import type { BookingFacts } from './templates.js';

/** What the school's notice says of a booking: its facts, plus how it came in and how it was paid. */
export interface NoticeFacts extends BookingFacts {
  phone?: string | null;
  source?: NoticeSource;
  provider?: string | null;
  /** null with provider 'cash': a booking to be paid at the lesson. */
  paid_at?: string | null;
}

/** The booking's page in the console. */
export const consoleBookingUrl = (publicUrl: string, id: number) => `${publicUrl}/admin/bookings/${id}`;

const customerOf = (b: NoticeFacts) => {
  const contact = [b.user_email, b.phone].filter(Boolean).join(', ');
  return contact ? `${b.user_name} (${contact})` : b.user_name;
};

/**
 * The notice's lines, then the class (date, Japan time, amount), then the console link. Never the booking's
 * reference: with the booking's number it is the customer's cancel link, and a staff mailbox outlives a role.
 */
function notice(to: string, language: LanguageCode, b: NoticeFacts, t: MessageText, publicUrl: string): Mail {
  // The school's clock, not the customer's: the staff's summary shows Japan time only.
  const summary = summaryLines({ ...b, reference_id: undefined, language, time_zone: null });
  return renderMail(to, language, t.subject, [t.before, summary, { label: t.link, url: consoleBookingUrl(publicUrl, b.id) }]);
}

/** A new paid booking (the website's checkout, or a booking paid at the school). */
export function newBookingNotice(to: string, language: LanguageCode, b: NoticeFacts, publicUrl: string): Mail {
  const t = newBookingNoticeTexts[language]({
    customer: customerOf(b),
    code: b.code,
    name: b.user_name,
    date: formatDate(language, b.booking_date),
    source: b.source ?? 'web',
    paid: b.provider !== 'cash' ? 'card' : b.paid_at === null ? 'lesson' : 'cash',
  });
  return notice(to, language, b, t, publicUrl);
}

/** A booking was canceled, by the customer (`by` null) or a staff member; `refundYen` null: nothing refunded. */
export function canceledNotice(
  to: string,
  language: LanguageCode,
  b: NoticeFacts,
  publicUrl: string,
  by: string | null,
  refundYen: number | null,
): Mail {
  const t = canceledNoticeTexts[language]({
    customer: customerOf(b),
    code: b.code,
    name: b.user_name,
    date: formatDate(language, b.booking_date),
    by,
    refund: refundYen ? formatAmount(language, refundYen) : null,
  });
  return notice(to, language, b, t, publicUrl);
}

/** A booking moved to another time, by the customer (`by` null) or a staff member; `from`: where it was (Japan time). */
export function movedNotice(
  to: string,
  language: LanguageCode,
  b: NoticeFacts,
  publicUrl: string,
  by: string | null,
  from: Pick<BookingFacts, 'booking_date' | 'time_range'>,
): Mail {
  const t = movedNoticeTexts[language]({
    customer: customerOf(b),
    code: b.code,
    name: b.user_name,
    date: formatDate(language, b.booking_date),
    by,
    from: `${formatDate(language, from.booking_date)} ${from.time_range}`,
  });
  return notice(to, language, b, t, publicUrl);
}
