import { MOVE_BOOKING_CHANGED } from '../../../src/shared/admin/move';
import { staffCancelCall, visitorPaid, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { bookingShown, decidedOn, FRIDAY, moveCall, slotsAt } from './bookingMoveBehaviour';
import { count, FIRST_DAY } from './bookingTestKit';

// A move is decided on what the clerk saw (MoveDecidedOn): clerks whose dialogs were opened before another's move
// change nothing. Written once and run on PGlite (bookingMove.test.ts) and on PostgreSQL (bookingMovePostgres.test.ts).

const friday = slotsAt;
const detail = bookingShown;
/** Yen handed back at the desk and refunded to the card for the booking, as recorded (a cancel's refund, whole when refund_amount is null, includes its refunds of the moves' charges). */
async function paidOut(w: WriteWorld, id: number) {
  const [cash] = await w.db.query<{ yen: number }>(
    `select coalesce(sum(amount), 0)::int as yen from booking_differences where booking_id = $1 and kind = 'refund' and reason <> 'cancel'`,
    [id],
  );
  const [first] = await w.db.query<{ yen: number }>(
    `select case when refund_requested_at is null then 0 else coalesce(refund_amount, total_amount) end::int as yen
     from bookings where id = $1`,
    [id],
  );
  return cash.yen + first.yen;
}

export function moveStaleBehaviour(start: () => Promise<WriteWorld>) {
  test('three clerks move one booking at once from dialogs opened together: exactly one move happens, and its money is counted once', async () => {
    const w = await start();
    const booked = await visitorPaid(w); // 4 timeslots, ¥6,000 by card
    const seen = await decidedOn(w, booked.id);
    const [six, eight, four] = [await friday(w, 0, 6), await friday(w, 6, 8), await friday(w, 10, 4, FIRST_DAY)];
    const results = await Promise.all([
      moveCall(w, booked.id, { decided_on: seen, booking_date: FRIDAY, timeslot_ids: six, difference: 'cash' }),
      moveCall(w, booked.id, { decided_on: seen, booking_date: FRIDAY, timeslot_ids: eight, difference: 'cash' }),
      moveCall(w, booked.id, { decided_on: seen, booking_date: FIRST_DAY, timeslot_ids: four }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ detail: MOVE_BOOKING_CHANGED });
    const winner = results.findIndex((r) => r.statusCode === 200);
    const extra = [3000, 6000, 0][winner];
    expect(results[winner].json().moved.money).toEqual(extra ? { way: 'cash-more', yen: extra, link_sent: false } : null);
    expect(await count(w.db, `select 1 from audit_log where action = 'booking.moved'`)).toBe(1);
    expect(await count(w.db, 'select 1 from booking_differences')).toBe(extra ? 1 : 0);
    const now = await detail(w, booked.id);
    expect([now.slots.length, now.total_amount, now.paid_yen]).toEqual([[6, 8, 4][winner], 6000 + extra, 6000 + extra]);
    // a full refund afterwards gives back exactly what was received
    expect((await staffCancelCall(w, booked.id, { refund: 'full' })).statusCode).toBe(200);
    expect(await paidOut(w, booked.id)).toBe(6000 + extra);
  });

  test('a dialog opened before another clerk shortened the booking cannot record its hand-back as cash taken', async () => {
    const w = await start();
    const booked = await visitorPaid(w);
    expect(
      (await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 0, 8), difference: 'cash' })).statusCode,
    ).toBe(200);
    const stale = await decidedOn(w, booked.id); // 8 timeslots, ¥12,000 paid
    expect(
      (await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 0, 4), difference: 'cash' })).statusCode,
    ).toBe(200);
    // the stale dialog shows 8 timeslots: 6 would hand back ¥3,000, but the booking now has 4 (¥3,000 more)
    const late = await moveCall(w, booked.id, {
      decided_on: stale,
      booking_date: FRIDAY,
      timeslot_ids: await friday(w, 0, 6),
      difference: 'cash',
    });
    expect([late.statusCode, late.json()]).toEqual([409, { detail: MOVE_BOOKING_CHANGED }]);
    const now = await detail(w, booked.id);
    expect([now.slots.length, now.total_amount, now.paid_yen]).toEqual([4, 6000, 6000]);
    expect(await count(w.db, `select 1 from audit_log where action = 'booking.moved'`)).toBe(2);
    expect((await staffCancelCall(w, booked.id, { refund: 'full' })).statusCode).toBe(200);
    // received: ¥6,000 by card and ¥6,000 in cash; handed back: ¥6,000 in cash, then the ¥6,000 the cancel refunds
    expect(await paidOut(w, booked.id)).toBe(12000);
  });
}
