import fs from 'node:fs';
import { completeCheckout, sweepPayments } from '../../../src/server/booking/paymentLifecycle';
import type { PaymentProvider } from '../../../src/server/payments/provider';
import {
  bookingsIn,
  compact,
  count,
  fakeProvider,
  firstSlotIds,
  pay,
  seatsFree,
  TEST_SCHEDULE,
  testClock,
  withCode,
} from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// An unpaid hold ends after 30 minutes, but its seats are freed only on the provider's word;
// a payment that still arrives for a released hold is refunded and the visitor told.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function held(payments?: PaymentProvider) {
  const clock = testClock();
  const { app, db } = await startApp(staticDir, { services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false, payments } });
  const ids = await firstSlotIds(app, 4);
  expect((await pay(app, ids)).statusCode).toBe(200);
  const [{ session }] = await db.query<{ session: string }>('select checkout_session_id as session from bookings');
  const sweep = () => sweepPayments(app.services.deps);
  return { app, db, ids, clock, session, sweep, deps: app.services.deps };
}

const mails = (db: Awaited<ReturnType<typeof held>>['db']) =>
  db.query<{ to_address: string; subject: string; text_body: string }>(
    'select to_address, subject, text_body from mail_outbox order by id',
  );

test('before its 30 minutes a hold is not even looked at', async () => {
  const payments = fakeProvider();
  const { db, ids, clock, sweep } = await held(payments);
  clock.advanceMinutes(29);
  await sweep();
  expect(payments.expireCalls).toEqual([]);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
});

test('past 30 minutes, a provider answering "open" keeps the hold (never the local clock alone)', async () => {
  const payments = fakeProvider();
  const { db, ids, clock, session, sweep } = await held(payments);
  clock.advanceMinutes(31);
  await sweep();
  expect(payments.expireCalls).toEqual([session]);
  expect(await bookingsIn(db, 'Pending')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
});

test('an unreachable provider keeps the hold too, and the next sweep asks again', async () => {
  const payments = fakeProvider();
  payments.down = true;
  const { db, ids, clock, sweep } = await held(payments);
  clock.advanceMinutes(31);
  await sweep();
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  payments.down = false;
  payments.outcome = { status: 'expired' };
  await sweep();
  expect(payments.expireCalls).toHaveLength(2);
  expect(await bookingsIn(db, 'Expired')).toBe(1);
});

test('once the provider says expired: the booking is Expired and its seats free, exactly once', async () => {
  const payments = fakeProvider();
  payments.outcome = { status: 'expired' };
  const { app, db, ids, clock, sweep } = await held(payments);
  clock.advanceMinutes(31);
  await sweep();
  await sweep();
  expect(payments.expireCalls).toHaveLength(1); // an Expired booking is not swept again
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
  expect((await pay(app, ids, { user_email: 'next@example.com' })).statusCode).toBe(200);
});

test('a provider answering "complete" confirms the booking instead', async () => {
  const payments = fakeProvider();
  payments.outcome = { status: 'complete', paymentRef: 'pi_123', receiptUrl: 'https://pay.example/receipt/1' };
  const { db, ids, clock, sweep } = await held(payments);
  clock.advanceMinutes(31);
  await sweep();
  const [b] = await db.query<Record<string, unknown>>('select status, payment_ref, receipt_url from bookings');
  expect(b).toEqual({ status: 'Confirmed', payment_ref: 'pi_123', receipt_url: 'https://pay.example/receipt/1' });
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect((await mails(db)).map((m) => m.subject)).toEqual([withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)')]);
  expect(payments.refunds).toEqual([]);
});

test('with the built-in test checkout the sweeper expires the session and frees the seats', async () => {
  const { app, db, ids, clock, sweep, session } = await held();
  clock.advanceMinutes(31);
  await sweep();
  expect(await bookingsIn(db, 'Expired')).toBe(1);
  expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
  const page = await app.inject({ method: 'GET', url: `/api/test-checkout/${session}` });
  expect(page.body).toContain('This checkout session has expired.');
});

test('a payment completing after the hold was released is refunded, the visitor told, no double booking', async () => {
  const payments = fakeProvider();
  payments.outcome = { status: 'expired' };
  const { app, db, ids, clock, sweep, session, deps } = await held(payments);
  clock.advanceMinutes(31);
  await sweep();
  expect((await pay(app, ids, { user_email: 'next@example.com' })).statusCode).toBe(200); // someone else takes the seats

  await completeCheckout(deps, session, 'pi_late', null); // the provider's late word (webhook)
  await completeCheckout(deps, session, 'pi_late', null); // delivered twice
  expect(payments.refunds).toEqual([{ paymentRef: 'pi_late', amountYen: 6000 }]);
  const rows = await db.query<Record<string, unknown>>(
    'select user_email, status, refunded_at is not null as refunded from bookings order by id',
  );
  expect(rows).toEqual([
    { user_email: 'hanako@example.com', status: 'Expired', refunded: true },
    { user_email: 'next@example.com', status: 'Pending', refunded: false },
  ]);
  expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  expect(
    await count(db, 'select 1 from booking_slots bs join bookings b on b.id = bs.booking_id where b.status in ($1, $2)', [
      'Pending',
      'Confirmed',
    ]),
  ).toBe(4);
  const [mail] = await mails(db);
  expect(mail).toMatchObject({ to_address: 'hanako@example.com', subject: 'Your payment was refunded: the booking had expired' });
  expect(mail.text_body).toContain('The full amount is being refunded to your card.');
  expect(await count(db, 'select 1 from mail_outbox')).toBe(1);
});

test('a refund the provider refuses is retried by the next sweep, and paid once', async () => {
  const payments = fakeProvider();
  payments.outcome = { status: 'expired' };
  const { db, clock, sweep, session, deps } = await held(payments);
  clock.advanceMinutes(31);
  await sweep();
  payments.down = true;
  await completeCheckout(deps, session, 'pi_late', null);
  expect(await count(db, 'select 1 from bookings where refunded_at is null and refund_requested_at is not null')).toBe(1);
  payments.down = false;
  await sweep();
  await sweep();
  expect(payments.refunds).toEqual([{ paymentRef: 'pi_late', amountYen: 6000 }]);
  expect(await count(db, 'select 1 from bookings where refunded_at is not null')).toBe(1);
  // the late payment's own mail already says the refund is on its way: no second mail when it is paid
  expect((await mails(db)).map((m) => m.subject)).toEqual(['Your payment was refunded: the booking had expired']);
});

test("a late payment pays out only its own booking's refund: another booking's refund owed stays with the sweeper", async () => {
  const payments = fakeProvider();
  payments.outcome = { status: 'expired' };
  const { app, db, clock, sweep, session, deps } = await held(payments);
  const ids = await firstSlotIds(app, 4, '2026-11-25');
  expect((await pay(app, ids, { booking_date: compact('2026-11-25'), user_email: 'second@example.com' })).statusCode).toBe(200);
  const [second] = await db.query<{ session: string }>('select checkout_session_id as session from bookings order by id desc limit 1');
  clock.advanceMinutes(31);
  await sweep();
  payments.down = true; // the first late payment's refund cannot be paid out yet
  await completeCheckout(deps, session, 'pi_first', null);
  payments.down = false;
  await completeCheckout(deps, second.session, 'pi_second', null); // a visitor's request (the webhook, the checkout page)
  expect(payments.refunds).toEqual([{ paymentRef: 'pi_second', amountYen: 6000 }]);
  expect(await count(db, 'select 1 from bookings where refund_requested_at is not null and refunded_at is null')).toBe(1);
  await sweep(); // the sweeper's batch pays the other one
  expect(payments.refunds.map((r) => r.paymentRef)).toEqual(['pi_second', 'pi_first']);
});
