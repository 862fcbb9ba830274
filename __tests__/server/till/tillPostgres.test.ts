import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { tillBehaviour } from './tillBehaviour';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// The till against a real PostgreSQL server, where two clerks handing back the cash really run at
// the same time.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`the till ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  tillBehaviour(async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, ADMIN_CONFIG), clock);
  });
});
