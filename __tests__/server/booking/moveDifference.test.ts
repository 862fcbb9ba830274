import fs from 'node:fs';
import { writeWorld } from '../admin/adminBookingsWriteKit';
import { latePaymentBehaviour } from '../payments/latePaymentBehaviour';
import { moveDifferenceBehaviour } from './moveDifferenceBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// A move to another number of timeslots of a paid booking, on the embedded database (the same behaviour runs on
// PostgreSQL in moveDifferencePostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () => moveDifferenceBehaviour(() => writeWorld(startApp, staticDir)));
describe('late payments, on the embedded database', () => latePaymentBehaviour((payments) => writeWorld(startApp, staticDir, payments)));
