import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LanguageCode } from '../../shared/constants.js';
import { paths } from '../../shared/paths.js';
import { packName } from '../../shared/packWords.js';
import type { ServerDeps } from '../deps.js';
import { expirePendingPurchases, packPaid } from '../packs/packPurchase.js';
import { testCardResult } from '../payments/testCheckout.js';
import { visitorLanguage } from '../visitorLocale.js';
import { acceptFormBodies } from './formBodies.js';
import { checkoutPage, messagePage } from './testCheckoutPages.js';

const Params = z.object({ session: z.string().regex(/^tps_[A-Za-z0-9_-]{10,64}$/) });
const PayBody = z.object({ card: z.string().max(40) });
const config = { openapi: false };

interface Session {
  price_yen: number;
  names: Record<string, string>;
  status: 'pending' | 'paid' | 'expired';
  expired: boolean;
}

/**
 * The built-in test provider's page of a lesson pack (no Stripe keys): one payment, as Stripe Checkout in payment
 * mode; the card 4242 4242 4242 4242 pays, the decline cards refuse. Plain HTML in the visitor's language.
 */
export const testPackRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps }> = async (app, { deps }) => {
  acceptFormBodies(app);
  const myPage = `${deps.publicUrl}${paths.myPage}`;
  const find = async (id: string) => {
    const [s] = await deps.db.query<Session>(
      'select price_yen, names, status, expires_at < $2 as expired from pack_purchases where session_id = $1',
      [id, deps.now().toISOString()],
    );
    return s ?? null;
  };
  const facts = (s: Session, lang: LanguageCode) => ({
    amount: s.price_yen,
    booking: null,
    description: packName(s.names, lang),
    base: 'test-pack' as const,
  });

  app.get('/test-pack/:session', { schema: { params: Params }, config }, async (req, reply) => {
    const lang = visitorLanguage(req);
    reply.type('text/html; charset=utf-8').header('content-language', lang);
    const s = await find(req.params.session);
    if (!s) return reply.code(404).send(messagePage(lang, 'notFound', deps.publicUrl));
    if (s.status === 'paid') return reply.redirect(myPage, 303);
    if (s.status === 'expired' || s.expired) return messagePage(lang, 'expired', deps.publicUrl);
    return checkoutPage(lang, req.params.session, facts(s, lang), null);
  });

  app.post('/test-pack/:session/pay', { schema: { params: Params, body: PayBody }, config }, async (req, reply) => {
    const lang = visitorLanguage(req);
    reply.type('text/html; charset=utf-8').header('content-language', lang);
    const s = await find(req.params.session);
    if (s?.status === 'paid') return reply.redirect(myPage, 303);
    if (!s || s.status !== 'pending' || s.expired) return reply.code(410).send(messagePage(lang, 'notOpen', deps.publicUrl));
    const result = testCardResult(req.body.card);
    if (!result.ok) return reply.code(402).send(checkoutPage(lang, req.params.session, facts(s, lang), result.reason));
    const ref = `tpi_${req.params.session.slice(4)}`;
    await deps.db.transaction((tx) => packPaid(tx, deps, req.params.session, ref, deps.now()));
    deps.mailQueued();
    return reply.redirect(myPage, 303);
  });

  // Abandoning the page ends the purchase (nothing was paid, nothing granted).
  app.get('/test-pack/:session/cancel', { schema: { params: Params }, config }, async (req, reply) => {
    await expirePendingPurchases(deps.db, deps.now(), req.params.session);
    return reply.redirect(myPage, 303);
  });
};
