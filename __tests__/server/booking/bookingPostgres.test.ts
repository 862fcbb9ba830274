import fs from 'node:fs';
import { bookingCoreBehaviour, expectOneWinner } from './bookingBehaviour';
import { bookingsIn, count, firstSlotIds, pay, seatsFree, timeslots } from './bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// The booking core and the payer race against a real PostgreSQL server (TEST_DATABASE_URL), where
// transactions really run at the same time, including two app instances with their own pools.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`booking ${POSTGRES_SKIP_NOTE}`, () => {
  /** One app instance with its own pg pool on the test's schema: a server process of its own. */
  const instance = usePostgresInstances(staticDir);

  describe('one instance', () => bookingCoreBehaviour(instance));

  test('two instances on one database split 50 payers: exactly one Pending booking', async () => {
    const a = await instance();
    const b = await instance();
    const ids = await firstSlotIds(a.app, 4);
    expect(await firstSlotIds(b.app, 4)).toEqual(ids); // both fill the window idempotently and see the same rows
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => pay(i % 2 ? a.app : b.app, ids, { user_email: `r${i}@example.com` })),
    );
    expectOneWinner(results);
    expect(await bookingsIn(a.db)).toBe(1);
    expect(await seatsFree(a.db, ids)).toEqual([0, 0, 0, 0]);
    expect(await count(a.db, 'select 1 from slots where seats_free < 0')).toBe(0);
    expect(await timeslots(b.app)).toHaveLength(12);
  });

  test('two instances filling the booking window at the same moment create each slot once', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await Promise.all(
      [a.app, b.app, a.app, b.app].map((app) => app.inject({ method: 'GET', url: '/api/public/rental-space/calendar/default' })),
    );
    expect(await count(a.db, 'select 1 from slots group by space_id, day, start_time having count(*) > 1')).toBe(0);
    expect(await count(a.db, `select 1 from slots where day = '2026-11-24'`)).toBe(16);
  });
});
