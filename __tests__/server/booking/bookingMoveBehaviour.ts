import type { LightMyRequestResponse } from 'fastify';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import type { AdminBookingDetail } from '../../../src/shared/admin/bookings';
import { MOVE_BOOKING_CHANGED, type MoveDecidedOn } from '../../../src/shared/admin/move';
import { adminCall } from '../admin/adminKit';
import { phoneBooking, staffBookCall, visitorPaid, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { compact, count, FIRST_DAY, firstSlotIds, pay, payWithCard, seatsFree, timeslots } from './bookingTestKit';

// Moving a booking where it races, written once and run on PGlite (bookingMove.test.ts) and on a real
// PostgreSQL server (bookingMovePostgres.test.ts): the database decides who gets the last seat.

/** Friday of the test week: the class moves there. */
export const FRIDAY = '2026-11-27';

/** A day's timeslots by position (10:00 is 0), free or not, as the console's day view lists them (Friday by default). */
export const slotsAt = async (w: Pick<WriteWorld, 'app' | 'staff'>, from: number, n: number, day = FRIDAY): Promise<number[]> =>
  (await adminCall(w.app, 'GET', `/admin/calendar?from=${day}&days=1`, w.staff))
    .json()
    .days[0].slots.slice(from, from + n)
    .map((s: { id: number }) => s.id);
/** The booking's page as the console reads it. */
export const bookingShown = async (w: Pick<WriteWorld, 'app' | 'staff'>, id: number) =>
  (await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff)).json();

/** What a clerk's move dialog, opened now, decides on: the booking as its page shows it (MoveDecidedOn). */
export async function decidedOn(w: Pick<WriteWorld, 'app' | 'staff'>, id: number | string): Promise<MoveDecidedOn> {
  const res = await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff);
  if (res.statusCode !== 200) return { status: 'Confirmed', booking_date: '', time_range: '', slot_count: 4, total_amount: 0, paid_yen: 0 }; // nothing to decide on
  const b = res.json<AdminBookingDetail>();
  const { status, booking_date, time_range, total_amount, paid_yen } = b;
  return { status, booking_date, time_range, slot_count: b.slots.length, total_amount, paid_yen };
}

/** A clerk's move from a dialog opened just now (its decided_on read first), unless the body brings its own decided_on. */
export const moveCall = async (w: Pick<WriteWorld, 'app' | 'staff'>, id: number | string, body: object) =>
  adminCall(w.app, 'POST', `/admin/bookings/${id}/move`, w.staff, { decided_on: await decidedOn(w, id), ...body });

/** The booking's slots and date as the database has them. */
export async function heldSlots(w: Pick<WriteWorld, 'db'>, id: number): Promise<number[]> {
  const rows = await w.db.query<{ slot_id: number }>('select slot_id from booking_slots where booking_id = $1 order by slot_id', [id]);
  return rows.map((r) => r.slot_id);
}

export function moveBehaviour(start: () => Promise<WriteWorld>) {
  test("a clerk's move and a visitor's payment race for the same last seats: exactly one wins, the other changes nothing", async () => {
    const w = await start();
    const booked = await visitorPaid(w);
    const target = (await timeslots(w.app, FRIDAY)).slice(0, 4).map((s) => s.id);
    const results: LightMyRequestResponse[] = await Promise.all([
      moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: target }),
      pay(w.app, target, { booking_date: compact(FRIDAY), user_email: 'rival@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ detail: SLOT_TAKEN });
    const moved = results[0].statusCode === 200;
    expect(await seatsFree(w.db, target)).toEqual([0, 0, 0, 0]);
    expect(await seatsFree(w.db, booked.ids)).toEqual(moved ? [1, 1, 1, 1] : [0, 0, 0, 0]);
    expect(await heldSlots(w, booked.id)).toEqual(moved ? [...target].sort((a, b) => a - b) : booked.ids);
    const [row] = await w.db.query<{ booking_date: string }>('select booking_date::text from bookings where id = $1', [booked.id]);
    expect(row.booking_date).toBe(moved ? FRIDAY : FIRST_DAY);
    expect(await count(w.db, `select 1 from audit_log where action = 'booking.moved'`)).toBe(moved ? 1 : 0);
    expect(await count(w.db, 'select 1 from slots where seats_free < 0 or seats_free > seats')).toBe(0);
  });

  test('two clerks moving two bookings into the same slots: one moves, the other gets 409 and keeps its time', async () => {
    const w = await start();
    const first = await visitorPaid(w, { email: 'one@example.com' });
    const second = await visitorPaid(w, { email: 'two@example.com' });
    const target = (await timeslots(w.app, FRIDAY)).slice(4, 8).map((s) => s.id);
    const results = await Promise.all([first, second].map((b) => moveCall(w, b.id, { booking_date: FRIDAY, timeslot_ids: target })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results[0].statusCode === 409 ? first : second;
    expect(await heldSlots(w, loser.id)).toEqual(loser.ids);
    expect(await seatsFree(w.db, loser.ids)).toEqual([0, 0, 0, 0]);
    expect(await seatsFree(w.db, target)).toEqual([0, 0, 0, 0]);
  });

  test('a clerk moves a booking awaiting payment while the customer pays its link: the payment always counts, the move only if it came first', async () => {
    const w = await start();
    const ids = await firstSlotIds(w.app);
    const id: number = (await staffBookCall(w, phoneBooking(ids, 'link'))).json().booking_id;
    const [{ checkout_url: link }] = await w.db.query<{ checkout_url: string }>('select checkout_url from bookings where id = $1', [id]);
    const target = (await timeslots(w.app, FRIDAY)).slice(0, 4).map((s) => s.id);
    const seen = await decidedOn(w, id); // the clerk's dialog shows it awaiting payment
    const [moved, paid] = await Promise.all([
      moveCall(w, id, { decided_on: seen, booking_date: FRIDAY, timeslot_ids: target }),
      payWithCard(w.app, link),
    ]);
    expect(paid.statusCode).toBe(303);
    // paid first: the booking is no longer what the clerk decided on, so nothing moves (409), as a staff cancel
    if (moved.statusCode === 409) expect(moved.json()).toEqual({ detail: MOVE_BOOKING_CHANGED });
    else expect(moved.statusCode).toBe(200);
    const there = moved.statusCode === 200 ? { day: FRIDAY, slots: target, left: ids } : { day: FIRST_DAY, slots: ids, left: target };
    const [row] = await w.db.query<{ status: string; booking_date: string }>(
      'select status, booking_date::text from bookings where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'Confirmed', booking_date: there.day });
    expect(await heldSlots(w, id)).toEqual([...there.slots].sort((a, b) => a - b));
    expect(await seatsFree(w.db, there.left)).toEqual([1, 1, 1, 1]);
    expect(await seatsFree(w.db, there.slots)).toEqual([0, 0, 0, 0]);
  });
}
