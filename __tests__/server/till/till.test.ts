import fs from 'node:fs';
import { writeWorld } from '../admin/adminBookingsWriteKit';
import { tillBehaviour } from './tillBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// The till, on the embedded database (the same behaviour runs on PostgreSQL in
// tillPostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () => tillBehaviour(() => writeWorld(startApp, staticDir)));
