import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { BuyPack, OwnPack, PackBooked, PackBookingBody, PackCheckout, PackForSale } from '../../shared/packs.js';
import { packName } from '../../shared/packWords.js';
import { tokyoToday } from '../../shared/dates.js';
import { requireUser } from '../accounts/session.js';
import { csrfGuard } from '../csrf.js';
import type { ServerDeps } from '../deps.js';
import { bookWithPack } from '../packs/packBooking.js';
import { listPacks } from '../packs/packAdmin.js';
import { startPurchase, testPackUrl } from '../packs/packPurchase.js';
import { openStripePack } from '../packs/stripePack.js';
import { ownPacks, packReceiptRow } from '../packs/ownPacks.js';
import { packReceiptPage } from '../packs/packReceipt.js';
import { receiptNotFoundPage, type Issuer } from '../receipt/receiptPage.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { IdParams } from '../../shared/admin/common.js';
import { referralOf } from '../sources/firstTouch.js';
import { visitorLanguage, visitorTimeZone } from '../visitorLocale.js';

/**
 * The visitor's lesson packs (issue 41, point 3): the packs on sale, buying one (logged in; one card payment on
 * Stripe Checkout or the built-in test page), the account's packs with their issue date, expiry and lessons left, and
 * a lesson booked with a pack's credit from the booking page.
 */
export const packRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps; stripe?: Stripe; secureCookies: boolean; issuer: Issuer }> = async (
  app,
  { deps, stripe, secureCookies, issuer },
) => {
  app.addHook('onRequest', csrfGuard);
  const user = (req: Parameters<typeof requireUser>[0]) => requireUser(req, deps.db, deps.now());
  const slot = deps.schedule.slotMinutes;

  app.get('/public/packs', { schema: { response: { 200: z.object({ packs: z.array(PackForSale) }) } } }, async (req) => {
    const lang = visitorLanguage(req);
    const packs = await listPacks(deps.db, slot, true);
    return { packs: packs.map((p) => ({ ...p, name: packName(p.names, lang) })) };
  });

  app.post('/public/packs/buy', { schema: { body: BuyPack, response: { 201: PackCheckout } } }, async (req, reply) => {
    const u = await user(req);
    const lang = visitorLanguage(req);
    const p = await deps.db.transaction((tx) => startPurchase(tx, deps, u, req.body.pack_id, lang));
    if (!stripe) {
      const [row] = await deps.db.query<{ session_id: string }>('select session_id from pack_purchases where id = $1', [p.id]);
      return reply.code(201).send({ code: p.code, checkout_url: testPackUrl(deps.publicUrl, row.session_id) });
    }
    const session = await openStripePack(stripe, deps.publicUrl, p, u.email);
    await deps.db.query('update pack_purchases set session_id = $2 where id = $1', [p.id, session.id]);
    return reply.code(201).send({ code: p.code, checkout_url: session.url });
  });

  app.get('/public/mypage/packs', { schema: { response: { 200: z.object({ packs: z.array(OwnPack) }) } } }, async (req) => {
    const u = await user(req);
    return { packs: await ownPacks(deps.db, u.id, visitorLanguage(req), tokyoToday(deps.now()), slot) };
  });

  // The pack's receipt (領収書) with its issue date and expiry: the buyer's own only (404 otherwise, as for a booking).
  app.get('/public/mypage/packs/:id/receipt', { schema: { params: IdParams }, config: { openapi: false } }, async (req, reply) => {
    const u = await user(req);
    const lang = visitorLanguage(req);
    reply.type('text/html; charset=utf-8').header('content-language', lang);
    const row = await packReceiptRow(deps.db, req.params.id, u.id, lang);
    if (!row) return reply.code(404).send(receiptNotFoundPage(lang));
    const p = await schoolProfile(deps.db);
    const now = { ...issuer, name: p.legal_name || issuer.name, address: p.address || null, phone: p.phone || null };
    return packReceiptPage(row, now, deps.schedule.taxRatePercent, lang);
  });

  app.post('/public/packs/book', { schema: { body: PackBookingBody, response: { 201: PackBooked } } }, async (req, reply) => {
    const u = await user(req);
    const visitor = {
      ip: req.ip,
      language: visitorLanguage(req),
      timeZone: visitorTimeZone(req),
      referral: referralOf(req, secureCookies),
    };
    return reply.code(201).send(await bookWithPack(deps, req.body, u, visitor));
  });
};
