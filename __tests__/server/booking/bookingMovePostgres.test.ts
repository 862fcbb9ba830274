import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { moveBehaviour } from './bookingMoveBehaviour';
import { moveStaleBehaviour } from './moveStaleBehaviour';
import { testClock } from './bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// Moving a booking against a real PostgreSQL server, where the move's transaction and a visitor's hold
// really run at the same time.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`moving a booking ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  const world = async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, ADMIN_CONFIG), clock);
  };
  moveBehaviour(world);
  moveStaleBehaviour(world);
});
