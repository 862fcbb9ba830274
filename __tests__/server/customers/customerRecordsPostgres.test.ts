import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { WRITE_CONFIG, writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';
import { customerRecordsBehaviour } from './customerRecordsBehaviour';

// Customer records on a real PostgreSQL server (its normalize() and translate() make the reading's search key).
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`customer records ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  customerRecordsBehaviour(async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, { ...ADMIN_CONFIG, ...WRITE_CONFIG }), clock);
  });
});
