import type { Queryable } from '../../../src/server/db/db';
import type { TillReport } from '../../../src/shared/admin/till';
import type { TodayView } from '../../../src/shared/admin/today';
import { adminCall, laterLoggedInAgain, STAFF } from '../admin/adminKit';
import { phoneBooking, staffBookCall, visitorPaid, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { FRIDAY, slotsAt } from '../booking/bookingMoveBehaviour';
import { FIRST_DAY, TODAY } from '../booking/bookingTestKit';
import { closeDatesCall, refusedClosing } from '../admin/closeDatesBehaviour';

// A till that balances (issue 39, point 2): Today's cash taken and handed back are the day's, whatever the lessons'
// dates; the till report lists each cash movement with its booking, customer and clerk; cash owed back is on Today
// from the moment it is owed until it is handed back. In every story the till's figures equal the sum of its
// movements, and every day's tills together equal the cash the bookings' one account (booking_money) says came in
// and went back. Written once and run on PGlite (till.test.ts) and on PostgreSQL (tillPostgres.test.ts).

const till = async (w: WriteWorld, date: string) => {
  const res = await adminCall(w.app, 'GET', `/admin/till?date=${date}`, w.staff);
  expect(res.statusCode).toBe(200);
  return res.json<TillReport>();
};
const today = async (w: WriteWorld, date: string) =>
  (await adminCall(w.app, 'GET', `/admin/today?date=${date}`, w.staff)).json<TodayView>();

/** The cash every booking's one account says came in, less what it says was handed back (not what is still owed). */
async function cashInDrawer(db: Queryable): Promise<number> {
  const [row] = await db.query<{ yen: number }>(
    'select coalesce(sum(received_cash - (refunded_cash - pending_cash)), 0)::int as yen from booking_money',
  );
  return row.yen;
}

/** Each till adds up, and the tills of `dates` (every day money moved) together hold what the bookings' accounts say. */
export async function expectTillsBalance(w: WriteWorld, dates: string[]) {
  let net = 0;
  for (const date of dates) {
    const t = await till(w, date);
    const sum = (kind: string) => t.movements.filter((m) => m.kind === kind).reduce((n, m) => n + m.yen, 0);
    expect({ taken: t.taken, handed_back: t.handed_back, net: t.net }).toEqual({
      taken: sum('payment'),
      handed_back: sum('refund'),
      net: sum('payment') - sum('refund'),
    });
    const day = (await today(w, date)).summary;
    expect([day.cash_taken, day.cash_handed_back]).toEqual([t.taken, t.handed_back]);
    net += t.net;
  }
  expect(net).toBe(await cashInDrawer(w.db));
}

const desk = async (w: WriteWorld, date: string, from: number, payment: 'cash' | 'at_lesson', name: string) => {
  const res = await staffBookCall(w, { ...phoneBooking(await slotsAt(w, from, 4, date), payment, date), source: 'desk', user_name: name });
  expect(res.statusCode).toBe(201);
  return res.json().booking_id as number;
};

export function tillBehaviour(start: () => Promise<WriteWorld>) {
  test('a till that balances across a closure with cash owed back', async () => {
    const w = await start();
    // TODAY (23 Nov): a walk-in pays cash for Friday's class; Aoki books Friday to pay at the lesson; a visitor pays Friday by card
    const cashFriday = await desk(w, FRIDAY, 0, 'cash', 'Mori Ken');
    const atLesson = await desk(w, FRIDAY, 4, 'at_lesson', 'Aoki Rin');
    await visitorPaid(w, { date: FRIDAY, ids: await slotsAt(w, 8, 4) });
    let t = await till(w, TODAY);
    expect(t.movements).toEqual([
      expect.objectContaining({
        kind: 'payment',
        part: 'first',
        yen: 6000,
        booking_id: cashFriday,
        customer: 'Mori Ken',
        clerk: STAFF.name,
      }),
    ]);
    expect(t).toMatchObject({ date: TODAY, taken: 6000, handed_back: 0, net: 6000 });
    expect(t.movements[0].code).toMatch(/^GT-/);

    // a typhoon: the owner closes Friday with its bookings; Mori's cash is owed back, Aoki owed nothing
    const seen = await refusedClosing(w, [FRIDAY]);
    expect((await closeDatesCall(w, { version: seen.version, dates: [FRIDAY], bookings: seen.bookings })).statusCode).toBe(200);
    let day = await today(w, TODAY);
    expect(day.owed_back).toEqual([
      { booking_id: cashFriday, code: t.movements[0].code, user_name: 'Mori Ken', booking_date: FRIDAY, yen: 6000 },
    ]);
    expect(day.summary).toMatchObject({ cash_taken: 6000, cash_handed_back: 0, cash_to_pay_back: 6000 });
    expect((await till(w, TODAY)).movements.map((m) => m.booking_id)).not.toContain(atLesson);

    // the next day (24 Nov): Mori comes for the money; Sato walks in for today's class and pays at the lesson
    await laterLoggedInAgain(w, w.clock, 24 * 60);
    day = await today(w, FIRST_DAY);
    expect(day.owed_back.map((o) => o.booking_id)).toEqual([cashFriday]); // still owed: listed on any day's Today
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${cashFriday}/cash-refunded`, w.staff)).statusCode).toBe(200);
    const sato = await desk(w, FIRST_DAY, 8, 'at_lesson', 'Sato Yui');
    expect((await till(w, FIRST_DAY)).taken).toBe(0); // nothing taken yet
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${sato}/difference/cash`, w.staff)).statusCode).toBe(200);
    t = await till(w, FIRST_DAY);
    expect(t.movements.map((m) => [m.kind, m.part, m.yen, m.booking_id, m.clerk])).toEqual([
      ['refund', 'first', 6000, cashFriday, STAFF.name],
      ['payment', 'lesson', 6000, sato, STAFF.name],
    ]);
    expect(t).toMatchObject({ taken: 6000, handed_back: 6000, net: 0 });
    day = await today(w, FIRST_DAY);
    expect(day.owed_back).toEqual([]);
    // the 23rd's till is as it was: money moves on the day it moves
    expect((await till(w, TODAY)).taken).toBe(6000);
    await expectTillsBalance(w, [TODAY, FIRST_DAY]);
  });

  test('a bad date is a 400 with its detail; the till is for staff', async () => {
    const w = await start();
    const bad = await adminCall(w.app, 'GET', '/admin/till?date=2026-13-01', w.staff);
    expect([bad.statusCode, typeof bad.json().detail]).toEqual([400, 'string']);
    expect((await adminCall(w.app, 'GET', '/admin/till?extra=1', w.staff)).statusCode).toBe(400);
    expect((await adminCall(w.app, 'GET', '/admin/till', w.visitor)).statusCode).toBe(403);
    expect(await till(w, TODAY)).toEqual({ date: TODAY, movements: [], taken: 0, handed_back: 0, net: 0 });
  });

  test('two clerks handing back the same cash together: one movement in the till', async () => {
    const w = await start();
    const id = await desk(w, FRIDAY, 0, 'cash', 'Mori Ken');
    const seen = await refusedClosing(w, [FRIDAY]);
    expect((await closeDatesCall(w, { version: seen.version, dates: [FRIDAY], bookings: seen.bookings })).statusCode).toBe(200);
    const both = await Promise.all([1, 2].map(() => adminCall(w.app, 'POST', `/admin/bookings/${id}/cash-refunded`, w.staff)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await till(w, TODAY)).handed_back).toBe(6000);
    await expectTillsBalance(w, [TODAY]);
  });
}
