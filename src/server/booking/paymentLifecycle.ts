import { enqueueMail } from '../mail/outbox.js';
import { bookingConfirmedMail, bookingRefundedMail, latePaymentRefundedMail } from '../mail/templates.js';
import type { SessionOutcome } from '../payments/provider.js';
import { overdueHolds, releaseSeats } from './bookingHolds.js';
import { confirmPaid, markRefunded, refundDueOf, refundsDue, requestRefund } from './bookingPayments.js';
import { findBySession, type BookingRow } from './bookingRows.js';
import {
  addLateRefund,
  cancelRefundsOfCharges,
  cardRefundsDue,
  chargeBySession,
  differenceRefundKey,
  markDifferenceRefunded,
  settleCharge,
  type DifferenceRow,
} from './bookingDifferences.js';
import type { Queryable } from '../db/db.js';
import type { BookingDeps } from '../deps.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';

/**
 * The provider says a checkout session was paid (Stripe webhook or the test checkout).
 * Pending → Confirmed exactly once, with the confirmation email queued in the same transaction.
 * A payment for a hold that was already released is refunded and the visitor told: never a
 * double booking.
 */
export async function completeCheckout(
  deps: BookingDeps,
  sessionId: string,
  paymentRef: string | null,
  receiptUrl: string | null,
): Promise<void> {
  const outcome = await deps.db.transaction(async (tx) => {
    const confirmed = await confirmPaid(tx, sessionId, paymentRef, receiptUrl, deps.now());
    if (confirmed) {
      await enqueueMail(tx, bookingConfirmedMail(confirmed, deps.publicUrl, deps.now()), confirmed.id);
      await queueBookingNotices(tx, deps, confirmed, { kind: 'paid' });
      return 'confirmed';
    }
    const booking = await findBySession(tx, sessionId);
    if (!booking) return (await settleDifferenceCheckout(tx, sessionId, paymentRef)) ? 'refund' : 'unchanged';
    if (booking.status === 'Confirmed') return 'unchanged'; // a replay
    if (await requestRefund(tx, booking.id, paymentRef)) {
      await enqueueMail(tx, latePaymentRefundedMail(booking, deps.publicUrl), booking.id);
      return 'refund';
    }
    return 'unchanged';
  });
  if (outcome !== 'unchanged') deps.mailQueued();
  if (outcome === 'refund') await payRefunds(deps);
}

/**
 * At start: completions the in-database provider recorded but whose booking is still Pending (a crash
 * between the two writes) are delivered again. Never stops the start: with the database away,
 * /api/health answers 503 and the next start retries.
 */
export async function redeliverPaidCheckouts(deps: BookingDeps): Promise<void> {
  const { payments } = deps;
  if (payments.kind !== 'in-database') return; // a remote provider resends its webhook itself
  const paid = await payments.undelivered().catch((err) => (deps.log.error({ err }, 'could not look for paid checkouts'), []));
  for (const s of paid)
    await completeCheckout(deps, s.sessionId, s.paymentRef, s.receiptUrl).catch((err) =>
      deps.log.error({ err, session: s.sessionId }, 'could not confirm a paid checkout'),
    );
}

/** The provider says the session expired unpaid: the hold ends and its seats are free again. */
export async function expireCheckout(deps: BookingDeps, sessionId: string): Promise<void> {
  const booking = await findBySession(deps.db, sessionId);
  if (booking) await deps.db.transaction((tx) => releaseSeats(tx, booking.id, 'Pending', 'Expired'));
}

async function settle(deps: BookingDeps, booking: BookingRow, outcome: SessionOutcome): Promise<void> {
  if (outcome.status === 'complete') await completeCheckout(deps, booking.checkout_session_id!, outcome.paymentRef, outcome.receiptUrl);
  else if (outcome.status === 'expired') await deps.db.transaction((tx) => releaseSeats(tx, booking.id, 'Pending', 'Expired'));
}

/**
 * The visitor left the provider's page by its cancel link: expire the session there now and settle
 * on the provider's answer, so the seats are free again by the time the booking page shows.
 */
export async function abandonCheckout(deps: BookingDeps, sessionId: string): Promise<void> {
  const booking = await findBySession(deps.db, sessionId);
  if (booking?.status === 'Pending') await settle(deps, booking, await deps.payments.expireCheckout(sessionId));
}

/**
 * Runs every minute. Holds past their expiry are released only on the provider's word: the
 * provider is asked to expire the session first, and if it was paid meanwhile, it is completed.
 * Then refunds that are owed are paid out (retried until the provider accepts).
 */
export async function sweepPayments(deps: BookingDeps): Promise<void> {
  for (const booking of await overdueHolds(deps.db, deps.now())) {
    try {
      if (!booking.checkout_session_id) {
        // The process stopped between the hold and the session: nobody can pay, release it.
        await deps.db.transaction((tx) => releaseSeats(tx, booking.id, 'Pending', 'Expired'));
        continue;
      }
      await settle(deps, booking, await deps.payments.expireCheckout(booking.checkout_session_id));
    } catch (e) {
      deps.log.warn({ err: e, bookingId: booking.id }, 'could not settle an overdue hold; will retry');
    }
  }
  await payRefunds(deps);
}

/**
 * Pays out the refunds owed (the sweeper's batch). A canceled booking's visitor is told once the money is
 * on its way, in the transaction that marks it refunded. A late payment's visitor is not:
 * latePaymentRefundedMail already said the full amount is being refunded, and one mail per refund is enough.
 */
export async function payRefunds(deps: BookingDeps): Promise<void> {
  for (const booking of await refundsDue(deps.db)) await payRefund(deps, booking);
  for (const d of await cardRefundsDue(deps.db)) await payDifferenceRefund(deps, d);
}

/**
 * A cancel pays only its own refund, at once (security review): other bookings' refunds stay
 * with the sweeper's batch, so one request never pays out (or waits on) anyone else's.
 */
export async function payRefundOf(deps: BookingDeps, bookingId: number): Promise<void> {
  const booking = await refundDueOf(deps.db, bookingId);
  if (booking) await payRefund(deps, booking);
  for (const d of await cardRefundsDue(deps.db, bookingId)) await payDifferenceRefund(deps, d);
}

/**
 * A checkout session that pays a move's difference (not a booking's own): the charge is paid, once. One paid when
 * the charge was no longer owed (taken in cash meanwhile, or its booking canceled) is refunded whole; true then.
 */
async function settleDifferenceCheckout(tx: Queryable, sessionId: string, paymentRef: string | null): Promise<boolean> {
  const charge = await chargeBySession(tx, sessionId);
  if (!charge) return false; // unknown
  if (charge.settled_at === null && charge.voided_at === null) {
    await settleCharge(tx, charge.id, paymentRef, 'card');
    return false;
  }
  if (charge.method === 'card' && charge.settled_at !== null) return false; // a replay of its own payment
  return paymentRef !== null && addLateRefund(tx, charge, paymentRef);
}

/** Pays out a difference's card refund (its own idempotency key), then records it paid out. */
async function payDifferenceRefund(deps: BookingDeps, d: DifferenceRow): Promise<void> {
  try {
    await deps.payments.refund(d.payment_ref!, d.amount, differenceRefundKey(d.id));
    await markDifferenceRefunded(deps.db, d.id);
  } catch (e) {
    deps.log.warn({ err: e, differenceId: d.id }, 'refund of a difference failed; will retry');
  }
}

async function payRefund(deps: BookingDeps, booking: BookingRow): Promise<void> {
  try {
    // A staff's partial refund stored its amount; otherwise the whole amount goes back.
    // what the moves' charges refund themselves is not the first payment's to give back
    const yen = (booking.refund_amount ?? booking.total_amount) - (await cancelRefundsOfCharges(deps.db, booking.id));
    if (yen > 0) await deps.payments.refund(booking.payment_ref!, yen, `gtss-refund-${booking.payment_ref}`);
    const told = await deps.db.transaction(async (tx) => {
      if (!(await markRefunded(tx, booking.id)) || booking.status !== 'Canceled') return false;
      await enqueueMail(tx, bookingRefundedMail(booking, deps.publicUrl), booking.id);
      return true;
    });
    if (told) deps.mailQueued();
  } catch (e) {
    deps.log.warn({ err: e, bookingId: booking.id }, 'refund failed; will retry');
  }
}
