import fs from 'node:fs';
import { ADMIN_CONFIG, adminWorld } from '../admin/adminKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { SCHOOL, timetableBehaviour } from './timetableBehaviour';

// The teachers' timetable on the embedded database (the same behaviour runs on PostgreSQL in timetablePostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () =>
  timetableBehaviour(async () => {
    const clock = testClock();
    const t = await startApp(staticDir, { services: { now: clock.now, schedule: SCHOOL, workers: false }, config: ADMIN_CONFIG });
    await calendarFor(t.app); // the window's slots (and their shifts) exist from the first look
    return adminWorld(t);
  }));
