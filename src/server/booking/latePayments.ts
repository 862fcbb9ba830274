import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { enqueueMail } from '../mail/outbox.js';
import { differencePaidMail, lateDifferenceRefundedMail, latePaymentRefundedMail } from '../mail/templates.js';
import type { CheckoutPurpose } from '../payments/provider.js';
import { addLateRefund, chargeBySession, settleCharge } from './bookingDifferences.js';
import { findById, type BookingRow } from './bookingRows.js';

// Card payments that arrive for something no longer owed: never kept without a record. Each is refunded whole as
// a late payment on its booking (a 'late' refund of booking_differences, on the booking's page), the customer told,
// and paid out at once by the checkout that brought it (its own booking's refunds only) or else by the sweeper.

/** What a paid checkout session came to: nothing new, its booking confirmed, a difference paid, or a refund now owed on that booking. */
export type Completion = 'unchanged' | 'confirmed' | 'differencePaid' | { refundOf: number };

/**
 * A checkout session that pays a move's difference (not a booking's own): the charge is paid, once. One paid when
 * the charge was no longer owed (taken in cash meanwhile, or its booking canceled) is refunded whole. Null when no
 * charge has the session.
 */
export async function settleDifferenceCheckout(
  tx: Queryable,
  deps: ServerDeps,
  sessionId: string,
  paymentRef: string | null,
): Promise<Completion | null> {
  const charge = await chargeBySession(tx, sessionId);
  if (!charge) return null;
  if (charge.settled_at === null && charge.voided_at === null) {
    await settleCharge(tx, charge.id, paymentRef, 'card');
    // the customer's receipt of it, in their language (their booking's page has the provider's receipt)
    const booking = (await findById(tx, charge.booking_id))!;
    await enqueueMail(tx, differencePaidMail(booking, charge.amount, deps.publicUrl), booking.id);
    return 'differencePaid';
  }
  if ((charge.method === 'card' && charge.settled_at !== null) || paymentRef === null) return 'unchanged'; // a replay of its own payment
  return refundLate(tx, deps, (await findById(tx, charge.booking_id))!, charge.amount, paymentRef, 'difference');
}

/**
 * A paid session that no booking or charge accepts (its charge was settled another way before the new session
 * could be attached, so the session was never recorded on it): the purpose recorded with the session names its
 * booking, and the payment is refunded there as a late one. A purpose naming no booking of this site (no metadata,
 * or another site's session on a shared Stripe account: the reference differs) changes nothing.
 */
export async function refundUnclaimed(
  tx: Queryable,
  deps: ServerDeps,
  purpose: CheckoutPurpose | null,
  paymentRef: string | null,
): Promise<Completion> {
  if (!purpose || paymentRef === null) return 'unchanged';
  const booking = await findById(tx, purpose.bookingId);
  if (booking?.reference_id !== purpose.referenceId) return 'unchanged';
  deps.log.warn({ bookingId: booking.id, differenceId: purpose.differenceId }, 'a paid checkout session nothing accepted is refunded');
  return refundLate(tx, deps, booking, purpose.amountYen, paymentRef, purpose.differenceId === null ? 'booking' : 'difference');
}

/** The late refund of `yen` paid by `paymentRef`, recorded once however often the provider reports it, and the customer told. */
async function refundLate(
  tx: Queryable,
  deps: ServerDeps,
  b: BookingRow,
  yen: number,
  paymentRef: string,
  paid: 'booking' | 'difference',
): Promise<Completion> {
  if (!(await addLateRefund(tx, { booking_id: b.id, amount: yen }, paymentRef))) return 'unchanged';
  const mail = paid === 'booking' ? latePaymentRefundedMail(b, deps.publicUrl) : lateDifferenceRefundedMail(b, yen, deps.publicUrl);
  await enqueueMail(tx, mail, b.id);
  return { refundOf: b.id };
}
