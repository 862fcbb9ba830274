import { call, loggedIn, PASSWORD } from '../accounts/accountsKit';
import { count } from '../booking/bookingTestKit';
import { deliver, signedEvent, useStripeApps } from '../stripeFake';

// A lesson pack bought with Stripe (issue 41, point 3): Checkout in payment mode with the purchase in its metadata;
// the signed webhook issues it once (one ledger lot, however often Stripe delivers), an expired session ends it.
jest.setTimeout(60_000);
const apps = useStripeApps();
const BUYER = { name: 'Hana Mori', email: 'hana@example.com', password: PASSWORD };

async function started() {
  const t = await apps.start();
  const [pack] = await t.db.query<{ id: number }>(
    `insert into lesson_packs (names, lessons, lesson_slots, price_yen) values ('{"en":"Five hours","ja":"5回券"}', 5, 2, 15000) returning id`,
  );
  const who = await loggedIn(t, BUYER);
  const buy = async () => {
    const res = await call(t.app, 'POST', '/public/packs/buy', { pack_id: pack.id }, { cookie: who.cookie, 'accept-language': 'ja' });
    expect(res.statusCode).toBe(201);
    return res.json() as { code: string; checkout_url: string };
  };
  return { t, buy };
}

test('Checkout in payment mode names the purchase; its webhook issues the pack once, with its expiry', async () => {
  const { t, buy } = await started();
  const { checkout_url } = await buy();
  expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  const created = apps.fake().requests.find((r) => r.path === '/v1/checkout/sessions')!;
  expect(created.form).toMatchObject({
    mode: 'payment',
    'line_items[0][price_data][unit_amount]': '15000',
    'line_items[0][price_data][product_data][name]': '5回券',
    'metadata[kind]': 'pack',
    locale: 'ja',
  });
  const [{ session_id }] = await t.db.query<{ session_id: string }>('select session_id from pack_purchases');
  const paid = { id: session_id, object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_1', metadata: { kind: 'pack' } };
  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'checkout.session.completed', paid))).statusCode).toBe(200);
  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'checkout.session.completed', paid))).statusCode).toBe(200);
  const rows = await t.db.query('select status, payment_ref, issued_on::text, valid_until::text from pack_purchases');
  expect(rows).toEqual([{ status: 'paid', payment_ref: 'pi_1', issued_on: '2026-11-23', valid_until: '2027-01-22' }]);
  expect(await count(t.db, "select 1 from lesson_credits where kind = 'pack' and amount = 5")).toBe(1);
});

test('an expired session ends the purchase and grants nothing', async () => {
  const { t, buy } = await started();
  await buy();
  const [{ session_id }] = await t.db.query<{ session_id: string }>('select session_id from pack_purchases');
  const expired = { id: session_id, object: 'checkout.session', payment_status: 'unpaid', metadata: { kind: 'pack' } };
  expect((await deliver(t.app, signedEvent(apps.fake().stripe, 'checkout.session.expired', expired))).statusCode).toBe(200);
  expect(await t.db.query('select status from pack_purchases')).toEqual([{ status: 'expired' }]);
  expect(await count(t.db, 'select 1 from lesson_credits')).toBe(0);
});
