import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { receiptIssueBehaviour } from './receiptIssueBehaviour';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// A receipt's first issue and its prints on a real PostgreSQL server, where the customer's and staff's calls
// really run at the same time.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`issuing a receipt ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  receiptIssueBehaviour(async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, ADMIN_CONFIG), clock);
  });
});
