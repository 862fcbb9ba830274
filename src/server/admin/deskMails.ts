import type { z } from 'zod';
import { NO_EMAIL, type StaffActionResult } from '../../shared/admin/bookings.js';
import { NO_OPEN_PAYMENT_LINK, NOT_CONFIRMED_RESEND, type EmailCustomerBody } from '../../shared/admin/deskMails.js';
import * as messages from '../../shared/messages.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { bookingMoney } from '../booking/bookingMoney.js';
import { lockBooking, type BookingRow } from '../booking/bookingRows.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { renderMail, summaryLines } from '../mail/mailLayout.js';
import { common } from '../mail/mailTexts.js';
import { enqueueMail, type Mail } from '../mail/outbox.js';
import { bookingConfirmedMail, paymentLinkMail } from '../mail/templates.js';

// The desk's emails from a booking's page: the confirmation again, the payment link again, and a message
// of the staff's own. Each locks the booking, checks it under the lock, queues the mail in the outbox and
// writes its audit entry in one transaction. A walk-in who gave no email is refused (nothing to send to).

type Check = (b: BookingRow, now: Date) => void;
type Compose = (b: BookingRow, deps: ServerDeps, tx: Queryable) => Mail | Promise<Mail>;

async function sendDeskMail(
  deps: ServerDeps,
  staff: Actor,
  id: number,
  action: string,
  check: Check,
  compose: Compose,
  recorded: (b: BookingRow) => Record<string, unknown> = () => ({}),
): Promise<BookingRow> {
  const booking = await deps.db.transaction(async (tx: Queryable) => {
    const b = await lockBooking(tx, id);
    if (!b) throw new HttpError(404, messages.bookingNotFound);
    if (b.user_email === null) throw new HttpError(409, NO_EMAIL);
    check(b, deps.now());
    const mail = await compose(b, deps, tx);
    await enqueueMail(tx, mail, b.id);
    await writeAudit(
      tx,
      { id: staff.id, email: staff.email },
      {
        action,
        targetType: 'booking',
        targetId: b.id,
        bookingId: b.id,
        before: null,
        after: { to: b.user_email, language: b.language, ...recorded(b) },
      },
    );
    return b;
  });
  deps.mailQueued();
  return booking;
}

/** POST /api/admin/bookings/:id/resend-confirmation: a Confirmed booking's confirmation (with its .ics) again. */
export async function resendConfirmation(deps: ServerDeps, staff: Actor, id: number): Promise<StaffActionResult> {
  const b = await sendDeskMail(
    deps,
    staff,
    id,
    'booking.confirmation_resent',
    (row) => {
      if (row.status !== 'Confirmed') throw new HttpError(409, NOT_CONFIRMED_RESEND);
    },
    // a booking paid at the lesson still asks for its price
    async (row, _deps, tx) => bookingConfirmedMail(row, deps.publicUrl, deps.now(), (await bookingMoney(tx, row)).dueAtLessonYen),
  );
  return { detail: `The confirmation was emailed to ${b.user_email} again.`, booking_id: b.id };
}

/** POST /api/admin/bookings/:id/resend-payment-link: an unpaid hold's payment link again, while it still works. */
export async function resendPaymentLink(deps: ServerDeps, staff: Actor, id: number): Promise<StaffActionResult> {
  const open = (row: BookingRow, now: Date) =>
    row.status === 'Pending' && row.checkout_url !== null && row.checkout_expires_at !== null && new Date(row.checkout_expires_at) > now;
  const b = await sendDeskMail(
    deps,
    staff,
    id,
    'booking.payment_link_resent',
    (row, now) => {
      if (!open(row, now)) throw new HttpError(409, NO_OPEN_PAYMENT_LINK);
    },
    // what is left of the hold is seldom its first 30 minutes: the email names its end
    (row) => paymentLinkMail(row, row.checkout_url!, new Date(row.checkout_expires_at!), true, true),
  );
  return { detail: `The payment link was emailed to ${b.user_email} again.`, booking_id: b.id };
}

/** The staff's own message in the customer's language's frame: greeting, their text, the booking, the signature. */
function staffMessageMail(b: BookingRow, body: z.output<typeof EmailCustomerBody>): Mail {
  const paragraphs = body.message.split(/\r?\n\s*\r?\n/).map((p) => p.split(/\r?\n/));
  return renderMail(b.user_email, b.language, body.subject, [
    [common[b.language].greeting(b.user_name)],
    ...paragraphs,
    // the class it is about; never the reference (it is their cancel key, and staff wrote this mail)
    summaryLines({ ...b, reference_id: undefined }),
  ]);
}

/** POST /api/admin/bookings/:id/email: a message of the staff's own; its subject and text are recorded as sent. */
export async function emailCustomer(
  deps: ServerDeps,
  staff: Actor,
  id: number,
  body: z.output<typeof EmailCustomerBody>,
): Promise<StaffActionResult> {
  const b = await sendDeskMail(
    deps,
    staff,
    id,
    'booking.customer_emailed',
    () => undefined,
    (row) => staffMessageMail(row, body),
    () => ({ subject: body.subject, message: body.message }),
  );
  return { detail: `Your message was emailed to ${b.user_email}.`, booking_id: b.id };
}
