import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReceiptIssueBody } from '../../shared/receiptIssue.js';
import { TuitionMonthParams } from '../../shared/enrolment.js';
import { staffGuard, staffOf } from '../admin/staffAccess.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { receiptFormPage } from '../receipt/receiptForm.js';
import { issueReceipt, printReceipt, tuitionReceipt } from '../receipt/receiptIssues.js';
import { receiptNotFoundPage, type Issuer } from '../receipt/receiptPage.js';
import { tuitionMonthByRef, tuitionMonthOf, type TuitionReceiptRow } from '../receipt/tuitionReceiptRepository.js';
import { tuitionNotPaidPage, tuitionReceiptPage, tuitionToIssue, tuitionWording } from '../receipt/tuitionReceiptPage.js';
import { TUITION_RECEIPT_ROUTE } from '../receipt/receiptUrl.js';
import { acceptFormBodies } from './formBodies.js';
import { currentIssuer, GUEST, html, pageLanguage } from './receiptRoutes.js';

/** The receipt link's secret (tuition_months.receipt_ref): a uuid; anything else is the same 404 as a wrong one. */
const RefParams = z.object({ ref: z.string().uuid() });
const config = { openapi: false };

const paid = (r: TuitionReceiptRow | null): r is TuitionReceiptRow & { paid_at: string } => r?.status === 'paid' && !!r.paid_at;

/**
 * A paid month of tuition's receipt (issue 40, point 3): the trial receipt's page (a qualified invoice when the school
 * is registered; 宛名/但し書き set before the first issue; 再発行 on reprints, audited), by the month's secret link
 * (the student's page and the paid month's mail) or by the enrolment and month for staff. A month not paid has none.
 */
export const tuitionReceiptRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps; issuer: Issuer }> = async (app, { deps, issuer }) => {
  acceptFormBodies(app); // the issue form posts urlencoded (the page has no script)
  const taxRate = () => deps.schedule.taxRatePercent; // the schedule as stored now (read at start-up, changed by owners)
  const route = { schema: { params: RefParams }, attachValidation: true, config };
  const byRef = (req: { validationError?: Error; params: { ref: string } }) =>
    req.validationError ? Promise.resolve(null) : tuitionMonthByRef(deps.db, req.params.ref);

  app.get(TUITION_RECEIPT_ROUTE, route, async (req, reply) => {
    const lang = pageLanguage(req);
    html(reply, lang);
    const month = await byRef(req);
    if (!month) return reply.code(404).send(receiptNotFoundPage(lang));
    if (!paid(month)) return reply.code(409).send(tuitionNotPaidPage(lang));
    const issue = await printReceipt(deps.db, tuitionReceipt(month.enrolment_id, month.month), GUEST, deps.now());
    if (!issue) return receiptFormPage(tuitionToIssue(month, lang), await currentIssuer(deps, issuer), lang, req.url);
    return tuitionReceiptPage(month, await currentIssuer(deps, issuer), lang, taxRate(), { ...issue, reissued: issue.prints > 1 });
  });

  // The form's post: the wording fixed (audited), then the receipt printed (303 to the page); its secret is its guard.
  app.post(TUITION_RECEIPT_ROUTE, route, async (req, reply) => {
    const lang = pageLanguage(req);
    const month = await byRef(req);
    if (!month) return html(reply, lang).code(404).send(receiptNotFoundPage(lang));
    if (!paid(month)) return html(reply, lang).code(409).send(tuitionNotPaidPage(lang));
    const body = ((typeof req.body === 'object' && req.body) || {}) as Record<string, unknown>;
    const parsed = ReceiptIssueBody.safeParse({ addressee: '', purpose: '', ...body });
    if (!parsed.success) {
      const sent = { addressee: String(body.addressee ?? ''), purpose: String(body.purpose ?? ''), error: true };
      const page = receiptFormPage(tuitionToIssue(month, lang), await currentIssuer(deps, issuer), lang, req.url, sent);
      return html(reply, lang).code(400).send(page);
    }
    // Issued meanwhile (a second tab): the first wording stays, and this print is a reissue.
    await issueReceipt(deps.db, tuitionReceipt(month.enrolment_id, month.month), parsed.data, GUEST, deps.now()).catch((e: unknown) => {
      if (!(e instanceof HttpError && e.status === 409)) throw e;
    });
    return reply.redirect(req.url, 303);
  });

  // The console's printable receipt of a paid month, in the student's language; printed before anyone set its
  // wording, it is issued to the student's name for that month's tuition (audited as issued).
  app.get(
    '/admin/enrolments/:id/tuition/:month/receipt',
    { schema: { params: TuitionMonthParams }, onRequest: staffGuard(deps.db, deps.now), config },
    async (req, reply) => {
      const month = await tuitionMonthOf(deps.db, req.params.id, req.params.month);
      const lang = pageLanguage(req, month?.language ?? 'en');
      html(reply, lang);
      if (!month) return reply.code(404).send(receiptNotFoundPage(lang));
      if (!paid(month)) return reply.code(409).send(tuitionNotPaidPage(lang));
      const staff = { id: staffOf(req).id, email: staffOf(req).email };
      const of = tuitionReceipt(month.enrolment_id, month.month);
      const issue = (await printReceipt(deps.db, of, staff, deps.now(), tuitionWording(month, lang)))!;
      return tuitionReceiptPage(month, await currentIssuer(deps, issuer), lang, taxRate(), { ...issue, reissued: issue.prints > 1 });
    },
  );
};
