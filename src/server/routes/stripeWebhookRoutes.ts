import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { paths } from '../../shared/paths.js';
import type { ServerDeps } from '../deps.js';
import { abandonCheckout, completeCheckout, expireCheckout } from '../booking/paymentLifecycle.js';
import { HttpError } from '../errors.js';
import { eventApplied, recordEventApplied } from '../payments/paymentEventRepository.js';
import { purposeOf, receiptUrlOf } from '../payments/stripeProvider.js';
import { cardChangeSessionOf, stripeCardChanged } from '../enrolment/stripeCardChange.js';
import { applyPackEvent } from '../packs/stripePack.js';
import { stripeInvoice, stripeSubscriptionExpired, stripeSubscriptionPaid, tuitionSessionOf } from '../enrolment/stripeTuition.js';

export interface StripeWebhookOptions {
  deps: ServerDeps;
  stripe: Stripe;
  webhookSecret: string;
}

/**
 * POST /api/stripe/webhook: the signature is checked on the raw body; each event is applied at
 * most once (payment_events), and every handler is itself idempotent (status-guarded updates), so a
 * replayed or out-of-order event changes nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookOptions> = async (app, { deps, stripe, webhookSecret }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post('/stripe/webhook', async (req) => {
    const signature = req.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body as Buffer, String(signature ?? ''), webhookSecret);
    } catch {
      throw new HttpError(400, 'Invalid webhook signature.');
    }
    if (await eventApplied(deps.db, event.id)) return { received: true, duplicate: true };
    await applyEvent(deps, stripe, event);
    await recordEventApplied(deps.db, event.id, event.type);
    return { received: true };
  });

  // Stripe Checkout's back link (cancel_url) lands here: the session is expired at Stripe at once, so the
  // visitor finds the seats free again; if Stripe cannot be reached, the sweeper settles it later.
  app.get('/stripe/cancel', { schema: { querystring: z.object({ session_id: z.string().max(255) }) } }, async (req, reply) => {
    await abandonCheckout(deps, req.query.session_id).catch((err) => deps.log.warn({ err }, 'could not expire an abandoned checkout'));
    return reply.redirect(`${deps.publicUrl}${paths.booking}`, 303);
  });
};

async function applyEvent(deps: ServerDeps, stripe: Stripe, event: Stripe.Event): Promise<void> {
  if (await applyTuitionEvent(deps, event)) return;
  if (event.type === 'checkout.session.completed' && cardChangeSessionOf(event.data.object)) {
    await stripeCardChanged(deps, stripe, event.data.object); // a card change (setup mode): nothing was paid
    return;
  }
  if (await applyPackEvent(deps, event)) return;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return; // an async payment method: wait for its outcome
      const pi = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      // its metadata says what it was for: a payment that no booking or charge accepts is refunded, never kept
      await completeCheckout(deps, session.id, pi, await receiptUrlOf(stripe, pi), purposeOf(session));
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

/** An event of monthly tuition (a subscription's Checkout, its monthly invoices): applied, true; else false (a booking's). */
async function applyTuitionEvent(deps: ServerDeps, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
      if (!tuitionSessionOf(event.data.object)) return false;
      if (event.data.object.payment_status !== 'unpaid') await stripeSubscriptionPaid(deps, event.data.object);
      return true;
    case 'checkout.session.expired':
      if (!tuitionSessionOf(event.data.object)) return false;
      await stripeSubscriptionExpired(deps, event.data.object);
      return true;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      await stripeInvoice(deps, event.data.object, event.type === 'invoice.paid');
      return true;
    default:
      return false;
  }
}
