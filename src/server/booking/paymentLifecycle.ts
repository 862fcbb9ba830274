import { enqueueMail } from '../mail/outbox.js';
import { bookingConfirmedMail, bookingRefundedMail, latePaymentRefundedMail } from '../mail/templates.js';
import type { CheckoutPurpose, SessionOutcome } from '../payments/provider.js';
import { overdueHolds, releaseSeats } from './bookingHolds.js';
import { confirmPaid, markRefunded, refundDueOf, refundsDue, requestRefund } from './bookingPayments.js';
import { findBySession, type BookingRow } from './bookingRows.js';
import { cardRefundsDue, differenceRefundKey, markDifferenceRefunded, type DifferenceRow } from './bookingDifferences.js';
import { refundUnclaimed, settleDifferenceCheckout, type Completion } from './latePayments.js';
import type { Queryable } from '../db/db.js';
import { bookingMoney } from './bookingMoney.js';
import type { ServerDeps } from '../deps.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';

/**
 * The provider says a checkout session was paid (Stripe webhook or the test checkout), with the purpose recorded
 * when the session was created (`purpose`). Pending → Confirmed exactly once, with the confirmation email queued in
 * the same transaction. A payment for a hold that was already released, for a difference no longer owed, or that
 * nothing accepts is refunded and the visitor told: never a double booking, never money kept without a record.
 * Only this checkout's own booking's refunds are paid out here; others stay with the sweeper.
 */
export async function completeCheckout(
  deps: ServerDeps,
  sessionId: string,
  paymentRef: string | null,
  receiptUrl: string | null,
  purpose: CheckoutPurpose | null = null,
): Promise<void> {
  const outcome = await deps.db.transaction((tx) => applyCompletion(tx, deps, { sessionId, paymentRef, receiptUrl, purpose }));
  if (outcome !== 'unchanged') deps.mailQueued();
  if (typeof outcome === 'object') await payRefundOf(deps, outcome.refundOf);
}

interface Paid {
  sessionId: string;
  paymentRef: string | null;
  receiptUrl: string | null;
  purpose: CheckoutPurpose | null;
}

async function applyCompletion(tx: Queryable, deps: ServerDeps, p: Paid): Promise<Completion> {
  const confirmed = await confirmPaid(tx, p.sessionId, p.paymentRef, p.receiptUrl, deps.now());
  if (confirmed) {
    await enqueueMail(tx, bookingConfirmedMail(confirmed, deps.publicUrl, deps.now()), confirmed.id);
    await queueBookingNotices(tx, deps, confirmed, { kind: 'paid' });
    return 'confirmed';
  }
  const booking = await findBySession(tx, p.sessionId);
  if (!booking)
    return (await settleDifferenceCheckout(tx, deps, p.sessionId, p.paymentRef)) ?? refundUnclaimed(tx, deps, p.purpose, p.paymentRef);
  if (booking.status === 'Confirmed' || !(await requestRefund(tx, booking.id, p.paymentRef))) return 'unchanged'; // a replay
  await enqueueMail(tx, latePaymentRefundedMail(booking, deps.publicUrl), booking.id);
  return { refundOf: booking.id };
}

/**
 * At start: completions the in-database provider recorded but whose booking is still Pending or charge still owed
 * (a crash between the two writes), or that nothing accepted (refunded then), are delivered again. Never stops the start: with the database away,
 * /api/health answers 503 and the next start retries.
 */
export async function redeliverPaidCheckouts(deps: ServerDeps): Promise<void> {
  const { payments } = deps;
  if (payments.kind !== 'in-database') return; // a remote provider resends its webhook itself
  const paid = await payments.undelivered().catch((err) => (deps.log.error({ err }, 'could not look for paid checkouts'), []));
  for (const s of paid)
    await completeCheckout(deps, s.sessionId, s.paymentRef, s.receiptUrl, s.purpose).catch((err) =>
      deps.log.error({ err, session: s.sessionId }, 'could not confirm a paid checkout'),
    );
}

/** The provider says the session expired unpaid: the hold ends and its seats are free again. */
export async function expireCheckout(deps: ServerDeps, sessionId: string): Promise<void> {
  const booking = await findBySession(deps.db, sessionId);
  if (booking) await deps.db.transaction((tx) => releaseSeats(tx, booking.id, 'Pending', 'Expired'));
}

async function settle(deps: ServerDeps, booking: BookingRow, outcome: SessionOutcome): Promise<void> {
  if (outcome.status === 'complete')
    await completeCheckout(deps, booking.checkout_session_id!, outcome.paymentRef, outcome.receiptUrl, outcome.purpose);
  else if (outcome.status === 'expired') await deps.db.transaction((tx) => releaseSeats(tx, booking.id, 'Pending', 'Expired'));
}

/**
 * The visitor left the provider's page by its cancel link: expire the session there now and settle
 * on the provider's answer, so the seats are free again by the time the booking page shows.
 */
export async function abandonCheckout(deps: ServerDeps, sessionId: string): Promise<void> {
  const booking = await findBySession(deps.db, sessionId);
  if (booking?.status === 'Pending') await settle(deps, booking, await deps.payments.expireCheckout(sessionId));
}

/**
 * Runs every minute. Holds past their expiry are released only on the provider's word: the
 * provider is asked to expire the session first, and if it was paid meanwhile, it is completed.
 * Then refunds that are owed are paid out (retried until the provider accepts).
 */
export async function sweepPayments(deps: ServerDeps): Promise<void> {
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
export async function payRefunds(deps: ServerDeps): Promise<void> {
  for (const booking of await refundsDue(deps.db)) await payRefund(deps, booking);
  for (const d of await cardRefundsDue(deps.db)) await payDifferenceRefund(deps, d);
}

/**
 * A cancel pays only its own refund, at once (security review): other bookings' refunds stay
 * with the sweeper's batch, so one request never pays out (or waits on) anyone else's.
 */
export async function payRefundOf(deps: ServerDeps, bookingId: number): Promise<void> {
  const booking = await refundDueOf(deps.db, bookingId);
  if (booking) await payRefund(deps, booking);
  for (const d of await cardRefundsDue(deps.db, bookingId)) await payDifferenceRefund(deps, d);
}

/** Pays out a difference's card refund (its own idempotency key), then records it paid out. */
async function payDifferenceRefund(deps: ServerDeps, d: DifferenceRow): Promise<void> {
  try {
    await deps.payments.refund(d.payment_ref!, d.amount, differenceRefundKey(d.id));
    // paid out now by the server's clock, as every other money date (the accountant's CSV dates it)
    await markDifferenceRefunded(deps.db, d.id, deps.now());
  } catch (e) {
    deps.log.warn({ err: e, differenceId: d.id }, 'refund of a difference failed; will retry');
  }
}

async function payRefund(deps: ServerDeps, booking: BookingRow): Promise<void> {
  try {
    // the cancel's refund (a staff's partial amount, else the whole) less what the moves' charges give back themselves
    const money = await bookingMoney(deps.db, booking);
    const yen = money.first.back;
    if (yen > 0) await deps.payments.refund(booking.payment_ref!, yen, `gtss-refund-${booking.payment_ref}`);
    const told = await deps.db.transaction(async (tx) => {
      if (!(await markRefunded(tx, booking.id, null, deps.now())) || booking.status !== 'Canceled') return false;
      await enqueueMail(tx, bookingRefundedMail(booking, deps.publicUrl, money.cancelRefundYen), booking.id);
      return true;
    });
    if (told) deps.mailQueued();
  } catch (e) {
    deps.log.warn({ err: e, bookingId: booking.id }, 'refund failed; will retry');
  }
}
