import { payRefunds } from '../../../src/server/booking/paymentLifecycle';
import { OVERRIDE_NEEDS_REASON } from '../../../src/shared/cancelPolicyWords';
import { adminCall } from '../admin/adminKit';
import { phoneBooking, staffBookCall, staffCancelCall, visitorPaid, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { closeDatesCall, refusedClosing, visitorCancel } from '../admin/closeDatesBehaviour';
import { FIRST_DAY, firstSlotIds } from '../booking/bookingTestKit';
import { EXAMPLE_TIERS, setPolicy } from './cancelPolicyKit';

// The school's cancellation policy through the real routes (issue 39, point 9), on PGlite and on PostgreSQL: what the
// visitor is shown is what their cancel refunds, by card (the provider's partial refund) or in cash owed at the desk;
// staff see the figure and may override it with a reason; a closure refunds in full; a visitor's and a clerk's cancel
// racing each other give one cancel and one refund. The clock is NOW (Tokyo 2026-11-23): FIRST_DAY is the day before.
const LATER = '2026-11-25'; // two days before: free under EXAMPLE_TIERS

/** One booking's money as every reader reads it: the view, the movements and the provider's own ledger. */
export async function moneyRead(w: WriteWorld, id: number) {
  const [bm] = await w.db.query<{
    received_card: number;
    received_cash: number;
    refunded_card: number;
    refunded_cash: number;
    pending_cash: number;
  }>('select received_card, received_cash, refunded_card, refunded_cash, pending_cash from booking_money where booking_id = $1', [id]);
  const [moved] = await w.db.query<{ card: number; cash: number }>(
    `select coalesce(sum(yen) filter (where way = 'card'), 0)::int as card, coalesce(sum(yen) filter (where way = 'cash'), 0)::int as cash
     from money_movements where booking_id = $1 and kind = 'refund'`,
    [id],
  );
  const [provider] = await w.db.query<{ given: number }>(
    'select coalesce(sum(refunded_amount), 0)::int as given from test_checkout_sessions where booking_id = $1',
    [id],
  );
  return { ...bm, moved_back: moved, provider_gave: provider.given };
}

const viewOf = async (w: WriteWorld, b: { id: number; ref: string }) =>
  (await w.app.inject({ method: 'GET', url: `/api/public/view-booking/${b.ref}/${b.id}` })).json();
const cancelAudit = async (w: WriteWorld, id: number) =>
  (
    await w.db.query<{ after: Record<string, unknown> }>(
      "select after from audit_log where booking_id = $1 and action = 'booking.canceled'",
      [id],
    )
  )[0]?.after;

export function cancelPolicyBehaviour(start: () => Promise<WriteWorld>) {
  test("the visitor sees the day before's 50 % before confirming, and the cancel refunds exactly that to the card", async () => {
    const w = await start();
    await setPolicy(w.db, EXAMPLE_TIERS);
    const b = await visitorPaid(w);
    expect((await viewOf(w, b)).cancel_refund).toEqual({ paid_yen: 6000, percent: 50, refund_yen: 3000 });
    expect((await visitorCancel(w, b)).statusCode).toBe(200);
    expect(await moneyRead(w, b.id)).toEqual({
      received_card: 6000,
      received_cash: 0,
      refunded_card: 3000,
      refunded_cash: 0,
      pending_cash: 0,
      moved_back: { card: 3000, cash: 0 },
      provider_gave: 3000,
    });
    expect(await cancelAudit(w, b.id)).toMatchObject({ refund: 'partial', refund_amount: 3000, policy_refund: 3000, policy_percent: 50 });
    expect((await viewOf(w, b)).cancel_refund).toBeNull(); // canceled: nothing more to preview
  });

  test('two days before is free under the policy: refunded in full; and no policy at all refunds in full (the default)', async () => {
    const w = await start();
    const before = await visitorPaid(w, { date: LATER, email: 'nopolicy@example.com' });
    expect((await viewOf(w, before)).cancel_refund).toEqual({ paid_yen: 6000, percent: 0, refund_yen: 6000 });
    await setPolicy(w.db, EXAMPLE_TIERS);
    const b = await visitorPaid(w, { date: LATER, email: 'later@example.com' });
    expect((await visitorCancel(w, b)).statusCode).toBe(200);
    expect((await moneyRead(w, b.id)).provider_gave).toBe(6000);
    expect(await cancelAudit(w, b.id)).toMatchObject({ refund: 'full', refund_amount: 6000 });
  });

  test('paid in cash at the desk: the policy part is owed back in cash, and handed back it is the till’s', async () => {
    const w = await start();
    await setPolicy(w.db, EXAMPLE_TIERS);
    const res = await staffBookCall(w, phoneBooking(await firstSlotIds(w.app), 'cash'));
    const id = res.json().booking_id as number;
    const [{ ref }] = await w.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [id]);
    expect((await visitorCancel(w, { id, ref })).statusCode).toBe(200);
    expect(await moneyRead(w, id)).toMatchObject({ received_cash: 6000, refunded_cash: 3000, pending_cash: 3000, moved_back: { cash: 0 } });
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${id}/cash-refunded`, w.staff, {})).statusCode).toBe(200);
    expect(await moneyRead(w, id)).toMatchObject({ refunded_cash: 3000, pending_cash: 0, moved_back: { card: 0, cash: 3000 } });
  });

  test("staff see the policy's figure; refunding other than it needs a reason, which the activity log keeps", async () => {
    const w = await start();
    await setPolicy(w.db, EXAMPLE_TIERS);
    const b = await visitorPaid(w);
    const shown = await adminCall(w.app, 'GET', `/admin/bookings/${b.id}`, w.staff);
    expect(shown.json().policy_refund).toEqual({ paid_yen: 6000, percent: 50, refund_yen: 3000 });
    const refused = await staffCancelCall(w, b.id, { refund: 'full' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { detail: OVERRIDE_NEEDS_REASON }]);
    expect((await staffCancelCall(w, b.id, { refund: 'full', reason: '  ' })).statusCode).toBe(400);
    const done = await staffCancelCall(w, b.id, { refund: 'full', reason: 'The teacher was ill.' });
    expect(done.statusCode).toBe(200);
    expect(await cancelAudit(w, b.id)).toMatchObject({
      refund: 'full',
      refund_amount: 6000,
      reason: 'The teacher was ill.',
      policy_refund: 3000,
    });
    expect((await moneyRead(w, b.id)).provider_gave).toBe(6000);
  });

  test("staff who refund the policy's own figure need no reason", async () => {
    const w = await start();
    await setPolicy(w.db, EXAMPLE_TIERS);
    const b = await visitorPaid(w);
    expect((await staffCancelCall(w, b.id, { refund: 'partial', amount: 3000 })).statusCode).toBe(200);
    expect((await moneyRead(w, b.id)).refunded_card).toBe(3000);
  });

  test('a closure is the school’s decision: refunded in full whatever the policy', async () => {
    const w = await start();
    await setPolicy(w.db, [{ days_before: 30, percent: 100 }]);
    const b = await visitorPaid(w);
    const seen = await refusedClosing(w, [FIRST_DAY]);
    expect((await closeDatesCall(w, { version: seen.version, dates: [FIRST_DAY], bookings: seen.bookings })).statusCode).toBe(200);
    await payRefunds(w.deps);
    expect((await moneyRead(w, b.id)).provider_gave).toBe(6000);
  });

  test('a visitor and a clerk cancel at once: one cancel, one refund, never more than was paid', async () => {
    const w = await start();
    await setPolicy(w.db, EXAMPLE_TIERS);
    const b = await visitorPaid(w);
    const results = await Promise.all([visitorCancel(w, b), staffCancelCall(w, b.id, { refund: 'partial', amount: 3000 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await payRefunds(w.deps);
    const money = await moneyRead(w, b.id);
    expect(money).toMatchObject({ refunded_card: 3000, provider_gave: 3000, moved_back: { card: 3000, cash: 0 } });
    expect(await w.db.query("select 1 from audit_log where booking_id = $1 and action = 'booking.canceled'", [b.id])).toHaveLength(1);
  });
}
