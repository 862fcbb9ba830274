import type Stripe from 'stripe';
import type { LanguageCode } from '../../shared/constants.js';
import { paths } from '../../shared/paths.js';
import type { ServerDeps } from '../deps.js';
import { STRIPE_LOCALES } from '../payments/stripeProvider.js';
import { auditCardChanged } from './cardChange.js';

// Changing the card with Stripe: a Checkout session in setup mode for the subscription's customer saves a card; its
// webhook (checkout.session.completed, mode setup) makes it the subscription's default payment method, and the
// months whose invoices failed are paid with it at once (their invoice.paid webhooks mark them, stripeTuition.ts).

/** What a card change's session metadata says (a subscription's says 'tuition', a booking's has booking_id). */
export const CARD_CHANGE_KIND = 'tuition_card';

/** The card change's Checkout page for an enrolment's subscription; its success brings the student back to my page. */
export async function openStripeCardChange(
  stripe: Stripe,
  publicUrl: string,
  r: { enrolmentId: number; subscriptionRef: string; language: LanguageCode },
): Promise<string> {
  const subscription = await stripe.subscriptions.retrieve(r.subscriptionRef);
  const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const metadata = { enrolment_id: String(r.enrolmentId), kind: CARD_CHANGE_KIND };
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer,
    currency: 'jpy',
    allowed_payment_method_types: ['card'],
    locale: STRIPE_LOCALES[r.language],
    metadata,
    setup_intent_data: { metadata },
    success_url: `${publicUrl}${paths.myPage}?card=changed`,
    cancel_url: `${publicUrl}${paths.myPage}`,
  });
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
  return session.url;
}

/** A card change's session's enrolment (its metadata), or null. */
export function cardChangeSessionOf(s: Pick<Stripe.Checkout.Session, 'metadata'>): number | null {
  const id = s.metadata?.kind === CARD_CHANGE_KIND ? Number(s.metadata.enrolment_id) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The card was saved: the subscription's default payment method, audited; failed months paid with it. */
export async function stripeCardChanged(deps: Pick<ServerDeps, 'db' | 'now' | 'log'>, stripe: Stripe, s: Stripe.Checkout.Session) {
  const enrolmentId = cardChangeSessionOf(s);
  if (!enrolmentId) return;
  const [e] = await deps.db.query<{ subscription_ref: string | null }>('select subscription_ref from enrolments where id = $1', [
    enrolmentId,
  ]);
  const intent = typeof s.setup_intent === 'string' ? await stripe.setupIntents.retrieve(s.setup_intent) : s.setup_intent;
  const pm = typeof intent?.payment_method === 'string' ? intent.payment_method : (intent?.payment_method?.id ?? null);
  if (!pm || !e?.subscription_ref) return deps.log.warn({ enrolmentId, session: s.id }, 'card change without a card or a subscription');
  await stripe.subscriptions.update(e.subscription_ref, { default_payment_method: pm });
  await deps.db.transaction((tx) => auditCardChanged(tx, enrolmentId, deps.now(), { provider: 'stripe' }));
  const failed = await deps.db.query<{ payment_ref: string }>(
    `select payment_ref from tuition_months where enrolment_id = $1 and status = 'failed' and payment_ref is not null order by month`,
    [enrolmentId],
  );
  for (const f of failed) {
    await stripe.invoices
      .pay(f.payment_ref, { payment_method: pm })
      .catch((err: unknown) =>
        deps.log.warn({ err, enrolmentId, invoice: f.payment_ref }, 'a failed month was not paid with the new card'),
      );
  }
}
