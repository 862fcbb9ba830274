import fs from 'node:fs';
import { writeWorld } from './adminBookingsWriteKit';
import { backofficeCacheBehaviour } from './backofficeCacheBehaviour';
import { UNWATCHED, unwatchedInViews, untriggered } from './backofficeNotify';
import { makeStaticDir, useTestApps } from '../testApp';

// The back office's cached reads on the embedded database (the same behaviour runs on PostgreSQL, with two
// processes, in backofficeCachePostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () => backofficeCacheBehaviour(() => writeWorld(startApp, staticDir)));

describe("the back office's channel", () => {
  test('every table notifies it but the unwatched few, which no view reads; a table added without the trigger is caught', async () => {
    const { db } = await startApp(staticDir);
    expect(await untriggered(db)).toEqual(UNWATCHED);
    expect(await unwatchedInViews(db)).toEqual([]);
    // The check itself: a new table, or a table whose trigger is dropped, shows.
    await db.exec('create table backoffice_probe (id int); drop trigger bookings_backoffice_changed on bookings');
    expect(await untriggered(db)).toEqual([...UNWATCHED, 'backoffice_probe', 'bookings'].sort());
  });
});
