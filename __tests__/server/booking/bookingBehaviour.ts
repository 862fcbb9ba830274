import type { FastifyInstance } from 'fastify';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import { DAY_MOSTLY_HELD } from '../../../src/server/booking/holdCaps';
import type { Db } from '../../../src/server/db/db';
import { NOW, bookingBody, bookingsIn, count, firstSlotIds, pay, payWithCard, postBooking, seatsFree, timeslots } from './bookingTestKit';

// The booking core, written once and run on PGlite (bookingPayment.test.ts) and on a real
// PostgreSQL server (bookingPostgres.test.ts): the database, not the code, keeps seats single.

export interface Started {
  app: FastifyInstance;
  db: Db;
}

export function bookingCoreBehaviour(start: () => Promise<Started>) {
  test('confirm prices the request and stores nothing', async () => {
    const { app, db } = await start();
    const res = await postBooking(app, bookingBody({ timeslot_ids: await firstSlotIds(app, 4) }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total_amount: 6000, time_range: '10:00-12:00', tax_rate: 10, sales_tax: 545 });
    expect(await bookingsIn(db)).toBe(0);
    expect(await count(db, 'select 1 from slots where seats_free < seats')).toBe(0);
  });

  test('payment holds the seats in ONE Pending booking and answers the checkout url', async () => {
    const { app, db } = await start();
    const ids = await firstSlotIds(app, 4);
    const res = await pay(app, ids);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'success',
      session: { url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/test-checkout\/tcs_[\w-]+$/) },
    });
    const [booking] = await db.query<Record<string, unknown>>(
      `select status, total_amount, user_email, time_range, checkout_url, checkout_expires_at = $1::timestamptz as expires_in_30 from bookings`,
      [new Date(NOW.getTime() + 30 * 60_000).toISOString()],
    );
    expect(booking).toEqual({
      status: 'Pending',
      total_amount: 6000,
      user_email: 'hanako@example.com',
      time_range: '10:00-12:00',
      checkout_url: body.session.url,
      expires_in_30: true,
    });
    expect(await bookingsIn(db)).toBe(1);
    expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
    expect((await timeslots(app)).map((s) => s.id)).toEqual(expect.not.arrayContaining(ids));
    expect(await timeslots(app)).toHaveLength(12);
  });

  test('a second payer for an overlapping slot gets 409 with the detail; other slots stay bookable', async () => {
    const { app, db } = await start();
    const all = (await timeslots(app)).map((s) => s.id);
    expect((await pay(app, all.slice(0, 4))).statusCode).toBe(200);
    for (const action_type of ['payment', 'confirm'] as const) {
      // another visitor (the same visitor paying again would replace their own hold: holdCaps.test.ts)
      const res = await postBooking(app, bookingBody({ timeslot_ids: all.slice(3, 7), action_type, user_email: 'second@example.com' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: SLOT_TAKEN });
    }
    expect((await pay(app, all.slice(4, 8), { user_email: 'other@example.com' })).statusCode).toBe(200);
    expect(await bookingsIn(db, 'Pending')).toBe(2);
    expect(await bookingsIn(db)).toBe(2);
  });

  test('a race of 50 payers for the same slots: one Pending booking, 49 clean 409s', async () => {
    const { app, db } = await start();
    const ids = await firstSlotIds(app, 4);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(app, ids, { user_email: `racer${i}@example.com` })));
    expectOneWinner(results);
    expect(await bookingsIn(db)).toBe(1);
    expect(await bookingsIn(db, 'Pending')).toBe(1);
    expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
    expect(await count(db, 'select 1 from slots where seats_free < 0')).toBe(0);
    expect(await count(db, 'select 1 from booking_slots')).toBe(4);
  });

  test('50 payers for overlapping runs: no seat is ever held twice, and nobody deadlocks', async () => {
    const { app, db } = await start();
    const all = (await timeslots(app)).map((s) => s.id);
    // Payer i wants 4 adjacent slots starting at (i * 5) % 13, in reversed order to mix lock orders.
    const wants = Array.from({ length: 50 }, (_, i) => all.slice((i * 5) % 13, ((i * 5) % 13) + 4).reverse());
    // each from an address of its own, as 50 visitors would be (one address may hold only 2 unpaid bookings)
    const results = await Promise.all(wants.map((ids, i) => pay(app, ids, { user_email: `p${i}@example.com` }, `10.0.${i}.1`)));
    // a taken seat (409), or (holdCaps.ts) a day already half held by others' unpaid holds (429)
    const clean = (r: (typeof results)[number]) =>
      r.statusCode === 200 ||
      (r.statusCode === 409 && r.json().detail === SLOT_TAKEN) ||
      (r.statusCode === 429 && r.json().detail === DAY_MOSTLY_HELD);
    expect(results.filter((r) => !clean(r)).map((r) => r.body)).toEqual([]);
    const held = await db.query<{ slot_id: number; n: number }>(
      `select slot_id, count(*)::int as n from booking_slots join bookings b on b.id = booking_id where b.status = 'Pending' group by slot_id`,
    );
    expect(held.every((h) => h.n === 1)).toBe(true);
    const winners = results.filter((r) => r.statusCode === 200).length;
    expect(held).toHaveLength(winners * 4);
    expect(await count(db, 'select 1 from slots where seats_free < 0')).toBe(0);
    expect(await count(db, 'select 1 from slots where seats_free = 0')).toBe(winners * 4);
  });

  test('pay on the test checkout: Confirmed once, confirmation mail queued, the seats stay taken', async () => {
    const { app, db } = await start();
    const ids = await firstSlotIds(app, 4);
    const url = (await pay(app, ids)).json().session.url;
    const paid = await payWithCard(app, url);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:3000/app/book_success');
    expect(await bookingsIn(db, 'Confirmed')).toBe(1);
    expect(await count(db, 'select 1 from mail_outbox')).toBe(1);
    expect(await seatsFree(db, ids)).toEqual([0, 0, 0, 0]);
  });
}

export function expectOneWinner(results: Array<{ statusCode: number; json(): { detail?: string } }>) {
  const codes = results.map((r) => r.statusCode).sort();
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(results.length - 1);
  for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual({ detail: SLOT_TAKEN });
}
