import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { enqueueMail, type Mail } from '../mail/outbox.js';
import { bookingReminderMail, paymentLinkMail } from '../mail/templates.js';
import { COLUMNS, type BookingRow } from './bookingRows.js';
import { HOLD_MINUTES } from './bookingService.js';

/** The instant a booking's class starts: its date and first time, in Tokyo. */
const CLASS_START = `((b.booking_date + split_part(b.time_range, '-', 1)::time) at time zone 'Asia/Tokyo')`;
/** When the booking was made, on the app's clock: its hold began HOLD_MINUTES before the checkout expiry. */
const bookedAt = (holdMinutes: string) => `(b.checkout_expires_at - make_interval(mins => ${holdMinutes}::int))`;

/** How many bookings one transaction marks and mails; a pass takes batch after batch until none is due. */
const BATCH = 50;

/**
 * Marks the bookings `take` finds due (at most `limit`, `skip locked`: two processes never take the same
 * one) and queues each one's mail in the same transaction, so a crash loses none and queues none twice
 * (the outbox then delivers at least once); then wakes the mail worker. Answers how many were queued.
 */
async function queueMarkedMails(
  deps: Pick<ServerDeps, 'db' | 'now' | 'mailQueued'>,
  take: (tx: Queryable, now: Date, limit: number) => Promise<BookingRow[]>,
  mailOf: (booking: BookingRow, now: Date) => Mail,
): Promise<number> {
  let queued = 0;
  for (;;) {
    const now = deps.now();
    const batch = await deps.db.transaction(async (tx) => {
      const due = await take(tx, now, BATCH);
      for (const booking of due) await enqueueMail(tx, mailOf(booking, now), booking.id);
      return due.length;
    });
    queued += batch;
    if (batch < BATCH) break;
  }
  if (queued > 0) deps.mailQueued();
  return queued;
}

/**
 * Confirmed bookings whose reminder is due at `now` (the class starts within `hours`, and has not yet
 * started), marked as queued. Not those booked less than `hours` before their class: they were told
 * everything a moment ago.
 */
const takeDueReminders = (hours: number) => (tx: Queryable, now: Date, limit: number) =>
  tx.query<BookingRow>(
    `with due as (
       select b.id from bookings b
       where b.status = 'Confirmed' and b.reminder_queued_at is null
         and b.booking_date <= ($1::timestamptz at time zone 'Asia/Tokyo')::date + ceil($2::int / 24.0)::int
         and ${CLASS_START} > $1 and ${CLASS_START} - make_interval(hours => $2::int) <= $1
         and ${bookedAt('$4')} < ${CLASS_START} - make_interval(hours => $2::int)
       order by b.id limit $3
       for update skip locked
     )
     update bookings set reminder_queued_at = $1 where id in (select id from due)
     returning ${COLUMNS}`,
    [now.toISOString(), hours, limit, HOLD_MINUTES],
  );

/**
 * The reminder `hours` before the class, exactly once per booking (queueMarkedMails). A
 * cancelled booking is not Confirmed, so it gets none.
 */
export async function queueDueReminders(deps: Pick<ServerDeps, 'db' | 'now' | 'publicUrl' | 'mailQueued'>, hours: number): Promise<number> {
  if (hours <= 0) return 0;
  return queueMarkedMails(deps, takeDueReminders(hours), (booking, now) => bookingReminderMail(booking, deps.publicUrl, now));
}

/** How long a hold waits unpaid before its payment link is emailed: a visitor still paying is not disturbed. */
export const PAYMENT_LINK_AFTER_MINUTES = 10;

/** Holds still unpaid PAYMENT_LINK_AFTER_MINUTES after they were made, with at least 5 minutes left, marked as mailed. */
const takeUnpaidHolds = (tx: Queryable, now: Date, limit: number) =>
  tx.query<BookingRow>(
    `with due as (
       select b.id from bookings b
       where b.status = 'Pending' and b.payment_link_queued_at is null and b.checkout_url is not null
         and b.checkout_expires_at > $1::timestamptz + interval '5 minutes'
         and ${bookedAt('$3')} <= $1::timestamptz - make_interval(mins => $2::int)
       order by b.id limit $4
       for update skip locked
     )
     update bookings set payment_link_queued_at = $1 where id in (select id from due)
     returning ${COLUMNS}`,
    [now.toISOString(), PAYMENT_LINK_AFTER_MINUTES, HOLD_MINUTES, limit],
  );

/**
 * The payment-link email. A visitor who left the checkout page (closed the tab, lost the
 * connection) gets the link to pay while the hold lasts, once, in their language (queueMarkedMails); one
 * who pays within PAYMENT_LINK_AFTER_MINUTES gets nothing but the confirmation.
 */
export function queuePaymentLinks(deps: Pick<ServerDeps, 'db' | 'now' | 'mailQueued'>): Promise<number> {
  return queueMarkedMails(deps, takeUnpaidHolds, (b) => paymentLinkMail(b, b.checkout_url!, new Date(b.checkout_expires_at!)));
}
