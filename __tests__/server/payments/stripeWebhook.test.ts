import { bookingsIn, count, firstSlotIds, pay, seatsFree, withCode } from '../booking/bookingTestKit';
import { deliver, signedEvent, useStripeApps } from '../stripeFake';

// POST /api/stripe/webhook with events signed by the SDK's own test helper: the signature is
// checked on the raw body, and every event is applied at most once, in whatever order it comes.
jest.setTimeout(30_000);
const stripeApps = useStripeApps();
const fake = stripeApps.fake; // this test's fake Stripe

/** An app on Stripe with one Pending booking (session cs_test_1) for the first 4 slots. */
async function pending() {
  const { app, db, clock } = await stripeApps.start();
  const ids = await firstSlotIds(app, 4);
  expect((await pay(app, ids)).statusCode).toBe(200);
  return { app, db, ids, clock };
}

const completed = (extra: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  payment_intent: 'pi_1',
  ...extra,
});
const expired = { id: 'cs_test_1', object: 'checkout.session', status: 'expired', payment_status: 'unpaid', payment_intent: null };

test('checkout.session.completed confirms the booking once, stores the receipt and queues the mail', async () => {
  const { app, db, ids } = await pending();
  const event = signedEvent(fake().stripe, 'checkout.session.completed', completed());
  const res = await deliver(app, event);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ received: true });
  const [b] = await db.query('select status, payment_ref, receipt_url from bookings');
  expect(b).toEqual({ status: 'Confirmed', payment_ref: 'pi_1', receipt_url: 'https://pay.stripe.com/receipts/pi_1' });
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect(await count(db, 'select 1 from mail_outbox')).toBe(1);

  // Stripe retries deliveries: the same event again changes nothing.
  const replay = await deliver(app, event);
  expect(replay.statusCode).toBe(200);
  expect(replay.json()).toEqual({ received: true, duplicate: true });
  // A second event about the same payment (e.g. async_payment_succeeded) changes nothing either.
  expect((await deliver(app, signedEvent(fake().stripe, 'checkout.session.async_payment_succeeded', completed()))).statusCode).toBe(200);
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
  expect(await count(db, 'select 1 from mail_outbox')).toBe(1);
  expect(await count(db, 'select 1 from payment_events')).toBe(2);
});

test.each([
  ['a wrong secret', (e: ReturnType<typeof signedEvent>) => ({ ...e, signature: e.signature.replace(/v1=\w+/, 'v1=' + '0'.repeat(64)) })],
  ['a tampered body', (e: ReturnType<typeof signedEvent>) => ({ ...e, payload: e.payload.replace('"paid"', '"unpaid"') })],
  ['no signature', (e: ReturnType<typeof signedEvent>) => ({ ...e, signature: '' })],
])('%s is a 400 and changes nothing', async (_name, spoil) => {
  const { app, db } = await pending();
  const res = await deliver(app, spoil(signedEvent(fake().stripe, 'checkout.session.completed', completed())));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Invalid webhook signature.' });
  expect(await bookingsIn(db, 'Pending')).toBe(1);
  expect(await count(db, 'select 1 from payment_events')).toBe(0);
});

test('a body that is not JSON at all is refused without a 500', async () => {
  const { app } = await pending();
  const res = await deliver(app, { payload: 'not json', signature: 't=1,v1=abc' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Invalid webhook signature.' });
});

test('checkout.session.expired ends the hold: Expired, seats free', async () => {
  const { app, db, ids } = await pending();
  expect((await deliver(app, signedEvent(fake().stripe, 'checkout.session.expired', expired))).statusCode).toBe(200);
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
});

test('out of order: an expired event after completed leaves the booking Confirmed', async () => {
  const { app, db, ids } = await pending();
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.completed', completed()));
  expect((await deliver(app, signedEvent(fake().stripe, 'checkout.session.expired', expired))).statusCode).toBe(200);
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
});

test('completed after the hold was released: refunded at Stripe, the visitor told, no booking', async () => {
  const { app, db, ids } = await pending();
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.expired', expired));
  expect((await pay(app, ids, { user_email: 'next@example.com' })).statusCode).toBe(200);
  expect((await deliver(app, signedEvent(fake().stripe, 'checkout.session.completed', completed()))).statusCode).toBe(200);
  const refunds = fake().requests.filter((r) => r.path === '/v1/refunds');
  expect(refunds.map((r) => r.form)).toEqual([{ payment_intent: 'pi_1', amount: '6000' }]);
  expect(refunds[0].headers['idempotency-key']).toBe('gtss-refund-pi_1');
  expect(await bookingsIn(db, 'Confirmed')).toBe(0);
  expect(await bookingsIn(db, 'Pending')).toBe(1); // the next visitor's hold, untouched
  const [mail] = await db.query<{ subject: string }>('select subject from mail_outbox');
  expect(mail.subject).toBe('Your payment was refunded: the booking had expired');
});

test('an async payment: completed but unpaid waits; async_payment_failed ends the hold', async () => {
  const { app, db, ids } = await pending();
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.completed', completed({ payment_status: 'unpaid' })));
  expect(await bookingsIn(db, 'Pending')).toBe(1);
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.async_payment_failed', completed({ payment_status: 'unpaid' })));
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
});

test('events for sessions this site does not know, and other event types, are acknowledged and ignored', async () => {
  const { app, db } = await pending();
  for (const e of [
    signedEvent(fake().stripe, 'checkout.session.completed', completed({ id: 'cs_other' })),
    signedEvent(fake().stripe, 'charge.refunded', { id: 'ch_1', object: 'charge' }),
  ]) {
    const res = await deliver(app, e);
    expect(res.statusCode).toBe(200);
  }
  expect(await bookingsIn(db, 'Pending')).toBe(1);
  expect(await count(db, 'select 1 from mail_outbox')).toBe(0);
});

// Robustness: Stripe delivers at least once, in no fixed order, sometimes twice at the same
// moment. Whatever the order, each event acts at most once and the final state is the right one.
const refundsAt = () => fake().requests.filter((r) => r.path === '/v1/refunds');
const subjects = async (db: Awaited<ReturnType<typeof pending>>['db']) =>
  (await db.query<{ subject: string }>('select subject from mail_outbox order by id')).map((m) => m.subject);

test('the same completed event delivered twice at once: Confirmed once, one mail, one event row', async () => {
  const { app, db, ids } = await pending();
  const event = signedEvent(fake().stripe, 'checkout.session.completed', completed());
  const both = await Promise.all([deliver(app, event), deliver(app, event), deliver(app, event)]);
  expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect(await subjects(db)).toEqual([withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)')]);
  expect(await count(db, 'select 1 from payment_events')).toBe(1);
  expect(refundsAt()).toEqual([]);
});

test('expired after completed, then both replayed: still Confirmed, seats held, one mail, no refund', async () => {
  const { app, db, ids } = await pending();
  const done = signedEvent(fake().stripe, 'checkout.session.completed', completed());
  const gone = signedEvent(fake().stripe, 'checkout.session.expired', expired);
  for (const e of [done, gone, gone, done]) expect((await deliver(app, e)).statusCode).toBe(200);
  expect(await bookingsIn(db, 'Confirmed')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect(await subjects(db)).toEqual([withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)')]);
  expect(refundsAt()).toEqual([]);
});

test('completed after expired, delivered twice at once and again later: one refund, one mail, seats stay with the next visitor', async () => {
  const { app, db, ids } = await pending();
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.expired', expired));
  expect((await pay(app, ids, { user_email: 'next@example.com' })).statusCode).toBe(200);
  const late = signedEvent(fake().stripe, 'checkout.session.completed', completed());
  await Promise.all([deliver(app, late), deliver(app, late)]);
  await deliver(app, late);
  // The same payment reported again by another event type changes nothing either.
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.async_payment_succeeded', completed()));
  expect(refundsAt().map((r) => r.form)).toEqual([{ payment_intent: 'pi_1', amount: '6000' }]);
  expect(await subjects(db)).toEqual(['Your payment was refunded: the booking had expired']);
  const rows = await db.query('select user_email, status, refunded_at is not null as refunded from bookings order by id');
  expect(rows).toEqual([
    { user_email: 'hanako@example.com', status: 'Expired', refunded: true },
    { user_email: 'next@example.com', status: 'Pending', refunded: false },
  ]);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]); // held by the next visitor, once
});

test('a late async payment for a released hold is refunded too; a failed one after that changes nothing', async () => {
  const { app, db, ids } = await pending();
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.completed', completed({ payment_status: 'unpaid' })));
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.expired', expired));
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.async_payment_succeeded', completed()));
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.async_payment_failed', completed({ payment_status: 'unpaid' })));
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
  expect(refundsAt()).toHaveLength(1);
  expect(await subjects(db)).toEqual(['Your payment was refunded: the booking had expired']);
});

test('every event type for an unknown session is acknowledged once and changes nothing', async () => {
  const { app, db, ids } = await pending();
  const other = { ...expired, id: 'cs_unknown' };
  for (const type of [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.expired',
    'checkout.session.async_payment_failed',
  ]) {
    const e = signedEvent(
      fake().stripe,
      type,
      type.endsWith('succeeded') || type.endsWith('completed') ? completed({ id: 'cs_unknown' }) : other,
    );
    expect((await deliver(app, e)).json()).toEqual({ received: true });
    expect((await deliver(app, e)).json()).toEqual({ received: true, duplicate: true });
  }
  expect(await bookingsIn(db, 'Pending')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect(await count(db, 'select 1 from mail_outbox')).toBe(0);
  expect(refundsAt()).toEqual([]);
});

test("a paid session that no booking or charge accepts is refunded on the booking its metadata names; another site's is left alone", async () => {
  const { app, db } = await pending();
  await deliver(app, signedEvent(fake().stripe, 'checkout.session.completed', completed()));
  const [b] = await db.query<{ id: number; reference_id: string }>('select id, reference_id from bookings');
  // a difference's session that was never attached to its charge (settled in cash meanwhile), paid all the same
  const lost = (reference_id: string, payment_intent: string) =>
    completed({
      id: `cs_lost_${payment_intent}`,
      payment_intent,
      amount_total: 3000,
      metadata: { booking_id: String(b.id), reference_id, difference_id: '1' },
    });
  const event = signedEvent(fake().stripe, 'checkout.session.completed', lost(b.reference_id, 'pi_lost'));
  expect((await deliver(app, event)).statusCode).toBe(200);
  expect(
    (await deliver(app, signedEvent(fake().stripe, 'checkout.session.async_payment_succeeded', lost(b.reference_id, 'pi_lost'))))
      .statusCode,
  ).toBe(200);
  // another site's session on the same Stripe account names a booking id of ours, but not its reference
  expect((await deliver(app, signedEvent(fake().stripe, 'checkout.session.completed', lost('not-ours', 'pi_other')))).statusCode).toBe(200);

  expect(refundsAt().map((r) => r.form)).toEqual([{ payment_intent: 'pi_lost', amount: '3000' }]);
  const late = await db.query(
    'select kind, method, amount, reason, payment_ref, settled_at is not null as paid_out from booking_differences',
  );
  expect(late).toEqual([{ kind: 'refund', method: 'card', amount: 3000, reason: 'late', payment_ref: 'pi_lost', paid_out: true }]);
  expect((await subjects(db)).at(-1)).toMatch(/^Your payment of ¥3,000 is being refunded \(GT-\w+\)$/);
  expect(await subjects(db)).toHaveLength(2);
});
