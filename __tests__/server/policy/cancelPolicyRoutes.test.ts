import fs from 'node:fs';
import { writeWorld } from '../admin/adminBookingsWriteKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { cancelPolicyBehaviour } from './cancelPolicyBehaviour';

// The cancellation policy through the routes on the embedded database (cancelPolicyPostgres.test.ts: the same on PostgreSQL).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () => cancelPolicyBehaviour(() => writeWorld(startApp, staticDir)));
