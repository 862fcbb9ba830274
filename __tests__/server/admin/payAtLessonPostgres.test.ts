import fs from 'node:fs';
import { ADMIN_CONFIG } from './adminKit';
import { writeWorldOn } from './adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { payAtLessonBehaviour } from './payAtLessonBehaviour';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// A booking paid at the lesson against a real PostgreSQL server, where two clerks taking the money really run at
// the same time.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`a booking paid at the lesson ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  payAtLessonBehaviour(async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, ADMIN_CONFIG), clock);
  });
});
