import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { findById } from '../../../src/server/booking/bookingRows';
import { cancelBooking } from '../../../src/server/booking/cancelService';
import { completeCheckout, expireCheckout } from '../../../src/server/booking/paymentLifecycle';
import { insertSlots } from '../../../src/server/booking/slotRepository';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import { AVAILABILITY_CHANNEL } from '../../../src/server/booking/availabilityCache';
import type { Db } from '../../../src/server/db/db';
import { FIRST_DAY, NOW, TEST_SCHEDULE, fakeProvider, firstSlotIds, pay, seatsFree, testClock, timeslots } from './bookingTestKit';

const SECOND_DAY = '2026-11-25';
import { usePostgresInstances, waitFor } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, TEST_DATABASE_URL, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir, useTestApps } from '../testApp';

// The calendar and timeslots are cached per process and dropped when the database
// notifies a change. Each test first checks that the answer really is cached, so a missing
// invalidation would show up as a stale answer.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const calendarOf = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: '/api/public/rental-space/calendar/default' });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{ date: string; status: string }>;
};
const freeIds = async (app: FastifyInstance, day = FIRST_DAY) => (await timeslots(app, day)).map((s) => s.id);
const cached = (app: FastifyInstance) => app.services.availability.cache.size;

describe('availability cache (embedded database)', () => {
  test('a hold, an expiry, a payment and a cancellation each show at once in the cached timeslots', async () => {
    const payments = fakeProvider();
    const { app, db } = await startApp(staticDir, { services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false, payments } });
    const deps = app.services.deps;
    const all = await freeIds(app);
    expect(cached(app)).toBeGreaterThan(0);
    expect(await freeIds(app)).toEqual(all); // served from the cache

    const ids = all.slice(0, 4);
    expect((await pay(app, ids)).statusCode).toBe(200); // held
    expect(await freeIds(app)).toEqual(all.slice(4));
    const held = await db.query<{ id: number }>('select id from bookings order by id');

    await expireCheckout(deps, `fake_${held[0].id}`); // the provider says it expired
    expect(await freeIds(app)).toEqual(all);

    expect((await pay(app, ids)).statusCode).toBe(200);
    const [second] = await db.query<{ id: number }>('select max(id) as id from bookings');
    await completeCheckout(deps, `fake_${second.id}`, 'pi_1', null); // paid: the seats stay taken
    expect(await freeIds(app)).toEqual(all.slice(4));
    const booking = (await findById(db, second.id))!;
    await cancelBooking(deps, booking.id, { referenceId: booking.reference_id }); // canceled: free again
    expect(await freeIds(app)).toEqual(all);
  });

  test("payments read the chosen slots' day and times once for all, and the hold still refuses a taken seat", async () => {
    const { app, db } = await startApp(staticDir, {
      services: { now: () => NOW, schedule: { ...TEST_SCHEDULE, seatsPerSlot: 10 }, workers: false, payments: fakeProvider() },
    });
    const ids = await firstSlotIds(app);
    const slotReads = jest.spyOn(db, 'query');
    const readsOfChosenSlots = () =>
      slotReads.mock.calls.filter(([sql]) => /from slots where space_id = \$1 and id = any/.test(sql)).length;
    // 8 visitors (each from an address of its own) pay for the same 4 slots at once (10 seats each): one read of the slots serves them all
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pay(app, ids, { user_email: `payer${i}@example.com` }, `10.0.0.${i}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(readsOfChosenSlots()).toBe(1);
    expect(await seatsFree(db, ids)).toEqual([2, 2, 2, 2]);
    // and never again, although every hold changed the slots
    expect((await pay(app, ids, { user_email: 'ninth@example.com' }, '10.0.1.9')).statusCode).toBe(200);
    expect(readsOfChosenSlots()).toBe(1);
    // the seats' count is the database's: the last seat goes once, then the same 409 as without the memory
    expect((await pay(app, ids, { user_email: 'tenth@example.com' }, '10.0.1.10')).statusCode).toBe(200);
    const late = await pay(app, ids, { user_email: 'eleventh@example.com' }, '10.0.1.11');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: SLOT_TAKEN });
    // a slot of another day, an unknown id and a repeated id are refused as before
    const otherDay = (await firstSlotIds(app, 1, SECOND_DAY))[0];
    for (const bad of [
      [...ids.slice(0, 3), otherDay],
      [...ids.slice(0, 3), 999_999],
      [ids[0], ids[0], ids[1], ids[2]],
    ]) {
      expect((await pay(app, bad, { user_email: 'mixed@example.com' })).statusCode).toBe(400);
    }
  });

  test('the calendar shows a day as full once its seats are held', async () => {
    const { app } = await startApp(staticDir, { services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false } });
    expect((await calendarOf(app)).find((d) => d.date === '2026-11-28')?.status).toBe('available');
    expect(cached(app)).toBeGreaterThan(0);
    expect((await pay(app, await firstSlotIds(app, 5, '2026-11-28'), { booking_date: '20261128' })).statusCode).toBe(200);
    expect((await calendarOf(app)).find((d) => d.date === '2026-11-28')?.status).toBe('full');
  });

  test('Tokyo midnight moves the cached calendar even when no slot row changes', async () => {
    const clock = testClock(new Date('2026-11-23T14:59:00Z')); // 23:59 in Tokyo
    const { app, db } = await startApp(staticDir, { services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false } });
    // The day that enters the window at midnight already has its slots, so nothing notifies then.
    await insertSlots(db, 'default', 1, [{ day: '2027-01-23', start: '10:00', end: '10:30' }]);
    expect((await calendarOf(app))[0].date).toBe('2026-11-24');
    expect(cached(app)).toBeGreaterThan(0);
    clock.advanceMinutes(2); // 00:01 on 2026-11-24 in Tokyo
    const days = await calendarOf(app);
    expect(days[0].date).toBe('2026-11-25');
    expect(days.at(-1)).toEqual({ date: '2027-01-23', status: 'full' }); // the 1 slot inserted above: fewer than 4
    const res = await app.inject({ method: 'GET', url: '/api/public/rental-space/calendar/default/20261124' });
    expect(res.statusCode).toBe(400); // today is no longer bookable
  });
});

/** Holds the database's notifications on `channel` until the returned function delivers them: the gap between a
 * write and its notification, as long as the test likes. */
function holdNotifications(db: Db, channel: string): () => void {
  const held: Array<() => void> = [];
  const subscribe = db.subscribe.bind(db);
  db.subscribe = (name, events, options) =>
    subscribe(
      name,
      name === channel ? { ...events, notified: (payload) => void held.push(() => events.notified(payload)) } : events,
      options,
    );
  return () => held.splice(0).forEach((deliver) => deliver());
}

describeWithPostgres(`availability cache across processes ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);

  /** Ends the instance's LISTEN connection from the server side, as a restart or network cut would. */
  async function cutListener(app: FastifyInstance) {
    const name = app.services.availabilityListener()!.connectionName!;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const rows = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    await admin.end();
    expect(rows.rowCount).toBe(1);
  }

  test("a booking made through instance A leaves instance B's cached timeslots and calendar within 2 s", async () => {
    const a = await instance();
    const b = await instance();
    const all = await freeIds(b.app);
    // Filling the window notifies too: ask until both answers are cached.
    await waitFor(async () => {
      await freeIds(b.app);
      await calendarOf(b.app);
      return cached(b.app) === 2;
    });
    expect((await pay(a.app, all.slice(0, 4))).statusCode).toBe(200);
    await waitFor(async () => (await freeIds(b.app)).length === all.length - 4, 2000);
    expect(await freeIds(b.app)).toEqual(all.slice(4));
  });

  test("a write answered by this process shows in its own next read, before the database's notification arrives", async () => {
    let release = () => undefined as void;
    const a = await instance({}, {}, (db) => {
      release = holdNotifications(db, AVAILABILITY_CHANNEL);
    });
    const all = await freeIds(a.app); // filling the window notifies too: held, so the answer stays kept
    expect(await freeIds(a.app)).toEqual(all);
    expect(cached(a.app)).toBeGreaterThan(0);
    expect((await pay(a.app, all.slice(0, 4))).statusCode).toBe(200);
    expect(await freeIds(a.app)).toEqual(all.slice(4)); // its notification still held
    release();
    expect(await freeIds(a.app)).toEqual(all.slice(4));
  });

  test('while the LISTEN connection is down nothing is cached; once it is back, caching resumes', async () => {
    const a = await instance({ listen: { retryMs: 60_000 } });
    const all = await freeIds(a.app);
    await cutListener(a.app);
    await waitFor(() => !a.app.services.availability.cache.listening);
    expect(await freeIds(a.app)).toEqual(all);
    expect(cached(a.app)).toBe(0);
    // A change nobody hears about (the listener is gone) is still seen at once.
    await a.db.query('update slots set seats_free = 0 where id = $1', [all[0]]);
    expect(await freeIds(a.app)).toEqual(all.slice(1));
  });

  test('a lost LISTEN connection is re-established and invalidation works again', async () => {
    const a = await instance({ listen: { retryMs: 100 } });
    const b = await instance();
    await cutListener(a.app);
    await waitFor(() => !a.app.services.availability.cache.listening);
    await waitFor(() => a.app.services.availability.cache.listening, 5000);
    // Caching is back. Other test files on the same server also write slots (one channel per database),
    // and each of their writes rightly empties this cache, so ask again until an answer stays cached.
    let all: number[] = [];
    await waitFor(async () => {
      all = await freeIds(a.app);
      return cached(a.app) === 1;
    });
    expect((await pay(b.app, all.slice(0, 4))).statusCode).toBe(200);
    await waitFor(async () => (await freeIds(a.app)).length === all.length - 4, 2000);
  });
});
