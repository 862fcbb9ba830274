import { isCancellable } from '../../shared/booking.js';
import * as messages from '../../shared/messages.js';
import { tokyoToday } from '../../shared/dates.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { bookingCanceledMail, closureNoticeMail, type CancelRefund } from '../mail/templates.js';
import { releaseSeats } from './bookingHolds.js';
import { addDifference, chargesOf, differencesOf, voidOwedCharges } from './bookingDifferences.js';
import { moneyOf } from './bookingMoney.js';
import { CASH, dropUnpaidDifference, markRefunded, requestRefund } from './bookingPayments.js';
import { lockBooking, type BookingRow } from './bookingRows.js';
import type { ServerDeps } from '../deps.js';
import type { Queryable } from '../db/db.js';
import { completeCheckout, payRefundOf } from './paymentLifecycle.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { SystemReason } from '../../shared/admin/auditReasons.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { returnCreditOf } from '../credits/creditReturn.js';
import { releaseGuestSeat } from '../credits/groupMakeups.js';
import { lessonRules } from '../credits/lessonRulesStore.js';
import { schoolCancelValidUntil } from '../../shared/lessonRules.js';
import { cancelRefundOf, planOf, type CancelRefund as PolicyRefund } from './cancelRefund.js';

export const TOO_LATE = 'This booking can no longer be canceled.';
/** The audit's actor_email of a cancel through the booking's guest link (whoever holds it: not a known account). */
export const GUEST_LINK = 'guest link';

/**
 * Who cancels: a staff member in the console, or the visitor (their logged-in account, or whoever holds the
 * booking's guest link). Every cancel is audited with it and the address it came from.
 */
export type CancelActor =
  | { kind: 'staff'; id: number; email: string; ip: string | null }
  | { kind: 'account'; id: number; email: string; ip: string | null }
  | { kind: 'guest_link'; ip: string | null };

/** What the caller decided once it saw the locked booking: who cancels, the refund (partial: `amount` yen), a reason. */
export interface CancelPlan {
  actor: CancelActor;
  refund: 'full' | 'partial' | 'none';
  amount?: number;
  /** A reason a person typed (recorded as typed). */
  reason?: string | null;
  /** A reason the system gives (recorded as its code, shown in each reader's language: auditReasons.ts). */
  reasonCode?: SystemReason;
  /**
   * A cash refund handed back now by the clerk (the default for a staff cancel), or left owed for the desk
   * to pay back later (a visitor's cancel; a date closed with its bookings, whose customers are not there).
   */
  cashHandedBack?: boolean;
  /** The school closed the day (closeDates.ts): the closure notice instead of the cancellation mail, with its reason. */
  closure?: { reason: string | null };
  /** The school's cancellation policy's figure when it has one (cancelRefund.ts): audited beside what was refunded. */
  policy?: PolicyRefund | null;
}

/**
 * Checks the locked booking (throws the refusal as an HttpError, which rolls everything back) and says
 * how to refund. `paid` is bookingMoney's refundableYen: the one way a cancel decides whether, and what, was paid.
 */
export type CancelDecision = (booking: BookingRow, paid: number) => CancelPlan;

export interface CancelOutcome {
  booking: BookingRow;
  /** What was paid (bookingMoney's refundableYen), and what is refunded of it (0: nothing). */
  paid: number;
  refundYen: number;
  /** Paid in cash at the school: refunded there, never through the provider. */
  cash: boolean;
  /** Of refundYen, what goes back in cash at the desk (the first payment's, if cash, and the moves' cash charges). */
  cashYen: number;
  /** The checkout sessions of moves' differences left unpaid, void now: to close after the commit. */
  voidedLinks: string[];
}

/** The policy's figure beside what was refunded (only when the school has a policy: the log reads as before otherwise). */
const policyAudit = (plan: CancelPlan) =>
  plan.policy ? { policy_refund: plan.policy.refund_yen, policy_percent: plan.policy.percent } : {};

/** The audit log's actor: the account (staff's or the visitor's), or for a guest link nobody known. */
export function auditActor(actor: CancelActor): Actor {
  if (actor.kind === 'guest_link') return { id: null, email: GUEST_LINK };
  return { id: actor.id, email: actor.email };
}

/**
 * One cancel-and-refund path: the visitor's cancel and the staff's run this one sequence. In
 * one transaction, with the booking's row locked: `decide` checks it as it is now (a payment or another
 * cancel that committed meanwhile is seen), the seats are freed, the refund is recorded as owed (a cash
 * one paid back by the clerk at the desk is recorded as paid at once), the customer's email, the school's
 * notices and the audit entry are queued. Then this booking's own card refund is paid out; anything else
 * owed stays with the sweeper.
 */
export async function cancelAndRefund(deps: ServerDeps, id: number, decide: CancelDecision): Promise<CancelOutcome> {
  const outcome = await deps.db.transaction((tx) => cancelInTransaction(tx, deps, id, decide));
  deps.mailQueued();
  if (outcome.refundYen > 0) await payRefundOf(deps, id);
  await closeVoidedLinks(deps, outcome.voidedLinks);
  return outcome;
}

/**
 * The payment links of a canceled booking's unpaid differences are closed at the provider (best effort: one paid
 * meanwhile, or later anyway, is refunded whole when its payment arrives).
 */
export async function closeVoidedLinks(deps: ServerDeps, sessionIds: string[]): Promise<void> {
  for (const sessionId of sessionIds) {
    try {
      const outcome = await deps.payments.expireCheckout(sessionId);
      if (outcome.status === 'complete') await completeCheckout(deps, sessionId, outcome.paymentRef, outcome.receiptUrl);
    } catch (e) {
      deps.log.warn({ err: e, sessionId }, 'could not close the payment link of a canceled difference');
    }
  }
}

/**
 * cancelAndRefund's transaction, for a caller that cancels several bookings (or more) in one transaction of
 * its own: it then calls deps.mailQueued() and pays each card refund (payRefundOf) after the commit.
 */
export async function cancelInTransaction(tx: Queryable, deps: ServerDeps, id: number, decide: CancelDecision): Promise<CancelOutcome> {
  const booking = await lockBooking(tx, id);
  if (!booking) throw new HttpError(404, messages.bookingNotFound);
  const rows = await differencesOf(tx, booking.id);
  const differences = chargesOf(rows);
  const paid = moneyOf(booking, rows).refundableYen;
  const plan = decide(booking, paid);
  const { actor } = plan;
  if (booking.status !== 'Confirmed' && booking.status !== 'Pending') throw new HttpError(409, TOO_LATE); // decide's job; never twice
  const row = await releaseSeats(tx, booking.id, booking.status, 'Canceled');
  if (!row) throw new HttpError(409, TOO_LATE); // cannot happen under the lock
  // a lesson a credit paid for gives it back; the school closing its day: valid as a closure's credit
  const closureUntil = plan.closure ? schoolCancelValidUntil(await lessonRules(tx), booking.booking_date) : undefined;
  // (the visitor's cancel of a make-up after the cut-off gives nothing back: returnCreditOf decides, for every path)
  await returnCreditOf(tx, row.id, { at: deps.now(), byVisitor: actor.kind !== 'staff', atLeastUntil: closureUntil });
  await releaseGuestSeat(tx, row.id);
  // 0: nothing to refund; otherwise the yen refunded (all of what was paid, or a staff's partial amount)
  const refundYen = paid === 0 || plan.refund === 'none' ? 0 : plan.refund === 'partial' ? plan.amount! : paid;
  const cash = booking.provider === CASH;
  // Paid at the school, paid back there, never through the provider. A staff cancel is made at the desk
  // (or on the phone) by the clerk who hands the cash back: recorded as paid back now. A visitor's own
  // cancel leaves it owed until staff mark it paid back (markCashRefunded).
  const handedBack = plan.cashHandedBack ?? actor.kind === 'staff';
  // the clerk who hands the cash back now (the till names them)
  const clerk = handedBack && actor.kind === 'staff' ? actor.id : null;
  let cashYen = 0;
  if (refundYen > 0) {
    const moved = differences.paid.length > 0;
    await requestRefund(tx, row.id, row.payment_ref, refundYen === paid && !moved ? null : refundYen);
    // The moves' charges paid are refunded first (newest first), each the way it was paid; the rest goes back
    // to the first payment (the refund's payout subtracts what these take).
    let rest = refundYen;
    for (const charge of differences.paid) {
      const yen = Math.min(rest, charge.amount);
      if (yen === 0) break;
      const { method } = charge;
      const back = { bookingId: row.id, kind: 'refund', method, amount: yen, reason: 'cancel', paymentRef: charge.payment_ref } as const;
      await addDifference(tx, { ...back, settled: method === 'cash' && handedBack, settledBy: clerk, settledAt: deps.now() });
      if (method === 'cash') cashYen += yen;
      rest -= yen;
    }
    if (cash) cashYen += rest;
    if (rest === 0 || (cash && handedBack)) await markRefunded(tx, row.id, cash ? clerk : null, deps.now());
  }
  // A move's payment link still open stops counting (a payment arriving anyway is refunded: 'late'), and the
  // canceled booking's price is what was charged, so the numbers never count the unpaid difference.
  const voidedCharges = await voidOwedCharges(tx, row.id);
  // (a booking paid at the lesson keeps its price: its owed charge was the whole price, not a difference)
  const voided = voidedCharges.reduce((sum, d) => sum + (d.reason === 'lesson' ? 0 : d.amount), 0);
  if (voided > 0) Object.assign(row, await dropUnpaidDifference(tx, row, voided));
  const voidedLinks = voidedCharges.flatMap((d) => (d.checkout_session_id ? [d.checkout_session_id] : []));
  const told: CancelRefund = paid === 0 ? false : refundYen === 0 ? 'none' : { yen: refundYen, desk: cash };
  const mail = plan.closure
    ? closureNoticeMail(row, deps.publicUrl, told, plan.closure.reason, deps.now())
    : bookingCanceledMail(row, deps.publicUrl, told, deps.now());
  await enqueueMail(tx, mail, row.id);
  const canceledBy = actor.kind === 'staff' ? actor.email : null;
  // The school was told of a paid booking only, so only its cancel is news (an unpaid hold's is not).
  if (booking.status === 'Confirmed')
    await queueBookingNotices(tx, deps, row, { kind: 'canceled', by: canceledBy, refundYen: refundYen || null });
  // Every cancel is in the booking's history, whoever made it and from where, in its transaction.
  const by = { kind: actor.kind, ip: actor.ip };
  await writeAudit(tx, auditActor(actor), {
    action: 'booking.canceled',
    targetType: 'booking',
    targetId: row.id,
    bookingId: row.id,
    before: { status: booking.status, paid },
    after: {
      status: 'Canceled',
      refund: plan.refund,
      refund_amount: refundYen,
      cash,
      reason: plan.reason ?? null,
      ...(plan.reasonCode && { reason_code: plan.reasonCode }),
      by,
      ...policyAudit(plan),
    },
  });
  return { booking: row, paid, refundYen, cash, cashYen, voidedLinks };
}

/**
 * Cancel: allowed to whoever holds the booking's reference (the view-booking link sets
 * it as a cookie) or its logged-in owner, only while Confirmed and the class date is after today in
 * Tokyo. Frees the seats, refunds what was paid and emails the visitor.
 */
export interface CancelProof {
  /** From the booking-scoped cookie the view-booking link set. */
  referenceId?: string;
  /** The logged-in account: its own bookings and the guest bookings made with its (verified) email. */
  owner?: { id: number; email: string } | null;
  /** The address the call came from (the audit records it). */
  ip?: string | null;
}

/**
 * Who the proof shows the visitor to be for this booking (their account, or whoever holds its link), or the
 * refusal: the same 404 whether the booking exists or is someone else's (security review: ids are sequential).
 * The visitor's cancel and their own move ask it alike.
 */
export function visitorActor(booking: BookingRow, proof: CancelProof): CancelActor {
  const ownsIt = proof.owner != null && (booking.user_id === proof.owner.id || booking.user_email === proof.owner.email);
  const byLink = proof.referenceId !== undefined && booking.reference_id === proof.referenceId;
  const ip = proof.ip ?? null;
  if (!byLink && !ownsIt) throw new HttpError(404, messages.bookingNotFound);
  const { owner } = proof;
  return owner && ownsIt ? { kind: 'account', id: owner.id, email: owner.email, ip } : { kind: 'guest_link', ip };
}

export async function cancelBooking(deps: ServerDeps, bookingId: number, proof: CancelProof): Promise<CancelOutcome> {
  // The school's cancellation policy decides the refund (cancelRefund.ts, the figure the visitor was shown),
  // computed under the booking's lock from what was paid then; no policy: refunded in full.
  const { cancel_policy: policy } = await schoolProfile(deps.db);
  return cancelAndRefund(deps, bookingId, (booking, paid) => {
    const actor = visitorActor(booking, proof);
    const now = deps.now();
    if (!isCancellable(booking, tokyoToday(now))) throw new HttpError(409, TOO_LATE);
    const refund = cancelRefundOf(policy, booking.booking_date, paid, now);
    return { actor, ...planOf(refund), policy: policy.tiers.length > 0 && paid > 0 ? refund : null };
  });
}
