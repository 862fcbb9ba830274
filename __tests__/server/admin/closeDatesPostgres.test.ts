import fs from 'node:fs';
import { ADMIN_CONFIG } from './adminKit';
import { writeWorldOn } from './adminBookingsWriteKit';
import { closeDatesBehaviour } from './closeDatesBehaviour';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// "Cancel these N bookings and close the date" on a real PostgreSQL server, where the owner's transaction
// and a visitor's cancel really run at the same time.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`closing a date with its bookings ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  closeDatesBehaviour(async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, ADMIN_CONFIG), clock);
  });
});
