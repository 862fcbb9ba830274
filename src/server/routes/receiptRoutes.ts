import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ViewBookingParams } from '../../shared/booking.js';
import type { LanguageCode } from '../../shared/constants.js';
import { isLanguage } from '../../shared/language.js';
import { ReceiptIssue, ReceiptIssueBody } from '../../shared/receiptIssue.js';
import type { ServerDeps } from '../deps.js';
import { defaultWording, receiptPage } from '../receipt/bookingReceipt.js';
import { receiptNotFoundPage, type Issuer } from '../receipt/receiptPage.js';
import { RECEIPT_TEXTS } from '../receipt/receiptTexts.js';
import type { ReceiptRow } from '../receipt/receiptRepository.js';
import { receiptFormPage } from '../receipt/receiptForm.js';
import { bookingReceipt, issueReceipt, printReceipt } from '../receipt/receiptIssues.js';
import { DetailAnswer, IdParams } from '../../shared/admin/common.js';
import { staffGuard, staffOf } from '../admin/staffAccess.js';
import { GUEST_LINK } from '../booking/cancelService.js';
import { HttpError } from '../errors.js';
import { findPaidBooking, findPaidBookingById } from '../receipt/receiptRepository.js';
import { RECEIPT_ROUTE } from '../receipt/receiptUrl.js';
import { visitorLanguage } from '../visitorLocale.js';
import { schoolProfile } from '../school/schoolRepository.js';

/** ?lang= (one of ours) wins, so a link can name the language; else the visitor's cookie or Accept-Language. */
export function pageLanguage(req: FastifyRequest, fallback: LanguageCode = visitorLanguage(req)): LanguageCode {
  const lang = (req.query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(lang) ? lang : fallback;
}

export const html = (reply: FastifyReply, lang: LanguageCode) =>
  // Personal data behind a secret link: not for search engines (the /api no-store rule keeps it out of caches).
  reply.type('text/html; charset=utf-8').header('content-language', lang).header('x-robots-tag', 'noindex');

/** A booking's receipt form: its code and what was paid, prefilled with the customer's name and the trial lesson's fee. */
const toIssue = (b: ReceiptRow, lang: LanguageCode) => ({
  reference: [RECEIPT_TEXTS[lang].bookingCode, b.code] as [string, string],
  total: b.total_amount,
  defaults: defaultWording(b, lang),
});

/** The school's legal name, address and phone as its profile says now (SCHOOL_LEGAL_NAME: the name until it is set). */
export async function currentIssuer(deps: Pick<ServerDeps, 'db'>, configured: Issuer): Promise<Issuer> {
  const p = await schoolProfile(deps.db);
  return { ...configured, name: p.legal_name || configured.name, address: p.address || null, phone: p.phone || null };
}

/** Whoever holds the receipt's secret link (the audit's actor of a customer's issue and reprints). */
export const GUEST = { id: null, email: GUEST_LINK };

/**
 * The receipt (領収書) of a paid booking, a qualified invoice (適格請求書) when the school has
 * a registration number. A page for a person, so not in the API's document. Before its first issue the
 * customer sets its addressee and purpose on it; every print after the first is marked 再発行 and audited.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps; issuer: Issuer }> = async (app, { deps, issuer: configured }) => {
  // The issue form posts urlencoded (the page has no script); only this plugin accepts that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const issuerNow = () => currentIssuer(deps, configured);
  const route = { schema: { params: ViewBookingParams }, attachValidation: true, config: { openapi: false } };
  const paidOf = (req: FastifyRequest<{ Params: { booking_id: number; reference_id: string } }>) =>
    req.validationError ? null : findPaidBooking(deps.db, req.params.booking_id, req.params.reference_id);

  app.get(RECEIPT_ROUTE, route, async (req, reply) => {
    const lang = pageLanguage(req);
    html(reply, lang);
    // A mangled link, a wrong reference and a hold never paid all get the same 404 page.
    const booking = await paidOf(req);
    if (!booking) return reply.code(404).send(receiptNotFoundPage(lang));
    const issue = await printReceipt(deps.db, bookingReceipt(booking.id), GUEST, deps.now());
    if (!issue) return receiptFormPage(toIssue(booking, lang), await issuerNow(), lang, req.url);
    return receiptPage(booking, await issuerNow(), lang, { ...issue, reissued: issue.prints > 1 });
  });

  // The form's post: the addressee and purpose fixed (audited), then the receipt printed (303 to the page).
  // Exempt from the JSON-only rule (csrf.ts): the address's secret reference is its guard.
  app.post(RECEIPT_ROUTE, route, async (req, reply) => {
    const lang = pageLanguage(req);
    const booking = await paidOf(req);
    if (!booking) return html(reply, lang).code(404).send(receiptNotFoundPage(lang));
    const body = (typeof req.body === 'object' && req.body) || {};
    const parsed = ReceiptIssueBody.safeParse({ addressee: '', purpose: '', ...body });
    if (!parsed.success) {
      const sent = {
        addressee: String((body as Record<string, unknown>).addressee ?? ''),
        purpose: String((body as Record<string, unknown>).purpose ?? ''),
      };
      return html(reply, lang)
        .code(400)
        .send(receiptFormPage(toIssue(booking, lang), await issuerNow(), lang, req.url, { ...sent, error: true }));
    }
    // Issued meanwhile (a second tab): the first wording stays, and this print is a reissue.
    await issueReceipt(deps.db, bookingReceipt(booking.id), parsed.data, GUEST, deps.now()).catch((e: unknown) => {
      if (!(e instanceof HttpError && e.status === 409)) throw e;
    });
    return reply.redirect(req.url, 303);
  });

  // The console's printable receipt (a cash desk booking has no provider's receipt), by the booking's
  // number for staff only: staff never get the reference the public receipt link holds. In the customer's language.
  // Printed before anyone set its wording, it is issued to the customer's name for the trial lesson's fee.
  app.get(
    '/admin/bookings/:id/receipt',
    { schema: { params: IdParams }, onRequest: staffGuard(deps.db, deps.now), config: { openapi: false } },
    async (req, reply) => {
      const booking = await findPaidBookingById(deps.db, req.params.id);
      const lang = pageLanguage(req, booking?.language ?? 'en');
      html(reply, lang);
      if (!booking) return reply.code(404).send(receiptNotFoundPage(lang));
      const { id, email } = staffOf(req);
      const staff = { id, email };
      const issue = await printReceipt(deps.db, bookingReceipt(booking.id), staff, deps.now(), defaultWording(booking, lang));
      return receiptPage(booking, await issuerNow(), lang, { ...issue!, reissued: issue!.prints > 1 });
    },
  );

  // Staff set the wording on the customer's request before the first print (409 once issued).
  app.post(
    '/admin/bookings/:id/receipt/issue',
    {
      schema: { params: IdParams, body: ReceiptIssueBody, response: { 200: ReceiptIssue, 404: DetailAnswer, 409: DetailAnswer } },
      onRequest: staffGuard(deps.db, deps.now),
    },
    async (req) => {
      const booking = await findPaidBookingById(deps.db, req.params.id);
      if (!booking) throw new HttpError(404, NOT_PAID);
      return issueReceipt(deps.db, bookingReceipt(booking.id), req.body, { id: staffOf(req).id, email: staffOf(req).email }, deps.now());
    },
  );
};

export const NOT_PAID = 'This booking has no receipt: it was not paid.';
