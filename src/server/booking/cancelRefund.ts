import { policyRefund, type CancelPolicy } from '../../shared/cancelPolicy.js';
import { tokyoToday } from '../../shared/dates.js';
import { isCancellable } from '../../shared/bookingRules.js';
import type { CancelPlan } from './cancelService.js';

// The one place a cancel's refund under the school's cancellation policy is computed (issue 39, point 9): the
// visitor's preview (view-booking, my page), the visitor's cancel itself, and the figure staff see (and may
// override) all call cancelRefundOf. What was paid is bookingMoney's refundableYen (or booking_money's
// refundable_yen), never summed here. A closure is the school's decision and never asks it: refunded in full.

export interface CancelRefund {
  /** What a cancel may refund now (bookingMoney's refundableYen). */
  paid_yen: number;
  /** The percent of it the policy keeps today (0: none). */
  percent: number;
  /** What the cancel gives back today (at most paid_yen). */
  refund_yen: number;
}

/** The refund of a cancel made at `now` (its Tokyo date) for a lesson on `bookingDate`, of `paidYen` paid. */
export function cancelRefundOf(policy: CancelPolicy, bookingDate: string, paidYen: number, now: Date): CancelRefund {
  const { percent, refundYen } = policyRefund(policy, paidYen, bookingDate, tokyoToday(now));
  return { paid_yen: paidYen, percent, refund_yen: refundYen };
}

/** The cancel's plan for that refund: all of it ('full'), nothing ('none') or a part ('partial'). */
export function planOf(refund: CancelRefund): Pick<CancelPlan, 'refund' | 'amount'> {
  if (refund.paid_yen === 0 || refund.refund_yen === refund.paid_yen) return { refund: 'full' };
  if (refund.refund_yen === 0) return { refund: 'none' };
  return { refund: 'partial', amount: refund.refund_yen };
}

/** A visitor's preview (view-booking, my page): the refund of cancelling now, or null when they cannot cancel it. */
export function visitorPreview(
  policy: CancelPolicy,
  b: { status: string; booking_date: string },
  paidYen: number,
  now: Date,
): CancelRefund | null {
  return isCancellable(b, tokyoToday(now)) ? cancelRefundOf(policy, b.booking_date, paidYen, now) : null;
}

/**
 * The policy's figure staff see before they cancel (any day: staff may cancel on the day or later, the nearest tier),
 * or null when the school has no policy or nothing was paid: then a cancel refunds everything unless staff say otherwise.
 */
export function staffPolicyRefund(
  policy: CancelPolicy,
  b: { status: string; booking_date: string },
  paidYen: number,
  now: Date,
): CancelRefund | null {
  if (policy.tiers.length === 0 || paidYen === 0 || b.status !== 'Confirmed') return null;
  return cancelRefundOf(policy, b.booking_date, paidYen, now);
}
