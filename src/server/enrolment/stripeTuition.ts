import type Stripe from 'stripe';
import { tokyoInstant, tokyoToday } from '../../shared/dates.js';
import type { EnrolmentTerms } from '../../shared/enrolment.js';
import type { LanguageCode } from '../../shared/constants.js';
import { paths } from '../../shared/paths.js';
import { chargeDay, nextMonth } from '../../shared/tuition.js';
import type { ServerDeps } from '../deps.js';
import { enqueueMail } from '../mail/outbox.js';
import { tuitionMail } from '../mail/enrolmentTexts.js';
import { EXPIRY_SLACK_SECONDS, STRIPE_LOCALES } from '../payments/stripeProvider.js';
import { receiptLinkOf } from '../receipt/tuitionReceiptRepository.js';
import { cancelPendingEnrolment, firstPaymentCame, studentFacts } from './cardTuition.js';

// Monthly tuition with Stripe (STRIPE_SECRET_KEY set): Checkout in subscription mode. The first payment (the first
// month priced by its lessons, with the enrolment fee) is a one-time line; the monthly fee is the recurring price,
// anchored to the charge day of the month after the first (proration off: nothing more before it). Stripe then
// invoices each month by itself; its webhooks (invoice.paid, invoice.payment_failed) mark the months, and a failed
// month's hosted invoice page is where the student pays it again (any card).

/** What a tuition session's metadata says (a booking's sessions carry booking_id instead). */
export const TUITION_KIND = 'tuition';

export interface SubscriptionRequest {
  enrolmentId: number;
  code: string;
  email: string;
  language: LanguageCode;
  terms: EnrolmentTerms;
  expiresAt: Date;
}

/** Opens the subscription's Checkout session; answers its id and page. */
export async function openStripeSubscription(stripe: Stripe, publicUrl: string, r: SubscriptionRequest) {
  const anchorMonth = nextMonth(`${r.terms.first_month.month}-01`);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      allowed_payment_method_types: ['card'],
      currency: 'jpy',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'jpy',
            unit_amount: r.terms.monthly_fee,
            recurring: { interval: 'month' },
            product_data: { name: r.terms.course_name },
          },
        },
        {
          quantity: 1,
          price_data: {
            currency: 'jpy',
            unit_amount: r.terms.first_payment,
            product_data: { name: `${r.terms.course_name} (${r.terms.first_month.month})` },
          },
        },
      ],
      subscription_data: {
        billing_cycle_anchor: Math.floor(tokyoInstant(chargeDay(anchorMonth), '00:00').getTime() / 1000),
        proration_behavior: 'none',
        metadata: { enrolment_id: String(r.enrolmentId), kind: TUITION_KIND },
      },
      customer_email: r.email,
      locale: STRIPE_LOCALES[r.language],
      client_reference_id: `enrolment-${r.enrolmentId}`,
      metadata: { enrolment_id: String(r.enrolmentId), kind: TUITION_KIND },
      success_url: `${publicUrl}${paths.myPage}`,
      cancel_url: `${publicUrl}${paths.payForBooking}`,
      expires_at: Math.floor(r.expiresAt.getTime() / 1000) + EXPIRY_SLACK_SECONDS,
    },
    { idempotencyKey: `gtss-enrolment-${r.code}` },
  );
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
  return { sessionId: session.id, url: session.url };
}

const enrolmentOf = (metadata: Stripe.Metadata | null | undefined) => {
  const id = metadata?.kind === TUITION_KIND ? Number(metadata.enrolment_id) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A tuition session's enrolment (its metadata), or null: the session is a booking's. */
export const tuitionSessionOf = (s: Pick<Stripe.Checkout.Session, 'metadata'>) => enrolmentOf(s.metadata);

/** The subscription's first payment came (checkout.session.completed): the enrolment is active and its first month paid. */
export async function stripeSubscriptionPaid(
  deps: Pick<ServerDeps, 'db' | 'publicUrl' | 'now' | 'mailQueued'>,
  s: Stripe.Checkout.Session,
) {
  const enrolmentId = tuitionSessionOf(s);
  if (!enrolmentId) return;
  const subscription = typeof s.subscription === 'string' ? s.subscription : (s.subscription?.id ?? null);
  await deps.db.transaction((tx) => firstPaymentCame(tx, deps, enrolmentId, deps.now(), { subscriptionRef: subscription }));
  deps.mailQueued();
}

/** The session expired unpaid: the pending enrolment is canceled and its seat given back. */
export async function stripeSubscriptionExpired(deps: Pick<ServerDeps, 'db' | 'now'>, s: Stripe.Checkout.Session) {
  const enrolmentId = tuitionSessionOf(s);
  if (!enrolmentId) return;
  await deps.db.transaction((tx) => cancelPendingEnrolment(tx, enrolmentId, tokyoToday(deps.now())));
}

/** The month an invoice is for: its subscription line's period start, in Japan. */
function invoiceMonth(invoice: Stripe.Invoice): string | null {
  const start = invoice.lines?.data?.find((l) => l.period?.start)?.period.start;
  return start ? tokyoToday(new Date(start * 1000)).slice(0, 7) : null;
}

/**
 * A monthly invoice paid or failed (invoice.paid, invoice.payment_failed): its month marked, the student told (a
 * failure once, with the hosted invoice page to pay it). The subscription's first invoice is the checkout's (above).
 */
export async function stripeInvoice(
  deps: Pick<ServerDeps, 'db' | 'publicUrl' | 'now' | 'mailQueued' | 'log'>,
  invoice: Stripe.Invoice,
  paid: boolean,
) {
  const enrolmentId = enrolmentOf(invoice.parent?.subscription_details?.metadata);
  const month = invoiceMonth(invoice);
  if (!enrolmentId || !month || invoice.billing_reason === 'subscription_create') return;
  await deps.db.transaction(async (tx) => {
    const rows = await tx.query<{ yen: number; failure_told: boolean }>(
      `update tuition_months set attempts = attempts + 1, payment_ref = $3,
         status = case when $4 then 'paid' else 'failed' end, way = case when $4 then 'card' end, paid_at = case when $4 then $5::timestamptz end
       where enrolment_id = $1 and month = ($2 || '-01')::date and status in ('due', 'failed')
       returning tuition_yen + fee_yen as yen, (select failure_told from tuition_months t where t.enrolment_id = $1 and t.month = ($2 || '-01')::date) as failure_told`,
      [enrolmentId, month, invoice.id, paid, deps.now().toISOString()],
    );
    if (!rows.length) return deps.log.warn({ enrolmentId, month, invoice: invoice.id }, 'tuition invoice for no month due');
    if (!paid && rows[0].failure_told) return;
    if (!paid)
      await tx.query(`update tuition_months set failure_told = true where enrolment_id = $1 and month = ($2 || '-01')::date`, [
        enrolmentId,
        month,
      ]);
    const url = paid
      ? await receiptLinkOf(tx, deps.publicUrl, enrolmentId, month)
      : (invoice.hosted_invoice_url ?? `${deps.publicUrl}${paths.myPage}`);
    await enqueueMail(tx, tuitionMail(await studentFacts(tx, enrolmentId), { month, yen: rows[0].yen, paid }, url));
  });
  deps.mailQueued();
}

/** Where a failed month is paid again with Stripe: its invoice's hosted page. */
export async function stripePayAgainUrl(stripe: Stripe, invoiceId: string | null): Promise<string | null> {
  if (!invoiceId) return null;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  return invoice.hosted_invoice_url ?? null;
}
