import { completeCheckout, redeliverPaidCheckouts } from '../../../src/server/booking/paymentLifecycle';
import type {
  CheckoutRequest,
  InDatabaseCheckout,
  PaymentProvider,
  RemoteCheckout,
  SessionOutcome,
} from '../../../src/server/payments/provider';
import { purposeMetadata, purposeOf } from '../../../src/server/payments/stripeProvider';
import { NO_DIFFERENCE_OWED } from '../../../src/shared/admin/move';
import { adminCall, laterLoggedInAgain } from '../admin/adminKit';
import { mailsOf, visitorPaid, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { FRIDAY, moveCall } from '../booking/bookingMoveBehaviour';
import { fakeProvider, payWithCard, type FakeProvider } from '../booking/bookingTestKit';

// No payment is ever kept without a record: a difference's payment link is emailed only once it is attached to a
// charge still owed, and a paid session that no charge accepts is refunded as a late payment on the booking its
// recorded purpose names. Written once and run on PGlite (moveDifference.test.ts) and on a real PostgreSQL server
// (moveDifferencePostgres.test.ts), where the clerk's cash and the new link really run at the same time.

/** A remote provider (as Stripe): the booking's own session `fake_<id>`, a difference's `fake_diff_<n>`. */
function remoteProvider() {
  const p = fakeProvider() as FakeProvider & RemoteCheckout & { whileOpening: (() => Promise<void>) | null; paidBeforeClosed: boolean };
  const sessions = new Map<string, { status: 'open' | 'expired' | 'complete'; req: CheckoutRequest }>();
  let differenceSessions = 0;
  Object.assign(p, { whileOpening: null, paidBeforeClosed: false });
  p.createCheckout = async (req) => {
    const id = req.idempotencyKey?.startsWith('gtss-difference') ? `fake_diff_${++differenceSessions}` : `fake_${req.bookingId}`;
    p.created.push(req);
    const opening = p.whileOpening; // the provider's network time: what staff do meanwhile
    p.whileOpening = null;
    await opening?.();
    sessions.set(id, { status: p.paidBeforeClosed ? 'complete' : 'open', req });
    return { sessionId: id, url: `https://pay.example/${id}` };
  };
  p.expireCheckout = async (id): Promise<SessionOutcome> => {
    p.expireCalls.push(id);
    const s = sessions.get(id);
    if (s?.status === 'open') s.status = 'expired';
    return s?.status === 'complete'
      ? { status: 'complete', paymentRef: `pi_${id}`, receiptUrl: null, purpose: paidFor(s.req) }
      : { status: 'expired' };
  };
  return p;
}

/** What the session says it pays, as Stripe gives its metadata back. */
const paidFor = (req: CheckoutRequest) => purposeOf({ metadata: purposeMetadata(req), amount_total: req.amountYen });

const friday = async (w: WriteWorld, n: number) =>
  (await adminCall(w.app, 'GET', `/admin/calendar?from=${FRIDAY}&days=1`, w.staff))
    .json()
    .days[0].slots.slice(0, n)
    .map((s: { id: number }) => s.id);
const differences = async (w: WriteWorld, id: number) =>
  (await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff))
    .json()
    .differences.map((d: { kind: string; method: string; reason: string; amount: number; state: string }) =>
      [d.kind, d.method, d.reason, d.amount, d.state].join(' '),
    );
const cashTaken = ['charge cash move 3000 paid', 'refund card late 3000 paid'];
const REFUNDED = /^Your payment of ¥3,000 is being refunded \(GT-\w+\)$/;

/** A card booking (paid on the provider: `fake`, or on the test checkout) moved by staff to 6 timeslots: ¥3,000 owed by a link. */
async function owing(w: WriteWorld, fake: boolean) {
  const booked = await visitorPaid(w, { fake });
  const moved = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 6), difference: 'card' });
  expect(moved.json().detail).toContain('¥3,000 more is owed: the customer was emailed a link to pay it by card.');
  return booked;
}

/** A session of the test checkout for the charge that the code before kept without attaching it (its link emailed). */
async function unattachedSession(w: WriteWorld, bookingId: number, status: 'open' | 'complete') {
  const [charge] = await w.db.query<{ id: number }>(`select id from booking_differences where booking_id = $1 and kind = 'charge'`, [
    bookingId,
  ]);
  const id = 'tcs_never_attached_0001';
  await w.db.query(
    `insert into test_checkout_sessions (id, booking_id, difference_id, amount, status, expires_at) values ($1, $2, $3, 3000, $4, $5)`,
    [id, bookingId, charge.id, status, new Date(w.clock.now().getTime() + 3_600_000).toISOString()],
  );
  return id;
}

export function latePaymentBehaviour(start: (payments?: PaymentProvider) => Promise<WriteWorld>) {
  test('"take it in cash" while "email the link again" opens a new session, which the customer pays: refunded as a late payment on the booking, never kept', async () => {
    const provider = remoteProvider();
    const w = await start(provider);
    const booked = await owing(w, true);
    await laterLoggedInAgain(w, w.clock, 25 * 60); // the link ran out: "email the link again" opens a new one
    provider.whileOpening = async () => {
      const cash = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/cash`, w.staff);
      expect(cash.statusCode).toBe(200);
    };
    provider.paidBeforeClosed = true; // the provider took a payment on it before it could be closed
    const mailed = (await mailsOf(w.db, booked.id)).length;
    const again = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/link`, w.staff);
    expect([again.statusCode, again.json().detail]).toEqual([409, NO_DIFFERENCE_OWED]);
    expect(provider.expireCalls.at(-1)).toBe('fake_diff_2'); // closed at the provider, its link sent to nobody
    expect((await mailsOf(w.db, booked.id)).slice(mailed).map((m) => m.subject)).toEqual([expect.stringMatching(REFUNDED)]);
    expect(provider.refunds).toEqual([{ paymentRef: 'pi_fake_diff_2', amountYen: 3000 }]);
    expect(await differences(w, booked.id)).toEqual(cashTaken);

    // the provider's webhook reports the same payment again, with the purpose in its metadata: nothing more
    await completeCheckout(w.deps, 'fake_diff_2', 'pi_fake_diff_2', null, paidFor(provider.created.at(-1)!));
    expect(provider.refunds).toHaveLength(1);
    expect((await mailsOf(w.db, booked.id)).length).toBe(mailed + 1);
  });

  test('a paid test-checkout session that no charge accepts is refunded as a late payment and shows on the booking', async () => {
    const w = await start();
    const booked = await owing(w, false);
    const lost = await unattachedSession(w, booked.id, 'open');
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/cash`, w.staff)).statusCode).toBe(200);
    const url = `${w.deps.publicUrl}/api/test-checkout/${lost}`;
    expect((await payWithCard(w.app, url)).statusCode).toBe(303);
    expect((await payWithCard(w.app, url)).statusCode).toBe(303); // the form sent again
    expect(await differences(w, booked.id)).toEqual(cashTaken);
    const [session] = await w.db.query('select status, refunded_amount from test_checkout_sessions where id = $1', [lost]);
    expect(session).toEqual({ status: 'complete', refunded_amount: 3000 });
    const mails = await mailsOf(w.db, booked.id);
    expect(mails.filter((m) => REFUNDED.test(m.subject))).toEqual([
      expect.objectContaining({ to_address: 'guest@example.com', text_body: expect.stringContaining('is being refunded to your card') }),
    ]);
  });

  test('the redelivery at start finds a paid session that nothing accepted, and refunds it once', async () => {
    const w = await start();
    const booked = await owing(w, false);
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/cash`, w.staff)).statusCode).toBe(200);
    const lost = await unattachedSession(w, booked.id, 'complete'); // paid; nothing has heard of it
    const undelivered = () => (w.deps.payments as InDatabaseCheckout).undelivered();
    expect((await undelivered()).map((s) => s.sessionId)).toEqual([lost]);
    await redeliverPaidCheckouts(w.deps);
    await redeliverPaidCheckouts(w.deps);
    expect(await undelivered()).toEqual([]);
    expect(await differences(w, booked.id)).toEqual(cashTaken);
    const [session] = await w.db.query('select refunded_amount from test_checkout_sessions where id = $1', [lost]);
    expect(session).toEqual({ refunded_amount: 3000 });
  });
}
