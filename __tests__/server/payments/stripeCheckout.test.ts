import { buildApp } from '../../../src/server/app';
import { completeCheckout, sweepPayments } from '../../../src/server/booking/paymentLifecycle';
import { adminCall } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { FRIDAY, moveCall } from '../booking/bookingMoveBehaviour';
import { bookingBody, bookingsIn, firstSlotIds, NOW, pay, seatsFree, TEST_SCHEDULE } from '../booking/bookingTestKit';
import { useStripeApps } from '../stripeFake';
import { testConfig } from '../testApp';
import type { Db } from '../../../src/server/db/db';

// The Stripe provider through the official SDK, pointed at a local HTTP endpoint: the outgoing
// requests are checked field by field, without the internet.
jest.setTimeout(30_000);
const stripeApps = useStripeApps();
const fake = stripeApps.fake; // this test's fake Stripe

const { staticDir, start: stripeApp } = stripeApps;

test('payment creates a Checkout Session: card only, yen, the amount, 30-minute expiry, booking id, idempotency key', async () => {
  const { app, db } = await stripeApp();
  const res = await pay(app, await firstSlotIds(app, 4));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'success', session: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });

  const [create] = fake().requests;
  const [b] = await db.query<{ id: number; reference_id: string; checkout_session_id: string; provider: string }>(
    'select id, reference_id, checkout_session_id, provider from bookings',
  );
  expect(b).toMatchObject({ checkout_session_id: 'cs_test_1', provider: 'stripe' });
  expect(create.method).toBe('POST');
  expect(create.path).toBe('/v1/checkout/sessions');
  expect(create.headers.authorization).toBe('Bearer sk_test_local');
  expect(create.headers['idempotency-key']).toBe(`gtss-booking-${b.reference_id}`);
  expect(create.form).toMatchObject({
    mode: 'payment',
    'allowed_payment_method_types[0]': 'card',
    currency: 'jpy',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'jpy',
    'line_items[0][price_data][unit_amount]': '6000',
    'line_items[0][price_data][product_data][name]': 'Trial class Tue, 24 Nov 2026 10:00-12:00',
    customer_email: 'hanako@example.com',
    locale: 'en', // no language chosen, no Accept-Language
    'metadata[booking_id]': String(b.id),
    'metadata[reference_id]': b.reference_id,
    client_reference_id: String(b.id),
    success_url: 'http://localhost:3000/app/book_success',
    cancel_url: 'http://localhost:3000/api/stripe/cancel?session_id={CHECKOUT_SESSION_ID}',
  });
  expect(Object.keys(create.form).filter((k) => k.startsWith('allowed_payment_method_types'))).toEqual(['allowed_payment_method_types[0]']);
  expect(create.form['metadata[difference_id]']).toBeUndefined(); // the booking's own payment
  // 30 minutes from now, plus the slack Stripe needs to count 30 minutes from its own clock.
  const expiresIn = Number(create.form.expires_at) - NOW.getTime() / 1000;
  expect(expiresIn).toBeGreaterThanOrEqual(30 * 60 + 60);
  expect(expiresIn).toBeLessThanOrEqual(35 * 60);
});

test.each([
  ['gtss_lang=ja', {}, 'ja'],
  ['gtss_lang=zh-CN', {}, 'zh'],
  ['gtss_lang=zh-TW', { 'accept-language': 'ja' }, 'zh-TW'],
  ['', { 'accept-language': 'zh-HK,zh;q=0.8' }, 'zh-TW'],
  ['', { 'accept-language': 'fr-FR, ja;q=0.5' }, 'ja'],
  ['gtss_lang=en', { 'accept-language': 'ja' }, 'en'],
])('Checkout opens in the visitor\'s language: cookie "%s", %j → locale %s', async (cookie, headers, locale) => {
  const { app } = await stripeApp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/book/confirm',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: bookingBody({ timeslot_ids: await firstSlotIds(app, 4), action_type: 'payment' }),
  });
  expect(res.statusCode).toBe(200);
  expect(fake().requests[0].form.locale).toBe(locale);
});

test('Stripe refusing the session: 502 with a detail and the seats back at once', async () => {
  const { app, db } = await stripeApp();
  const ids = await firstSlotIds(app, 4);
  await fake().close(); // Stripe unreachable
  const res = await pay(app, ids);
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({ detail: 'The payment service could not be reached. Please try again.' });
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
});

test('the sweeper expires an overdue session at Stripe, then frees the seats', async () => {
  const { app, db, clock } = await stripeApp();
  const ids = await firstSlotIds(app, 4);
  await pay(app, ids);
  clock.advanceMinutes(31);
  await sweepPayments(app.services.deps);
  expect(fake().requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    'POST /v1/checkout/sessions',
    'GET /v1/checkout/sessions/cs_test_1',
    'POST /v1/checkout/sessions/cs_test_1/expire',
  ]);
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
});

test('the sweeper finds the session paid at Stripe: Confirmed with the receipt, seats kept', async () => {
  const { app, db, clock } = await stripeApp();
  const ids = await firstSlotIds(app, 4);
  await pay(app, ids);
  fake().sessions.set('cs_test_1', { status: 'complete', payment_status: 'paid', payment_intent: 'pi_42' });
  clock.advanceMinutes(31);
  await sweepPayments(app.services.deps);
  const [b] = await db.query('select status, payment_ref, receipt_url from bookings');
  expect(b).toEqual({ status: 'Confirmed', payment_ref: 'pi_42', receipt_url: 'https://pay.stripe.com/receipts/pi_42' });
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
});

test("Stripe's back link expires the session at Stripe and frees the seats before the booking page shows", async () => {
  const { app, db } = await stripeApp();
  const ids = await firstSlotIds(app, 4);
  await pay(app, ids);
  const res = await app.inject({ method: 'GET', url: '/api/stripe/cancel?session_id=cs_test_1' });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('http://localhost:3000/app/booking');
  expect(
    fake()
      .requests.map((r) => `${r.method} ${r.path}`)
      .slice(1),
  ).toEqual(['GET /v1/checkout/sessions/cs_test_1', 'POST /v1/checkout/sessions/cs_test_1/expire']);
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
  // Unknown or mangled session ids, and a second visit, only send the visitor back.
  for (const q of ['cs_test_1', 'cs_nope', '%3Cscript%3E']) {
    expect((await app.inject({ method: 'GET', url: `/api/stripe/cancel?session_id=${q}` })).statusCode).toBe(303);
  }
  expect(fake().requests).toHaveLength(3);
});

test("Stripe's back link after the visitor paid in another tab keeps the booking", async () => {
  const { app, db } = await stripeApp();
  const ids = await firstSlotIds(app, 4);
  await pay(app, ids);
  fake().sessions.set('cs_test_1', { status: 'complete', payment_status: 'paid', payment_intent: 'pi_7' });
  expect((await app.inject({ method: 'GET', url: '/api/stripe/cancel?session_id=cs_test_1' })).statusCode).toBe(303);
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
});

test('a Stripe key without a webhook secret stops start-up with a message naming the variable', async () => {
  const db = {} as Db; // start-up stops before any query
  const start = buildApp({
    config: testConfig(staticDir),
    db,
    services: { stripe: fake().stripe, schedule: TEST_SCHEDULE, workers: false },
  });
  await expect(start).rejects.toThrow('Invalid configuration: STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
});

test("a move's difference opens a Checkout Session of its own: the difference's amount, its own idempotency key, a day at most", async () => {
  const started = await stripeApp();
  const w = await writeWorldOn(started, started.clock);
  expect((await pay(w.app, await firstSlotIds(w.app, 4))).statusCode).toBe(200);
  const [b] = await w.db.query<{ id: number; reference_id: string; checkout_session_id: string }>(
    'select id, reference_id, checkout_session_id from bookings',
  );
  await completeCheckout(w.deps, b.checkout_session_id, 'pi_first', null); // Stripe's webhook: paid
  const friday = (await adminCall(w.app, 'GET', `/admin/calendar?from=${FRIDAY}&days=1`, w.staff)).json().days[0].slots;
  const six = friday.slice(0, 6).map((s: { id: number }) => s.id);
  const moved = await moveCall(w, b.id, { booking_date: FRIDAY, timeslot_ids: six, difference: 'card' });
  expect(moved.json().detail).toContain('¥3,000 more is owed: the customer was emailed a link to pay it by card.');

  const create = fake()
    .requests.filter((r) => r.path === '/v1/checkout/sessions')
    .at(-1)!;
  const [charge] = await w.db.query<{ id: number; checkout_session_id: string }>('select id, checkout_session_id from booking_differences');
  expect(create.headers['idempotency-key']).toBe(`gtss-difference-${b.reference_id}-${charge.id}`);
  // what it pays is recorded with it at Stripe: the booking (id and reference) and the charge
  expect(create.form).toMatchObject({
    'line_items[0][price_data][unit_amount]': '3000',
    'metadata[booking_id]': String(b.id),
    'metadata[reference_id]': b.reference_id,
    'metadata[difference_id]': String(charge.id),
  });
  expect(Number(create.form.expires_at) - NOW.getTime() / 1000).toBeLessThanOrEqual(24 * 60 * 60);
  // and read back with the provider's word that it was paid
  Object.assign(fake().sessions.get(charge.checkout_session_id)!, {
    status: 'complete',
    payment_status: 'paid',
    payment_intent: 'pi_difference',
  });
  expect(await w.deps.payments.expireCheckout(charge.checkout_session_id)).toEqual({
    status: 'complete',
    paymentRef: 'pi_difference',
    receiptUrl: 'https://pay.stripe.com/receipts/pi_difference',
    purpose: { bookingId: b.id, referenceId: b.reference_id, differenceId: charge.id, amountYen: 3000 },
  });

  await completeCheckout(w.deps, charge.checkout_session_id, 'pi_difference', null); // the webhook for the difference
  const detail = (await adminCall(w.app, 'GET', `/admin/bookings/${b.id}`, w.staff)).json();
  expect(detail).toMatchObject({ paid_yen: 9000, differences: [expect.objectContaining({ method: 'card', state: 'paid' })] });
});
