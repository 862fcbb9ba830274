import fs from 'node:fs';
import { writeWorld } from './adminBookingsWriteKit';
import { payAtLessonBehaviour } from './payAtLessonBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// A booking paid at the lesson, on the embedded database (the same behaviour runs on PostgreSQL in
// payAtLessonPostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () => payAtLessonBehaviour(() => writeWorld(startApp, staticDir)));
