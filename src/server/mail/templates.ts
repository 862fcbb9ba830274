import { teacherNameFor } from '../../shared/teacherName.js';
import type { MovedMoneyWay } from '../../shared/admin/moveWords.js';
import { googleCalendarLinks } from '../../shared/calendarLinks.js';
import type { LanguageCode } from '../../shared/constants.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import { paths, viewBookingPath } from '../../shared/paths.js';
import {
  bookingCanceledTexts,
  type CanceledMoney,
  bookingConfirmedTexts,
  bookingLinkTexts,
  bookingMovedTexts,
  differenceLinkTexts,
  lessonLinkTexts,
  bookingRefundedTexts,
  bookingReminderTexts,
  latePaymentRefundedTexts,
  paymentLinkTexts,
} from './bookingTexts.js';
import { closureNoticeTexts } from './closureTexts.js';
import { differencePaidTexts, lateDifferenceRefundedTexts } from './differenceTexts.js';
import { bookingIcs } from './ics.js';
import { formatAmount, formatDate, tokyoTime } from './mailFormat.js';
import { classTime, messageMail, summaryLines, type Block, type SummaryFacts } from './mailLayout.js';
import { lineBookingText } from './lineTexts.js';
import { common, type MessageText } from './mailTexts.js';
import type { Mail } from './outbox.js';

/** What a booking email says of the booking: plain facts, so mail/ never depends on the booking area. */
export interface BookingFacts {
  id: number;
  reference_id: string;
  /** The code read over the phone (GT-4821). */
  code: string;
  booking_date: string;
  time_range: string;
  user_name: string;
  /** null: no customer email is sent (a walk-in at the desk who gave only a name). */
  user_email: string | null;
  total_amount: number;
  tax_rate: number;
  sales_tax: number;
  /** The language the emails are written in, and the visitor's time zone (null: unknown). */
  language: LanguageCode;
  time_zone: string | null;
  /** The class's teacher; absent or null in a school without teachers. */
  teacher_name?: string | null;
  /** Its reading in Latin letters (teacherNameFor: shown to non-Japanese readers). */
  teacher_name_latin?: string | null;
  /** How often it moved: its calendar event's SEQUENCE (absent: never). */
  ics_sequence?: number;
}

/** The calendar event's description: the teacher (when there is one), the booking's code and its link. */
const eventDescription = (b: BookingFacts, url: string) => {
  const c = common[b.language];
  const details = c.eventDetails(url, b.code);
  return b.teacher_name ? `${c.teacher}${c.sep}${teacherNameFor(b.teacher_name, b.teacher_name_latin, b.language)}\n${details}` : details;
};

export const bookingUrl = (publicUrl: string, b: BookingFacts) => `${publicUrl}${viewBookingPath(b.reference_id, b.id)}`;

const recipient = (b: Omit<BookingFacts, 'id' | 'reference_id' | 'code'>) => ({
  email: b.user_email,
  name: b.user_name,
  language: b.language,
});
const dateOf = (b: SummaryFacts) => formatDate(b.language, b.booking_date);

/** The same message for LINE (sent there too, or instead, when the booking's account connected LINE). */
const withLine = (mail: Mail, b: BookingFacts, t: MessageText, url: string): Mail => ({
  ...mail,
  line: lineBookingText(b, t.subject, t.link, url),
});

/**
 * The booking as a calendar file in the visitor's language: the event to add, or (canceled) to remove;
 * `movedFrom`: a move's file, which also removes the runs the booking no longer has (ics.ts).
 */
export function bookingCalendar(
  b: BookingFacts,
  publicUrl: string,
  now: Date,
  method: 'PUBLISH' | 'CANCEL',
  movedFrom?: Pick<BookingFacts, 'booking_date' | 'time_range'>,
): string {
  const c = common[b.language];
  const url = bookingUrl(publicUrl, b);
  return bookingIcs(b, { method, now, publicUrl, url, summary: c.eventTitle, description: eventDescription(b, url), movedFrom });
}

/** The payment went through: the booking, "Add to calendar" (Google's link, the attached .ics) and the view/cancel link. */
/** `dueYen`: a booking to be paid at the lesson, its price still owed (the mail asks for it instead of thanking for it). */
export function bookingConfirmedMail(b: BookingFacts, publicUrl: string, now: Date, dueYen = 0): Mail {
  const c = common[b.language];
  const url = bookingUrl(publicUrl, b);
  const google = googleCalendarLinks(b, c.eventTitle, eventDescription(b, url));
  const calendar: Block[] = google.map(({ url: link, range }) => ({
    label: google.length > 1 ? `${c.addToGoogle} (${range})` : c.addToGoogle,
    url: link,
  }));
  const due = dueYen > 0 ? formatAmount(b.language, dueYen) : undefined;
  const t = bookingConfirmedTexts[b.language]({ date: dateOf(b), code: b.code, free: b.total_amount === 0, due });
  const mail = messageMail(
    recipient(b),
    t,
    summaryLines(b),
    url,
    [...calendar, [c.icsAttached]],
    bookingCalendar(b, publicUrl, now, 'PUBLISH'),
  );
  return withLine(mail, b, t, url);
}

/**
 * What a cancellation refunds: true, the whole amount to the card; false, nothing was paid; or (a
 * staff's cancel) `yen` of it (null: the whole amount), to the card or in cash at the desk, or nothing.
 */
export type CancelRefund = boolean | { yen: number | null; desk: boolean } | 'none';

const canceledMoney = (b: BookingFacts, refund: CancelRefund): CanceledMoney => {
  if (refund === true) return { kind: 'refund', amount: formatAmount(b.language, b.total_amount), whole: true, desk: false };
  if (refund === false) return { kind: 'unpaid' };
  if (refund === 'none') return { kind: 'kept' };
  const whole = refund.yen === null || refund.yen === b.total_amount;
  return { kind: 'refund', amount: formatAmount(b.language, refund.yen ?? b.total_amount), whole, desk: refund.desk };
};

/** The booking was canceled; its .ics (METHOD:CANCEL, same UID) removes the class from the visitor's calendar. */
export function bookingCanceledMail(b: BookingFacts, publicUrl: string, refund: CancelRefund, now: Date): Mail {
  const t = bookingCanceledTexts[b.language]({ date: dateOf(b), code: b.code, money: canceledMoney(b, refund) });
  const url = bookingUrl(publicUrl, b);
  const mail = messageMail(
    recipient(b),
    t,
    summaryLines(b),
    url,
    [[common[b.language].icsCancel]],
    bookingCalendar(b, publicUrl, now, 'CANCEL'),
  );
  return withLine(mail, b, t, url);
}

/**
 * The school closed the booking's day (issue 39, point 8): the closure notice instead of the visitor's cancellation
 * mail, with the owner's reason as written (null: none given), the money, and the booking page to choose another day.
 */
export function closureNoticeMail(b: BookingFacts, publicUrl: string, refund: CancelRefund, reason: string | null, now: Date): Mail {
  const t = closureNoticeTexts[b.language]({ date: dateOf(b), code: b.code, reason, money: canceledMoney(b, refund) });
  const url = `${publicUrl}${paths.booking}`;
  const mail = messageMail(
    recipient(b),
    t,
    summaryLines(b),
    url,
    [[common[b.language].icsCancel]],
    bookingCalendar(b, publicUrl, now, 'CANCEL'),
  );
  return withLine(mail, b, t, url);
}

/**
 * The booking moved to another time: the new time, where it was (`from`: the booking before the move), and
 * the .ics with the same UID and a higher SEQUENCE, so the visitor's calendar moves the event (and drops an
 * event of a run the booking no longer has).
 */
export function bookingMovedMail(
  b: BookingFacts,
  from: Pick<BookingFacts, 'booking_date' | 'time_range'>,
  publicUrl: string,
  now: Date,
  money: { yen: number; way: MovedMoneyWay } | null = null,
): Mail {
  const before = `${formatDate(b.language, from.booking_date)} ${classTime({ ...from, language: b.language, time_zone: b.time_zone })}`;
  const moved = money && { yen: formatAmount(b.language, money.yen), way: money.way };
  const t = bookingMovedTexts[b.language]({ date: dateOf(b), code: b.code, from: before, money: moved });
  const url = bookingUrl(publicUrl, b);
  return withLine(messageMail(recipient(b), t, summaryLines(b), url, [], bookingCalendar(b, publicUrl, now, 'PUBLISH', from)), b, t, url);
}

/** A canceled booking's refund has actually been paid out by the provider (`yen`: the cancel's whole refund, bookingMoney's). */
export function bookingRefundedMail(b: BookingFacts, publicUrl: string, yen: number): Mail {
  const t = bookingRefundedTexts[b.language]({
    date: dateOf(b),
    code: b.code,
    amount: formatAmount(b.language, yen),
  });
  return messageMail(recipient(b), t, summaryLines(b), bookingUrl(publicUrl, b));
}

/** The customer's own view-booking link again, sent by staff (who never see it themselves). */
export function bookingLinkMail(b: BookingFacts, publicUrl: string): Mail {
  return messageMail(
    recipient(b),
    bookingLinkTexts[b.language]({ date: dateOf(b), code: b.code }),
    summaryLines(b),
    bookingUrl(publicUrl, b),
  );
}

/** DESIGN: a payment that completes after its hold was released is refunded, and the visitor told. */
export function latePaymentRefundedMail(b: BookingFacts, publicUrl: string): Mail {
  return messageMail(recipient(b), latePaymentRefundedTexts[b.language]({}), summaryLines(b), `${publicUrl}${paths.booking}`);
}

/** A card payment of a difference no longer owed when it arrived: refunded whole, and the customer told (`amount`: its yen). */
export function lateDifferenceRefundedMail(b: BookingFacts, amount: number, publicUrl: string): Mail {
  const t = lateDifferenceRefundedTexts[b.language]({ date: dateOf(b), code: b.code, amount: formatAmount(b.language, amount) });
  return messageMail(recipient(b), t, summaryLines(b), bookingUrl(publicUrl, b));
}

/** A move's difference paid by card through its link: the customer's receipt of it, in their language (`amount`: its yen). */
export function differencePaidMail(b: BookingFacts, amount: number, publicUrl: string): Mail {
  const t = differencePaidTexts[b.language]({ date: dateOf(b), code: b.code, amount: formatAmount(b.language, amount) });
  return messageMail(recipient(b), t, summaryLines(b), bookingUrl(publicUrl, b));
}

/**
 * Before the class: its date and time, the view-booking link, and the last day it can be canceled
 * (until the day before the class in Tokyo), or that it no longer can be at `now`.
 */
export function bookingReminderMail(b: BookingFacts, publicUrl: string, now: Date): Mail {
  const lastDay = addDays(b.booking_date, -1);
  const lastCancelDay = tokyoToday(now) <= lastDay ? formatDate(b.language, lastDay) : null;
  const t = bookingReminderTexts[b.language]({ date: dateOf(b), code: b.code, lastCancelDay });
  const url = bookingUrl(publicUrl, b);
  return withLine(messageMail(recipient(b), t, summaryLines(b), url), b, t, url);
}

/** The payment link of a move's difference (the booking itself is paid): `until` is when the link stops working. */
/** `lesson`: the link pays a booking to be paid at the lesson (its price), not a move's difference. */
export function differenceLinkMail(b: BookingFacts, checkoutUrl: string, amount: number, until: Date, lesson = false): Mail {
  const when = `${formatDate(b.language, tokyoToday(until))} ${tokyoTime(until)}`;
  const t = (lesson ? lessonLinkTexts : differenceLinkTexts)[b.language]({
    date: dateOf(b),
    code: b.code,
    amount: formatAmount(b.language, amount),
    until: when,
  });
  return messageMail(recipient(b), t, summaryLines(b), checkoutUrl);
}

/**
 * An unpaid hold's checkout link, to pay until the hold ends (no reference yet: it is not a booking; its code,
 * given with the hold, is what the customer reads to the school over the phone).
 * `byStaff`: the school took the booking by phone or at the desk and sends the link; `allDay`: its hold lasts
 * past the usual 30 minutes (the desk kept it until the end of the day, or the link is sent again), so the
 * email names the hold's end instead.
 */
export function paymentLinkMail(
  b: Omit<BookingFacts, 'id' | 'reference_id'>,
  checkoutUrl: string,
  expiresAt: Date,
  byStaff = false,
  allDay = false,
): Mail {
  const t = paymentLinkTexts[b.language]({ date: dateOf(b), code: b.code, until: tokyoTime(expiresAt), byStaff, allDay });
  return messageMail(recipient(b), t, summaryLines(b), checkoutUrl);
}
