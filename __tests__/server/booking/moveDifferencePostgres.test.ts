import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from './bookingTestKit';
import type { PaymentProvider } from '../../../src/server/payments/provider';
import { latePaymentBehaviour } from '../payments/latePaymentBehaviour';
import { moveDifferenceBehaviour } from './moveDifferenceBehaviour';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// A move's difference against a real PostgreSQL server, where the customer's payment and the clerk's cash, or two
// clerks, really run at the same time.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`a move's difference ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  const start = async (payments?: PaymentProvider) => {
    const clock = testClock();
    return writeWorldOn(await instance({ now: clock.now, payments }, ADMIN_CONFIG), clock);
  };
  moveDifferenceBehaviour(start);
  describe('late payments', () => latePaymentBehaviour(start));
});
