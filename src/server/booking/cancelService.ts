import { isCancellable } from '../../shared/booking.js';
import * as messages from '../../shared/messages.js';
import { tokyoToday } from '../../shared/dates.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { bookingCanceledMail, type CancelRefund } from '../mail/templates.js';
import { CASH, findById, markRefunded, releaseSeats, requestRefund } from './bookingRepository.js';
import type { BookingDeps } from '../deps.js';
import { payRefunds } from './paymentLifecycle.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';

export const TOO_LATE = 'This booking can no longer be canceled.';

/**
 * Cancel: allowed to whoever holds the booking's reference (the view-booking link sets
 * it as a cookie) or its logged-in owner, only while Confirmed and the class date is after today in
 * Tokyo. Frees the seats, refunds through the provider and emails the visitor.
 */
export interface CancelProof {
  /** From the booking-scoped cookie the view-booking link set. */
  referenceId?: string;
  /** The logged-in account: its own bookings and the guest bookings made with its (verified) email. */
  owner?: { id: number; email: string } | null;
}

export async function cancelBooking(deps: BookingDeps, bookingId: number, proof: CancelProof) {
  const booking = await findById(deps.db, bookingId);
  const ownsIt = (b: NonNullable<typeof booking>) =>
    proof.owner != null && (b.user_id === proof.owner.id || b.user_email === proof.owner.email);
  const allowed = booking && (booking.reference_id === proof.referenceId || ownsIt(booking));
  // Security review: the same answer whether the booking exists or is someone else's (ids are sequential).
  if (!booking || !allowed) throw new HttpError(404, messages.bookingNotFound);
  if (!isCancellable(booking, tokyoToday(deps.now()))) throw new HttpError(409, TOO_LATE);
  const canceled = await deps.db.transaction(async (tx) => {
    const row = await releaseSeats(tx, booking.id, 'Confirmed', 'Canceled');
    if (!row) return null;
    // A booking paid in cash at the school is paid back there, recorded at once (no provider).
    const cash = row.provider === CASH && row.paid_at !== null && row.total_amount > 0;
    const refund = (row.payment_ref !== null || cash) && (await requestRefund(tx, row.id, row.payment_ref));
    if (refund && cash) await markRefunded(tx, row.id);
    const told: CancelRefund = refund && cash ? { yen: null, desk: true } : refund;
    await enqueueMail(tx, bookingCanceledMail(row, deps.publicUrl, told, deps.now()), row.id);
    await queueBookingNotices(tx, deps, row, { kind: 'canceled', by: null, refundYen: refund ? row.total_amount : null });
    return row;
  });
  if (!canceled) throw new HttpError(409, TOO_LATE); // canceled meanwhile by another request
  deps.mailQueued();
  await payRefunds(deps);
}
