import fs from 'node:fs';
import pg from 'pg';
import { ADMIN_CONFIG } from './adminKit';
import { phoneBooking, staffBookCall, writeWorldOn, type WriteWorld } from './adminBookingsWriteKit';
import { backofficeCacheBehaviour, read, readAllKept, READS, type ReadName } from './backofficeCacheBehaviour';
import { UNWATCHED, unwatchedInViews, untriggered } from './backofficeNotify';
import { FRIDAY, slotsAt } from '../booking/bookingMoveBehaviour';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances, waitFor } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, TEST_DATABASE_URL, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// The back office's cached reads on a real PostgreSQL server: the same stories as on PGlite, then two processes on
// one database (a write on one shows on the other once its notification arrives), and a process whose LISTEN
// connection is cut keeps nothing until it listens again.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const NAMES = Object.keys(READS) as ReadName[];

describeWithPostgres(`the back office's cached reads ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  const world = async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, ADMIN_CONFIG), clock);
  };

  backofficeCacheBehaviour(() => world());

  test('every table notifies the channel but the unwatched few, which no view reads', async () => {
    const w = await world();
    expect(await untriggered(w.db)).toEqual(UNWATCHED);
    expect(await unwatchedInViews(w.db)).toEqual([]);
  });

  /** A desk booking for Mori Ken on Friday, taken on `w`. */
  const deskCash = async (w: WriteWorld) => {
    const body = { ...phoneBooking(await slotsAt(w, 0, 4, FRIDAY), 'cash', FRIDAY), source: 'desk', user_name: 'Mori Ken' };
    expect((await staffBookCall(w, body)).statusCode).toBe(201);
  };
  const showsMori = async (w: WriteWorld) => {
    for (const n of NAMES) if (n !== 'till' && !(await read(w, n)).includes('Mori Ken')) return false;
    return (await read(w, 'till')).includes('Mori Ken');
  };

  test("a write on one process shows in every cached read of the other once the database's notification arrives", async () => {
    const a = await world();
    const b = { ...a, app: (await instance({ now: a.clock.now }, ADMIN_CONFIG)).app };
    await readAllKept(a); // the window's slots written once, by a
    await waitFor(async () => {
      for (const n of NAMES) await read(b, n);
      return b.app.services.backoffice.size >= NAMES.length;
    });
    const kept = await readAllKept(b);
    await deskCash(a);
    await waitFor(() => showsMori(b));
    for (const n of NAMES) expect((await read(b, n)) === kept[n]).toBe(false);
  });

  test('a process not listening keeps nothing and reads the database every time; listening again, it starts empty', async () => {
    const a = await world();
    const b = { ...a, app: (await instance({ now: a.clock.now, listen: { retryMs: 5000 } }, ADMIN_CONFIG)).app };
    await readAllKept(a);
    await readAllKept(b);
    const cache = b.app.services.backoffice;
    const name = b.app.services.backofficeListener()!.connectionName!;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    await admin.end();
    await waitFor(() => !cache.listening);
    expect(cache.size).toBe(0);
    // A write whose notification b cannot hear: b's reads show it all the same, and keep nothing.
    await deskCash(a);
    expect(await showsMori(b)).toBe(true);
    expect(cache.size).toBe(0);
    expect(cache.listening).toBe(false); // still cut (it retries after 5 s): the reads above were all the database's
    await waitFor(() => cache.listening);
    expect(await showsMori(b)).toBe(true);
    await readAllKept(b);
  });
});
