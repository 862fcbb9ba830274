import type Stripe from 'stripe';
import { addDays, tokyoInstant, tokyoToday } from '../../shared/dates.js';
import { chargeDay, nextMonth } from '../../shared/tuition.js';
import type { ServerDeps } from '../deps.js';

// Pauses and withdrawals on Stripe subscriptions (issue 41), applied by the job (outside any transaction, retried on
// the next pass when Stripe does not answer; provider_done marks each once done):
// - a pause: the subscription's collection paused with its invoices voided (pause_collection 'void'), set once the
//   month before the pause has been invoiced and resuming the day before the month after it is (so exactly the paused
//   months' invoices are voided; a pause fee is left to the desk with Stripe: the voided invoice carries none);
// - a withdrawal: the subscription canceled on its last day, before the next month's invoice (no proration);
// - a change of course or weekly time: the subscription's price set to the new monthly fee once the month before the
//   change has been invoiced (no proration: the next invoice, the change's month, is the first at the new price).

/** Noon in Japan on a date: a moment clear of the midnight the monthly invoices are made at. */
const noon = (day: string) => Math.floor(tokyoInstant(day, '12:00').getTime() / 1000);

export async function applyStripeChanges(deps: Pick<ServerDeps, 'db' | 'now' | 'log'>, stripe: Stripe): Promise<number> {
  const today = tokyoToday(deps.now());
  const pauses = await deps.db.query<{ id: number; ref: string; first: string; months: number }>(
    `select p.id, e.subscription_ref as ref, p.first_month::text as first, p.months
     from enrolment_pauses p join enrolments e on e.id = p.enrolment_id
     where not p.provider_done and e.subscription_ref is not null and e.status = 'active'
       and (p.first_month - interval '1 month')::date < $1::date order by p.id`,
    [today],
  );
  const ending = await deps.db.query<{ id: number; ref: string; ends_on: string }>(
    `select id, subscription_ref as ref, ends_on::text as ends_on from enrolments
     where status in ('ending', 'ended') and not withdrawal_provider_done and subscription_ref is not null order by id`,
  );
  let done = 0;
  for (const p of pauses) {
    let after = p.first;
    for (let i = 0; i < p.months; i++) after = nextMonth(after);
    const ok = await tryStripe(deps, { pause: p.id }, () =>
      stripe.subscriptions.update(p.ref, { pause_collection: { behavior: 'void', resumes_at: noon(addDays(chargeDay(after), -1)) } }),
    );
    if (ok) done += (await deps.db.query('update enrolment_pauses set provider_done = true where id = $1 returning id', [p.id])).length;
  }
  for (const e of ending) {
    const ok = await tryStripe(deps, { enrolment: e.id }, () =>
      stripe.subscriptions.update(e.ref, { cancel_at: noon(e.ends_on), proration_behavior: 'none' }),
    );
    if (ok)
      done += (await deps.db.query('update enrolments set withdrawal_provider_done = true where id = $1 returning id', [e.id])).length;
  }
  return done + (await applyPriceChanges(deps, stripe, today));
}

async function applyPriceChanges(deps: Pick<ServerDeps, 'db' | 'log'>, stripe: Stripe, today: string): Promise<number> {
  const changes = await deps.db.query<{ id: number; ref: string; fee: number }>(
    `select ch.id, e.subscription_ref as ref, ch.monthly_fee as fee
     from enrolment_changes ch join enrolments e on e.id = ch.enrolment_id
     where not ch.provider_done and e.subscription_ref is not null and e.status = 'active'
       and (ch.from_day - interval '1 month')::date < $1::date order by ch.id`,
    [today],
  );
  let done = 0;
  for (const ch of changes) {
    const ok = await tryStripe(deps, { change: ch.id }, async () => {
      const item = (await stripe.subscriptions.retrieve(ch.ref)).items.data[0];
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const price_data = { currency: 'jpy', unit_amount: ch.fee, recurring: { interval: 'month' as const }, product };
      await stripe.subscriptions.update(ch.ref, { items: [{ id: item.id, price_data }], proration_behavior: 'none' });
    });
    if (ok) done += (await deps.db.query('update enrolment_changes set provider_done = true where id = $1 returning id', [ch.id])).length;
  }
  return done;
}

async function tryStripe(deps: Pick<ServerDeps, 'log'>, what: object, call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (err) {
    deps.log.warn({ err, ...what }, 'Stripe subscription change failed; tried again on the next pass');
    return false;
  }
}
