import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { WRITE_CONFIG, writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';
import { cancelPolicyBehaviour } from './cancelPolicyBehaviour';

// The cancellation policy on a real PostgreSQL server, where a visitor's cancel and a clerk's really race.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`the school's cancellation policy ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  cancelPolicyBehaviour(async () => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now }, { ...ADMIN_CONFIG, ...WRITE_CONFIG }), clock);
  });
});
