import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormBodies } from './formBodies.js';
import { z } from 'zod';
import { paths, viewBookingPath } from '../../shared/paths.js';
import { findById, findBySession } from '../booking/bookingRows.js';
import type { ServerDeps } from '../deps.js';
import { completeCheckout, expireCheckout } from '../booking/paymentLifecycle.js';
import { testCardResult, testReceiptUrl } from '../payments/testCheckout.js';
import {
  expireTestSession,
  findTestSession,
  markTestSessionPaid,
  purposeOf,
  testSessionStatus,
} from '../payments/testCheckoutRepository.js';
import { visitorLanguage } from '../visitorLocale.js';
import { checkoutPage, messagePage, type CheckoutFacts } from './testCheckoutPages.js';

const Params = z.object({ session: z.string().regex(/^tcs_[A-Za-z0-9_-]{10,64}$/) });
const PayBody = z.object({ card: z.string().max(40) });
// Pages for a person, only without Stripe keys: not part of the API's document.
const config = { openapi: false };

/**
 * The built-in test checkout, a plain page under /api used when no Stripe key is set. It
 * completes or abandons the session exactly as the Stripe webhook would, through the same code.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps }> = async (app, { deps }) => {
  // HTML forms post urlencoded bodies; only this plugin (and the tuition checkout's) accepts them.
  acceptFormBodies(app);
  const session = (id: string) => findTestSession(deps.db, id, deps.now());
  const facts = async (s: { booking_id: number; amount: number }): Promise<CheckoutFacts> => ({
    amount: s.amount,
    booking: await findById(deps.db, s.booking_id),
  });
  // The pages are in the visitor's language (their selector's cookie, else Accept-Language).
  const html = (req: FastifyRequest, reply: FastifyReply) => {
    const lang = visitorLanguage(req);
    reply.type('text/html; charset=utf-8').header('content-language', lang);
    return lang;
  };
  // The session is marked paid first (the provider's own record), then the booking confirmed, as Stripe's
  // webhook follows its payment. A crash between the two leaves a paid session with a Pending booking;
  // Stripe would retry its webhook, so here a resent Pay form and every start (the provider's
  // undelivered(), run by the services' start) deliver it again. completeCheckout is idempotent: for a
  // Confirmed booking it changes nothing.
  // The session's recorded purpose goes with it, as Stripe's metadata does: a payment nothing accepts is refunded.
  const deliver = async (id: string) => {
    const booking = await findBySession(deps.db, id); // null: the session pays a move's difference
    const receipt = booking ? testReceiptUrl(deps.publicUrl, { booking_id: booking.id, reference_id: booking.reference_id }) : null;
    const recorded = await testSessionStatus(deps.db, id);
    await completeCheckout(deps, id, id, receipt, recorded && purposeOf(recorded));
  };

  // Where a paid session lands: the success page; a move's difference, its booking's page (in the visitor's language).
  const doneUrl = async (s: { booking_id: number; difference_id: number | null }) => {
    const booking = s.difference_id === null ? null : await findById(deps.db, s.booking_id);
    return `${deps.publicUrl}${booking ? viewBookingPath(booking.reference_id, booking.id) : paths.bookSuccess}`;
  };

  app.get('/test-checkout/:session', { schema: { params: Params }, config }, async (req, reply) => {
    const s = await session(req.params.session);
    const lang = html(req, reply);
    if (!s) return reply.code(404).send(messagePage(lang, 'notFound', deps.publicUrl));
    if (s.status === 'complete') return reply.redirect(await doneUrl(s), 303);
    if (s.status === 'expired' || s.expired) return messagePage(lang, 'expired', deps.publicUrl);
    return checkoutPage(lang, s.id, await facts(s), null);
  });

  app.post('/test-checkout/:session/pay', { schema: { params: Params, body: PayBody }, config }, async (req, reply) => {
    const lang = html(req, reply);
    // Delivers the completion (idempotent) and shows the success page. A second click on Pay (or a
    // resent form) changes nothing: the visitor simply sees the success page again.
    const paid = async (paidSession: { id: string; booking_id: number; difference_id: number | null }) => {
      await deliver(paidSession.id);
      return reply.redirect(await doneUrl(paidSession), 303);
    };
    const s = await session(req.params.session);
    if (s?.status === 'complete') return paid(s);
    if (!s || s.status !== 'open' || s.expired) return reply.code(410).send(messagePage(lang, 'notOpenBookAgain', deps.publicUrl));
    const result = testCardResult(req.body.card);
    if (!result.ok) return reply.code(402).send(checkoutPage(lang, s.id, await facts(s), result.reason));
    if (await markTestSessionPaid(deps.db, s.id, deps.now())) return paid(s);
    // Changed since it was read: paid by a simultaneous click (success, as above), or expired meanwhile.
    if ((await session(s.id))?.status === 'complete') return paid(s);
    return reply.code(410).send(messagePage(lang, 'notOpen', deps.publicUrl));
  });

  app.get('/test-checkout/:session/cancel', { schema: { params: Params }, config }, async (req, reply) => {
    if (await expireTestSession(deps.db, req.params.session)) await expireCheckout(deps, req.params.session);
    return reply.redirect(`${deps.publicUrl}${paths.booking}`, 303);
  });

  // Receipt links stored before the receipt page existed pointed here: they lead on to the booking's receipt page.
  app.get('/test-checkout/:session/receipt', { schema: { params: Params }, config }, async (req, reply) => {
    const s = await session(req.params.session);
    const booking = s?.status === 'complete' ? await findBySession(deps.db, s.id) : null;
    if (booking) return reply.redirect(testReceiptUrl(deps.publicUrl, { booking_id: booking.id, reference_id: booking.reference_id }), 303);
    const lang = html(req, reply);
    return reply.code(404).send(messagePage(lang, 'receiptNotFound', deps.publicUrl));
  });
};
