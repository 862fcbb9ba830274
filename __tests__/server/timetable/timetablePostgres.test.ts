import fs from 'node:fs';
import { ADMIN_CONFIG, adminWorld } from '../admin/adminKit';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { calendarFor } from '../teachers/teachersKit';
import { makeStaticDir, testConfig } from '../testApp';
import { SCHOOL, timetableBehaviour } from './timetableBehaviour';

// The teachers' timetable against a real PostgreSQL server (its planner, its types).
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`the timetable ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  timetableBehaviour(async () => {
    const clock = testClock();
    const started = await instance({ now: clock.now, schedule: SCHOOL }, ADMIN_CONFIG);
    await calendarFor(started.app);
    return adminWorld({ ...started, config: testConfig(staticDir, ADMIN_CONFIG) });
  });
});
