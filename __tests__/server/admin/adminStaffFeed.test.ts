import fs from 'node:fs';
import { staffWorld } from './adminKit';
import { feedBehaviour } from './adminStaffFeedBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// Calendar sync: each member's private .ics feed of the school's booked classes, read back by
// a real iCalendar parser (ical.js) as Google Calendar and Apple Calendar would. The tests are in
// adminStaffFeedBehaviour.ts, shared with adminStaffPostgres.test.ts.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const world = () => staffWorld(startApp, staticDir);

feedBehaviour(world);
