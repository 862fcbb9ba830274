import { MOVE_DIFFERENCE_OWED, MOVE_LINK_NEEDS_EMAIL, MOVE_NO_CARD_TO_REFUND } from '../../shared/admin/moveWords.js';
import { tokyoInstant } from '../../shared/dates.js';
import { viewBookingPath } from '../../shared/paths.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { differenceLinkMail } from '../mail/templates.js';
import { differenceLineItem } from '../payments/lineItems.js';
import { insertTestSession } from '../payments/testCheckoutRepository.js';
import {
  addDifference,
  attachCheckout,
  chargesOf,
  differencesOf,
  voidOwedCharges,
  type DifferenceMethod,
  type DifferenceRow,
} from './bookingDifferences.js';
import { moneyOf } from './bookingMoney.js';
import type { BookingRow } from './bookingRows.js';
import type { MoveMoney } from './moveBooking.js';
import { completeCheckout } from './paymentLifecycle.js';

// The price of a move to another number of timeslots, settled in the move's transaction: a longer time's
// difference taken in cash at the desk or owed by a payment link of its own; a shorter time's handed back in cash
// or refunded to the card the booking was paid with. Each is a row of booking_differences, so a later cancel
// refunds every payment the booking had, each the way it was paid.

/**
 * The move's settlement, the way staff chose. Refused (undoing the move): a difference still owed from an earlier
 * move (unless the move takes back just that); a payment link for a booking with no email; a card refund beyond
 * what the booking's card paid.
 */
export function settleMoveDifference(method: DifferenceMethod, clerk: { id: number | null; at: Date }): MoveMoney {
  return async (tx, before, after) => {
    const diff = after.total_amount - before.total_amount;
    const rows = await differencesOf(tx, before.id);
    const money = moneyOf(before, rows);
    // Moved back by just what is still owed (the customer changed their mind before paying): the charge is no
    // longer due, and its payment link is closed after the commit. Any other change waits until it is settled.
    if (chargesOf(rows).owed.length > 0) {
      if (-diff !== money.owedYen) throw new HttpError(409, MOVE_DIFFERENCE_OWED);
      const [dropped] = await voidOwedCharges(tx, before.id);
      return { yen: -diff, way: 'owed-dropped', closeLink: dropped.checkout_session_id };
    }
    if (diff > 0) {
      if (method === 'card' && !before.user_email) throw new HttpError(400, MOVE_LINK_NEEDS_EMAIL);
      const settled = method === 'cash';
      await addDifference(tx, {
        bookingId: before.id,
        kind: 'charge',
        method,
        amount: diff,
        reason: 'move',
        settled,
        settledBy: clerk.id,
        settledAt: clerk.at,
      });
      return { yen: diff, way: method === 'cash' ? 'cash-more' : 'link-more' };
    }
    // a card refund goes back to what is left of the first payment
    if (method === 'card' && (money.first.way === 'cash' || before.payment_ref === null || money.first.left < -diff))
      throw new HttpError(400, MOVE_NO_CARD_TO_REFUND);
    await addDifference(tx, {
      bookingId: before.id,
      kind: 'refund',
      method,
      amount: -diff,
      reason: 'move',
      paymentRef: method === 'card' ? before.payment_ref : null,
      settled: method === 'cash',
      settledBy: clerk.id,
      settledAt: clerk.at,
    });
    return { yen: -diff, way: method === 'cash' ? 'cash-back' : 'card-back' };
  };
}

/**
 * The payment link of the difference owed after a move (opened once the move committed: a remote provider is
 * called over the network): it works for a day (Stripe's longest), or until the class begins if sooner, and is
 * emailed to the customer in their language. The session records what it pays (the booking and the charge) when it
 * is created. It is attached to the charge, and emailed, only if the charge is still owed under the charge's lock;
 * otherwise (taken in cash meanwhile) nobody is sent it and it is expired at the provider. False when no link was
 * sent (the provider could not open one, or the charge is no longer owed): the difference stays as it is, and staff
 * can take it in cash from the booking's page.
 */
export async function openDifferenceLink(deps: ServerDeps, b: BookingRow, sentAgainBy: Actor | null = null): Promise<boolean> {
  const [charge] = chargesOf(await differencesOf(deps.db, b.id)).owed;
  if (!charge || !b.user_email) return false;
  const now = deps.now();
  const classStart = tokyoInstant(b.booking_date, b.time_range.slice(0, 5));
  const until = new Date(Math.min(now.getTime() + LINK_LIFETIME_MS, classStart.getTime()));
  try {
    const session = await differenceSession(deps, b, charge, until);
    const attached = await deps.db.transaction(async (tx) => {
      if (!(await attachCheckout(tx, charge.id, session.sessionId, session.url, until))) return false;
      const record = { id: session.sessionId, bookingId: b.id, differenceId: charge.id, amount: charge.amount, expiresAt: until };
      if (deps.payments.kind === 'in-database') await insertTestSession(tx, record);
      await enqueueMail(tx, differenceLinkMail(b, session.url, charge.amount, until, charge.reason === 'lesson'), b.id);
      if (sentAgainBy) await auditLinkSent(tx, sentAgainBy, b, charge, 'new');
      return true;
    });
    if (attached) deps.mailQueued();
    else await closeUnattached(deps, session.sessionId);
    return attached;
  } catch (e) {
    deps.log.error({ err: e, bookingId: b.id }, 'the payment link of a difference could not be opened');
    return false;
  }
}

/**
 * A new session whose charge was settled before it could be attached: expired at the provider (nobody was sent it).
 * Paid all the same, it is completed with its recorded purpose, which refunds it as a late payment.
 */
async function closeUnattached(deps: ServerDeps, sessionId: string): Promise<void> {
  try {
    const outcome = await deps.payments.expireCheckout(sessionId);
    if (outcome.status === 'complete') await completeCheckout(deps, sessionId, outcome.paymentRef, outcome.receiptUrl, outcome.purpose);
  } catch (e) {
    // it lasts a day at most, and its link was sent to nobody; paid anyway, the webhook's purpose refunds it
    deps.log.error({ err: e }, 'a difference session no longer needed could not be expired');
  }
}

/** A day, less a margin (the provider adds EXPIRY_SLACK_SECONDS): Stripe refuses a session that lasts over 24 hours. */
const LINK_LIFETIME_MS = (24 * 60 - 10) * 60_000;

async function differenceSession(deps: ServerDeps, b: BookingRow, charge: DifferenceRow, until: Date) {
  const { payments } = deps;
  if (payments.kind === 'in-database') return payments.nameSession();
  return payments.createCheckout({
    bookingId: b.id,
    referenceId: b.reference_id,
    amountYen: charge.amount,
    // in the customer's language, as the trial's own checkout names its line item
    description: differenceLineItem(b),
    customerEmail: b.user_email,
    language: b.language,
    // paid, the customer lands on their booking's page (in their language), not on a new booking's success page
    successUrl: `${deps.publicUrl}${viewBookingPath(b.reference_id, b.id)}`,
    expiresAt: until,
    differenceId: charge.id,
    // not the booking's own checkout's key (another session of the same booking), and a new link's not its last one's
    idempotencyKey: `gtss-difference-${b.reference_id}-${charge.id}${charge.checkout_session_id ? `-after-${charge.checkout_session_id}` : ''}`,
  });
}

/** The audit entry of a difference's payment link sent again by staff: the same link, or a new one. */
export async function auditLinkSent(tx: Queryable, staff: Actor, b: BookingRow, charge: DifferenceRow, link: 'same' | 'new') {
  await writeAudit(tx, staff, {
    action: 'booking.difference_link_sent',
    targetType: 'booking',
    targetId: b.id,
    bookingId: b.id,
    before: null,
    after: { to: b.user_email, owed: charge.amount, link },
  });
}
