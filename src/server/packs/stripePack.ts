import type Stripe from 'stripe';
import { paths } from '../../shared/paths.js';
import { packName } from '../../shared/packWords.js';
import type { ServerDeps } from '../deps.js';
import { EXPIRY_SLACK_SECONDS, STRIPE_LOCALES } from '../payments/stripeProvider.js';
import { expirePendingPurchases, packPaid, type Purchase } from './packPurchase.js';

// A lesson pack bought with Stripe (STRIPE_SECRET_KEY set): Checkout in payment mode, one line, the purchase named in
// the session's metadata; its webhook issues the pack (packPaid, once) or expires the purchase.

/** What a pack session's metadata says (a booking's sessions carry booking_id, a tuition's kind 'tuition'). */
export const PACK_KIND = 'pack';

export async function openStripePack(stripe: Stripe, publicUrl: string, p: Purchase, email: string): Promise<{ id: string; url: string }> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      currency: 'jpy',
      line_items: [
        { quantity: 1, price_data: { currency: 'jpy', unit_amount: p.price_yen, product_data: { name: packName(p.names, p.language) } } },
      ],
      customer_email: email,
      locale: STRIPE_LOCALES[p.language],
      success_url: `${publicUrl}${paths.myPage}`,
      cancel_url: `${publicUrl}${paths.myPage}`,
      expires_at: Math.floor(p.expires_at.getTime() / 1000) + EXPIRY_SLACK_SECONDS,
      metadata: { kind: PACK_KIND, purchase_id: String(p.id) },
    },
    { idempotencyKey: `pack-${p.code}` },
  );
  return { id: session.id, url: session.url! };
}

/** A Stripe event of a pack's Checkout: applied, true; else false (another kind of session). */
export async function applyPackEvent(deps: ServerDeps, event: Stripe.Event): Promise<boolean> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return false;
  const s = event.data.object;
  if (s.metadata?.kind !== PACK_KIND) return false;
  if (event.type === 'checkout.session.expired') {
    await expirePendingPurchases(deps.db, deps.now(), s.id);
    return true;
  }
  if (s.payment_status === 'unpaid') return true;
  const pi = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
  await deps.db.transaction((tx) => packPaid(tx, deps, s.id, pi, deps.now()));
  deps.mailQueued();
  return true;
}
