import Stripe from 'stripe';
import { API_BASE, type LanguageCode } from '../../shared/constants.js';
import type { CheckoutPurpose, CheckoutRequest, CheckoutSession, PaymentProvider, SessionOutcome } from './provider.js';

export interface StripeOptions {
  secretKey: string;
  /** Tests point the SDK at a local HTTP endpoint instead of api.stripe.com. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

export function stripeClient(o: StripeOptions): Stripe {
  return new Stripe(o.secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...(o.apiBase ?? {}) });
}

const paymentIntentId = (s: Stripe.Checkout.Session) =>
  typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);

/** The receipt URL lives on the payment's charge; null when it cannot be read (the booking still completes). */
export async function receiptUrlOf(stripe: Stripe, paymentIntent: string | null): Promise<string | null> {
  if (!paymentIntent) return null;
  try {
    const pi = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
    const charge = pi.latest_charge;
    return typeof charge === 'object' && charge ? (charge.receipt_url ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Stripe counts expires_at (at least 30 minutes) from the moment IT creates the session, so a value of
 * exactly our hold's end arrives a little short and is refused. The session lives this much longer;
 * the hold still ends on time, because the sweeper then expires the session through the API.
 */
export const EXPIRY_SLACK_SECONDS = 120;
export const STRIPE_CANCEL_PATH = `${API_BASE}/stripe/cancel`;

/** Stripe Checkout's page in the visitor's language (Stripe's `zh` is Simplified Chinese). */
export const STRIPE_LOCALES: Record<LanguageCode, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  'zh-CN': 'zh',
  'zh-TW': 'zh-TW',
  ja: 'ja',
};

/** A session's purpose as its metadata records it: the booking (id and reference) and, for a move's difference, the charge. */
export const purposeMetadata = (req: CheckoutRequest): Record<string, string> => ({
  booking_id: String(req.bookingId),
  reference_id: req.referenceId,
  ...(req.differenceId === undefined ? {} : { difference_id: String(req.differenceId) }),
});

const whole = (v: string | undefined) => (v !== undefined && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/** What a session is for, read back from its metadata; null for a session this site did not make (no or foreign metadata). */
export function purposeOf(s: Pick<Stripe.Checkout.Session, 'metadata' | 'amount_total'>): CheckoutPurpose | null {
  const m = s.metadata ?? {};
  const bookingId = whole(m.booking_id);
  if (bookingId === null || !m.reference_id || typeof s.amount_total !== 'number') return null;
  return { bookingId, referenceId: m.reference_id, differenceId: whole(m.difference_id), amountYen: s.amount_total };
}

/** Stripe Checkout: card only, yen, expires with the hold, its purpose in metadata, one idempotency key per booking. */
export function stripeProvider(stripe: Stripe, publicUrl: string): PaymentProvider {
  return {
    name: 'stripe',
    kind: 'remote',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card'], // card only; API 2026-10 renamed payment_method_types
          currency: 'jpy',
          line_items: [
            { quantity: 1, price_data: { currency: 'jpy', unit_amount: req.amountYen, product_data: { name: req.description } } },
          ],
          customer_email: req.customerEmail ?? undefined,
          locale: STRIPE_LOCALES[req.language],
          client_reference_id: String(req.bookingId),
          metadata: purposeMetadata(req),
          success_url: req.successUrl,
          // Stripe's "back" link: our route expires the session at once and frees the seats (stripeWebhookRoutes).
          cancel_url: `${publicUrl}${STRIPE_CANCEL_PATH}?session_id={CHECKOUT_SESSION_ID}`,
          expires_at: Math.floor(req.expiresAt.getTime() / 1000) + EXPIRY_SLACK_SECONDS,
        },
        // The random reference, not the row id: ids restart with a new database, Stripe keeps keys for 24 h.
        { idempotencyKey: req.idempotencyKey ?? `gtss-booking-${req.referenceId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId: string): Promise<SessionOutcome> {
      let session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') {
        try {
          session = await stripe.checkout.sessions.expire(sessionId);
        } catch {
          session = await stripe.checkout.sessions.retrieve(sessionId); // paid in the meantime?
        }
      }
      if (session.status === 'complete' && session.payment_status !== 'unpaid') {
        const pi = paymentIntentId(session);
        return { status: 'complete', paymentRef: pi, receiptUrl: await receiptUrlOf(stripe, pi), purpose: purposeOf(session) };
      }
      return session.status === 'expired' ? { status: 'expired' } : { status: 'open' };
    },
    async refund(paymentRef: string, amountYen: number, key: string): Promise<void> {
      await stripe.refunds.create({ payment_intent: paymentRef, amount: amountYen }, { idempotencyKey: key });
    },
  };
}
