import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { calendarFor, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir } from '../testApp';
import { makeupBehaviour } from './makeupBehaviour';

// Make-ups on a real PostgreSQL server, two app instances with pools of their own (two server processes): a student
// spending their last credit twice at once gets one booking.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`make-ups ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  makeupBehaviour(async () => {
    const services = { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS };
    const first = await instance(services, ADMIN_CONFIG);
    const second = await instance(services, ADMIN_CONFIG);
    await calendarFor(first.app);
    return { w: await writeWorldOn(first), second: second.app };
  });
});
