import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { calendarFor, SCHOOL_WITH_TEACHERS } from './teachersKit';
import { makeStaticDir } from '../testApp';
import { timeOffBehaviour } from './timeOffBehaviour';

// A teacher's time off that cancels enrolled lessons, on a real PostgreSQL server with two app instances (two server
// processes): a lesson enrolled while the owner confirms is never lost.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`teacher time off ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  timeOffBehaviour(async () => {
    const services = { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS };
    const first = await instance(services, ADMIN_CONFIG);
    const second = await instance(services, ADMIN_CONFIG);
    await calendarFor(first.app);
    return { w: await writeWorldOn(first), second: second.app };
  });
});
