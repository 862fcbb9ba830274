import crypto from 'node:crypto';
import { API_BASE } from '../../shared/constants.js';
import type { Queryable } from '../db/db.js';
import type { CheckoutSession, InDatabaseCheckout, SessionOutcome } from './provider.js';
import { receiptUrl } from '../receipt/receiptUrl.js';
import {
  expireTestSession,
  paidSessionsAwaitingBooking,
  purposeOf,
  refundTestSession,
  testSessionStatus,
  type SessionBooking,
} from './testCheckoutRepository.js';

/**
 * The built-in test checkout, used when no STRIPE_SECRET_KEY is set: sessions live in the
 * database and are paid on a page under /api/test-checkout/{session}. It behaves like Stripe
 * Checkout for the booking flow: a session expires, can be expired early, or is paid once.
 */
export function testCheckoutProvider(db: Queryable, publicUrl: string): InDatabaseCheckout {
  return {
    name: 'test',
    kind: 'in-database',
    /** The session row (test_checkout_sessions) is created by the hold's statement (createHold). */
    nameSession(): CheckoutSession {
      const id = `tcs_${crypto.randomBytes(18).toString('base64url')}`;
      return { sessionId: id, url: `${publicUrl}${API_BASE}/test-checkout/${id}` };
    },
    async expireCheckout(sessionId: string): Promise<SessionOutcome> {
      await expireTestSession(db, sessionId);
      const session = await testSessionStatus(db, sessionId);
      if (session?.status === 'complete')
        return { status: 'complete', paymentRef: sessionId, receiptUrl: testReceiptUrl(publicUrl, session), purpose: purposeOf(session) };
      return { status: 'expired' };
    },
    async refund(paymentRef: string, amountYen: number, key: string): Promise<void> {
      await refundTestSession(db, paymentRef, amountYen, key);
    },
    async undelivered() {
      const paid = await paidSessionsAwaitingBooking(db);
      return paid.map((s) => ({ sessionId: s.id, paymentRef: s.id, receiptUrl: testReceiptUrl(publicUrl, s), purpose: purposeOf(s) }));
    },
  };
}

/** The test checkout has no receipt of its own: the booking's receipt link is the school's receipt page. */
export const testReceiptUrl = (publicUrl: string, b: SessionBooking) => receiptUrl(publicUrl, b.reference_id, b.booking_id);

/** Why a test card is refused; the checkout page words it in the visitor's language. */
export type CardRefusal = 'invalid' | 'declined' | 'insufficient';

/** Stripe's test cards: 4242… pays, 4000 0000 0000 0002 is declined; other numbers must pass the Luhn check. */
export function testCardResult(cardNumber: string): { ok: true } | { ok: false; reason: CardRefusal } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return { ok: false, reason: 'invalid' };
  if (digits === '4000000000000002') return { ok: false, reason: 'declined' };
  if (digits === '4000000000009995') return { ok: false, reason: 'insufficient' };
  return { ok: true };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
