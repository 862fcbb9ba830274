import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../shared/paths.js';
import { findBySession } from '../booking/bookingRepository.js';
import type { BookingDeps } from '../deps.js';
import { completeCheckout, expireCheckout } from '../booking/paymentLifecycle.js';
import { testCardResult, testReceiptUrl } from '../payments/testCheckout.js';
import { expireTestSession, findTestSession, markTestSessionPaid } from '../payments/testCheckoutRepository.js';
import { checkoutPage, messagePage, receiptPage } from './testCheckoutPages.js';

const Params = z.object({ session: z.string().regex(/^tcs_[A-Za-z0-9_-]{10,64}$/) });
const PayBody = z.object({ card: z.string().max(40) });
// Pages for a person, only without Stripe keys: not part of the API's document.
const config = { openapi: false };

/**
 * DESIGN: the built-in test checkout, a plain page under /api used when no Stripe key is set. It
 * completes or abandons the session exactly as the Stripe webhook would, through the same code.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{ deps: BookingDeps }> = async (app, { deps }) => {
  // HTML forms post urlencoded bodies; only this plugin accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const session = (id: string) => findTestSession(deps.db, id, deps.now());
  const description = async (id: string) => {
    const booking = await findBySession(deps.db, id);
    return booking ? `Trial class ${booking.booking_date} ${booking.time_range}` : 'Trial class';
  };
  const html = (reply: { type(t: string): unknown }) => reply.type('text/html; charset=utf-8');
  // The session is marked paid first (the provider's own record), then the booking confirmed, as Stripe's
  // webhook follows its payment. A crash between the two leaves a paid session with a Pending booking;
  // Stripe would retry its webhook, so here a resent Pay form and every start (the provider's
  // undelivered(), run by the services' start) deliver it again. completeCheckout is idempotent: for a
  // Confirmed booking it changes nothing.
  const deliver = (id: string) => completeCheckout(deps, id, id, testReceiptUrl(deps.publicUrl, id));

  app.get('/test-checkout/:session', { schema: { params: Params }, config }, async (req, reply) => {
    const s = await session(req.params.session);
    html(reply);
    if (!s) return reply.code(404).send(messagePage('Checkout not found', 'This checkout session does not exist.', deps.publicUrl));
    if (s.status === 'complete') return reply.redirect(`${deps.publicUrl}${paths.bookSuccess}`, 303);
    if (s.status === 'expired' || s.expired)
      return messagePage('Checkout expired', 'This checkout session has expired. Please book again.', deps.publicUrl);
    return checkoutPage(s.id, s.amount, await description(s.id), null);
  });

  app.post('/test-checkout/:session/pay', { schema: { params: Params, body: PayBody }, config }, async (req, reply) => {
    html(reply);
    // Delivers the completion (idempotent) and shows the success page. A second click on Pay (or a
    // resent form) changes nothing: the visitor simply sees the success page again.
    const paid = async (id: string) => {
      await deliver(id);
      return reply.redirect(`${deps.publicUrl}${paths.bookSuccess}`, 303);
    };
    const s = await session(req.params.session);
    if (s?.status === 'complete') return paid(s.id);
    if (!s || s.status !== 'open' || s.expired) {
      return reply
        .code(410)
        .send(messagePage('Checkout expired', 'This checkout session is no longer open. Please book again.', deps.publicUrl));
    }
    const result = testCardResult(req.body.card);
    if (!result.ok) return reply.code(402).send(checkoutPage(s.id, s.amount, await description(s.id), result.message));
    if (await markTestSessionPaid(deps.db, s.id, deps.now())) return paid(s.id);
    // Changed since it was read: paid by a simultaneous click (success, as above), or expired meanwhile.
    if ((await session(s.id))?.status === 'complete') return paid(s.id);
    return reply.code(410).send(messagePage('Checkout expired', 'This checkout session is no longer open.', deps.publicUrl));
  });

  app.get('/test-checkout/:session/cancel', { schema: { params: Params }, config }, async (req, reply) => {
    if (await expireTestSession(deps.db, req.params.session)) await expireCheckout(deps, req.params.session);
    return reply.redirect(`${deps.publicUrl}${paths.booking}`, 303);
  });

  app.get('/test-checkout/:session/receipt', { schema: { params: Params }, config }, async (req, reply) => {
    const s = await session(req.params.session);
    html(reply);
    if (!s || s.status !== 'complete')
      return reply.code(404).send(messagePage('Receipt not found', 'There is no receipt for this session.', deps.publicUrl));
    const booking = await findBySession(deps.db, s.id);
    return receiptPage(s.id, s.amount, booking?.booking_date ?? '', booking?.time_range ?? '');
  });
};
