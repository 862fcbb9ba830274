import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import { SCHEDULE_CONFLICT, STALE_SCHEDULE } from '../../../src/shared/admin/schedule';
import type { Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/db';
import { ADMIN_CONFIG, adminCall, adminWorld, type AdminWorld } from './adminKit';
import { calendarOf, changeSettings, paidBooking, schedule, scheduleTables } from './adminScheduleKit';
import { FIRST_DAY, pay, timeslots } from '../booking/bookingTestKit';
import { usePostgresInstances, waitFor } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, TEST_DATABASE_URL, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// "Schedule" on a real PostgreSQL server with two app instances (two server processes): an
// owner's change on one shows at once on the other, whose availability cache and schedule follow the
// database's notifications; the database, not one process, decides between two owners and a payer.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`schedule across processes ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  const PUBLIC = { publicUrl: 'http://localhost:3000' } as Config;

  /** Two processes on one database; the owner, staff and visitor logged in through the first. */
  async function twoProcesses(): Promise<{ w: AdminWorld; other: { app: FastifyInstance; db: Db } }> {
    const a = await instance({}, ADMIN_CONFIG);
    const b = await instance({}, ADMIN_CONFIG);
    return { w: await adminWorld({ ...a, config: PUBLIC }), other: b };
  }

  test("the owner closes a date on one process: the other's calendar shows it closed at once", async () => {
    const { w, other } = await twoProcesses();
    // The other process has the calendar and the day's timeslots cached.
    await waitFor(async () => {
      await calendarOf(other.app);
      await timeslots(other.app, FIRST_DAY);
      return other.app.services.availability.cache.size === 2;
    });
    expect((await calendarOf(other.app)).get(FIRST_DAY)).toBe('available');
    const res = await changeSettings(w, (s) => ({ ...s, closedDates: [...s.closedDates, FIRST_DAY] }));
    expect(res.statusCode).toBe(200);
    await waitFor(async () => (await calendarOf(other.app)).get(FIRST_DAY) === 'closed');
    expect(await timeslots(other.app, FIRST_DAY)).toEqual([]);
    // Its schedule is the new one too (it prices and windows bookings from it): reloaded on the same
    // notification, though it may land a moment after the calendar's cache was dropped.
    await waitFor(() => other.app.services.deps.schedule.closedDates.includes(FIRST_DAY));
  });

  test('a price set on one process prices the payments taken by the other', async () => {
    const { w, other } = await twoProcesses();
    expect((await changeSettings(w, (s) => ({ ...s, pricePerSlotYen: 2500 }))).statusCode).toBe(200);
    await waitFor(() => other.app.services.deps.schedule.pricePerSlotYen === 2500);
    const ids = (await timeslots(other.app, FIRST_DAY)).slice(0, 4).map((s) => s.id);
    await paidBooking(other.app, other.db, FIRST_DAY, ids, 'a@example.com');
    expect(await other.db.query('select total_amount from bookings')).toEqual([{ total_amount: 10_000 }]);
  });

  test('two owners saving the same version at once: one change is made, the other is told to reload', async () => {
    const { w, other } = await twoProcesses();
    const ownerOnOther = { ...w, app: other.app };
    const { version } = await schedule(w);
    const answers = await Promise.all([
      changeSettings(w, (s) => ({ ...s, pricePerSlotYen: 1000 }), version),
      changeSettings(ownerOnOther, (s) => ({ ...s, pricePerSlotYen: 2000 }), version),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ detail: STALE_SCHEDULE });
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    expect(await schedule(w)).toEqual(winner);
    expect(winner.version).toBe(version + 1);
    expect(await w.db.query(`select count(*)::int as n from audit_log where action = 'schedule.changed'`)).toEqual([{ n: 1 }]);
  });

  test('closing a date that has a booking is refused with it listed, and changes nothing', async () => {
    const { w, other } = await twoProcesses();
    const ids = (await timeslots(other.app, FIRST_DAY)).slice(0, 4).map((s) => s.id);
    const booked = await paidBooking(other.app, other.db, FIRST_DAY, ids, 'a@example.com');
    const before = await scheduleTables(w.db);
    const res = await changeSettings(w, (s) => ({ ...s, closedDates: [FIRST_DAY] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: SCHEDULE_CONFLICT, conflicts: [{ id: booked, status: 'Confirmed' }] });
    expect(await scheduleTables(w.db)).toEqual(before);
  });

  test('a slot closed on one process cannot be paid for on the other; reopened, it can', async () => {
    const { w, other } = await twoProcesses();
    const slots = (await timeslots(other.app, FIRST_DAY)).slice(0, 4);
    const ids = slots.map((s) => s.id);
    expect((await adminCall(w.app, 'POST', `/admin/slots/${ids[2]}/close`, w.owner, {})).json()).toEqual({ id: ids[2], closed: true });
    const refused = await pay(other.app, ids);
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: SLOT_TAKEN }]);
    expect(await other.db.query('select count(*)::int as n from bookings')).toEqual([{ n: 0 }]);
    await waitFor(async () => !(await timeslots(other.app, FIRST_DAY)).some((s) => s.id === ids[2]));
    expect((await adminCall(w.app, 'POST', `/admin/slots/${ids[2]}/reopen`, w.owner, {})).statusCode).toBe(200);
    expect((await pay(other.app, ids)).statusCode).toBe(200);
  });

  test('a process that was not listening when the schedule changed takes it up when it listens again', async () => {
    const a = await instance({}, ADMIN_CONFIG);
    const b = await instance({ listen: { retryMs: 200 } }, ADMIN_CONFIG);
    const w = await adminWorld({ ...a, config: PUBLIC });
    // Cut b's LISTEN connection from the server side, as a restart or a network cut would.
    const name = b.app.services.availabilityListener()!.connectionName!;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    await admin.end();
    await waitFor(() => !b.app.services.availability.cache.listening);
    expect((await changeSettings(w, (s) => ({ ...s, pricePerSlotYen: 3000 }))).statusCode).toBe(200);
    await waitFor(() => b.app.services.availability.cache.listening);
    await waitFor(() => b.app.services.deps.schedule.pricePerSlotYen === 3000);
  });
});
