import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ViewBookingParams } from '../../shared/booking.js';
import type { LanguageCode } from '../../shared/constants.js';
import { isLanguage } from '../../shared/language.js';
import type { ServerDeps } from '../deps.js';
import { receiptNotFoundPage, receiptPage, type Issuer } from '../receipt/receiptPage.js';
import { IdParams } from '../../shared/admin/common.js';
import { staffGuard } from '../admin/staffAccess.js';
import { findPaidBooking, findPaidBookingById } from '../receipt/receiptRepository.js';
import { RECEIPT_ROUTE } from '../receipt/receiptUrl.js';
import { visitorLanguage } from '../visitorLocale.js';
import { schoolProfile } from '../school/schoolRepository.js';

/** ?lang= (one of ours) wins, so a link can name the language; else the visitor's cookie or Accept-Language. */
function pageLanguage(req: FastifyRequest, fallback: LanguageCode = visitorLanguage(req)): LanguageCode {
  const lang = (req.query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(lang) ? lang : fallback;
}

const html = (reply: FastifyReply, lang: LanguageCode) =>
  // Personal data behind a secret link: not for search engines (the /api no-store rule keeps it out of caches).
  reply.type('text/html; charset=utf-8').header('content-language', lang).header('x-robots-tag', 'noindex');

/**
 * The receipt (領収書) of a paid booking, a qualified invoice (適格請求書) when the school has
 * a registration number. A page for a person, so not in the API's document.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps; issuer: Issuer }> = async (app, { deps, issuer: configured }) => {
  // The school's legal name, address and phone as its profile says now (SCHOOL_LEGAL_NAME: the name until it is set).
  const issuerNow = async (): Promise<Issuer> => {
    const p = await schoolProfile(deps.db);
    return { ...configured, name: p.legal_name || configured.name, address: p.address || null, phone: p.phone || null };
  };
  app.get(
    RECEIPT_ROUTE,
    { schema: { params: ViewBookingParams }, attachValidation: true, config: { openapi: false } },
    async (req, reply) => {
      const lang = pageLanguage(req);
      html(reply, lang);
      // A mangled link, a wrong reference and a hold never paid all get the same 404 page.
      const booking = req.validationError ? null : await findPaidBooking(deps.db, req.params.booking_id, req.params.reference_id);
      if (!booking) return reply.code(404).send(receiptNotFoundPage(lang));
      return receiptPage(booking, await issuerNow(), lang);
    },
  );

  // The console's printable receipt (a cash desk booking has no provider's receipt), by the booking's
  // number for staff only: staff never get the reference the public receipt link holds. In the customer's language.
  app.get(
    '/admin/bookings/:id/receipt',
    { schema: { params: IdParams }, onRequest: staffGuard(deps.db, deps.now), config: { openapi: false } },
    async (req, reply) => {
      const booking = await findPaidBookingById(deps.db, req.params.id);
      const lang = pageLanguage(req, booking?.language ?? 'en');
      html(reply, lang);
      if (!booking) return reply.code(404).send(receiptNotFoundPage(lang));
      return receiptPage(booking, await issuerNow(), lang);
    },
  );
};
