import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/db';
import { TOO_MANY_HOLDS } from '../../../src/server/booking/holdCaps';
import { DEFAULT_PROFILE, type TrialSettings } from '../../../src/shared/school';
import { bookingsIn, count, firstSlotIds, pay, timeslots } from './bookingTestKit';

// The trial as the school prices it (issue 38, point 4), run on PGlite (trial.test.ts) and on PostgreSQL
// (trialPostgres.test.ts), where the race of free trials against the caps per address really runs in parallel.

export interface Started {
  app: FastifyInstance;
  db: Db;
}

/** The school's trial, written as an owner's save writes it (the save itself is tested in school.test.ts). */
export async function setTrial(db: Db, trial: Partial<TrialSettings>): Promise<void> {
  const profile = { ...DEFAULT_PROFILE, trial: { ...DEFAULT_PROFILE.trial, ...trial } };
  await db.query(
    'insert into school (id, profile) values (1, $1::jsonb) on conflict (id) do update set profile = excluded.profile, version = school.version + 1',
    [JSON.stringify(profile)],
  );
}

/** The booking's money as its one account (booking_money) says it. */
const moneyOf = async (db: Db, email: string) =>
  (
    await db.query<{ price: number; received: number; refundable_yen: number }>(
      `select bm.price, bm.received_card + bm.received_cash as received, bm.refundable_yen
       from bookings b join booking_money bm on bm.booking_id = b.id where b.user_email = $1`,
      [email],
    )
  )[0];

export function trialBehaviour(start: () => Promise<Started>) {
  test('a free trial books without a checkout: confirmed at once, the confirmation queued, price 0 and nothing received', async () => {
    const { app, db } = await start();
    await setTrial(db, { pricing: 'free' });
    const res = await pay(app, await firstSlotIds(app, 4), { user_email: 'free@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'confirmed', session: { url: expect.stringMatching(/\/app\/book_success$/) } });
    const [b] = await db.query<{ id: number; ref: string; status: string; provider: string; total_amount: number }>(
      'select id, reference_id as ref, status, provider, total_amount from bookings',
    );
    expect(b).toMatchObject({ status: 'Confirmed', provider: 'free', total_amount: 0 });
    expect(await count(db, 'select 1 from test_checkout_sessions')).toBe(0);
    const mails = await db.query<{ text_body: string }>("select text_body from mail_outbox where to_address = 'free@example.com'");
    expect(mails).toHaveLength(1);
    // the confirmation says nothing of a payment
    expect(mails[0].text_body).toContain('Thank you! Your trial class is confirmed.');
    expect(mails[0].text_body).not.toMatch(/payment/i);
    expect(await moneyOf(db, 'free@example.com')).toEqual({ price: 0, received: 0, refundable_yen: 0 });
    // no receipt: nothing was paid
    const view = await app.inject({ method: 'GET', url: `/api/public/view-booking/${b.ref}/${b.id}` });
    expect(view.json()).not.toHaveProperty('invoice_url');
    expect((await app.inject({ method: 'GET', url: `/api/public/receipts/${b.ref}/${b.id}` })).statusCode).toBe(404);
    // its holder cancels it: nothing was paid, so nothing is refunded
    const cookie = String(view.headers['set-cookie']).split(';')[0];
    const canceled = await app.inject({ method: 'POST', url: `/api/public/bookings/${b.id}/cancel`, headers: { cookie }, payload: {} });
    expect(canceled.statusCode).toBe(200);
    const [after] = await db.query('select status, refund_requested_at from bookings where id = $1', [b.id]);
    expect(after).toEqual({ status: 'Canceled', refund_requested_at: null });
  });

  test('free trials still to come count against the caps per address: two booked, then three more at once are all refused', async () => {
    const { app, db } = await start();
    await setTrial(db, { pricing: 'free' });
    const slots = (await timeslots(app)).map((s) => s.id);
    const book = (i: number) => pay(app, slots.slice(i * 4, i * 4 + 4), { user_email: `f${i}@example.com` }, '198.51.100.7');
    // one after the other: each is confirmed (not a hold any more) before the next asks
    expect((await book(0)).statusCode).toBe(200);
    expect((await book(1)).statusCode).toBe(200);
    const results = await Promise.all(
      [2, 3, 4].map((i) => pay(app, slots.slice(8 + i, 12 + i), { user_email: `g${i}@example.com` }, '198.51.100.7')),
    );
    for (const r of results) expect([r.statusCode, r.json()]).toEqual([429, { detail: TOO_MANY_HOLDS }]);
    expect(await bookingsIn(db, 'Confirmed')).toBe(2);
    // another address is not held back by them
    expect((await pay(app, slots.slice(12, 16), { user_email: 'other@example.com' }, '198.51.100.8')).statusCode).toBe(200);
  });

  test('a fixed trial price is the price whatever the length; per timeslot stays as before', async () => {
    const { app, db } = await start();
    const ids = await firstSlotIds(app, 6);
    const price = async () => (await pay(app, ids, { action_type: 'confirm' })).json().total_amount;
    expect(await price()).toBe(6 * 1500);
    await setTrial(db, { pricing: 'fixed', fixed_yen: 2000 });
    expect(await price()).toBe(2000);
    const res = await pay(app, ids, { user_email: 'fixed@example.com' });
    expect(res.json().session.url).toContain('/test-checkout/');
    expect(await moneyOf(db, 'fixed@example.com')).toEqual({ price: 2000, received: 0, refundable_yen: 0 });
  });
}
