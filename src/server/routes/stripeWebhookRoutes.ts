import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { BookingDeps } from '../booking/deps.js';
import { completeCheckout, expireCheckout } from '../booking/paymentLifecycle.js';
import { HttpError } from '../errors.js';
import { receiptUrlOf } from '../payments/stripeProvider.js';

export interface StripeWebhookOptions {
  deps: BookingDeps;
  stripe: Stripe;
  webhookSecret: string;
}

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body; each event is applied at
 * most once (payment_events), and every handler is itself idempotent (status-guarded updates), so a
 * replayed or out-of-order event changes nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (app, { deps, stripe, webhookSecret }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post('/stripe/webhook', async (req) => {
    const signature = req.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body as Buffer, String(signature ?? ''), webhookSecret);
    } catch {
      throw new HttpError(400, 'Invalid webhook signature.');
    }
    const seen = await deps.db.query('select 1 from payment_events where id = $1', [event.id]);
    if (seen.length > 0) return { received: true, duplicate: true };
    await applyEvent(deps, stripe, event);
    await deps.db.query('insert into payment_events (id, type) values ($1, $2) on conflict (id) do nothing', [event.id, event.type]);
    return { received: true };
  });
};

async function applyEvent(deps: BookingDeps, stripe: Stripe, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return; // an async payment method: wait for its outcome
      const pi = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      await completeCheckout(deps, session.id, pi, await receiptUrlOf(stripe, pi));
      return;
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      await expireCheckout(deps, event.data.object.id);
      return;
    default:
      deps.log.info({ type: event.type }, 'stripe event ignored');
  }
}
