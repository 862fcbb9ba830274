import fs from 'node:fs';
import { startAccounts } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminWorld } from './adminKit';
import { adminBookingsReadBehaviour } from './adminBookingsReadBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// The staff's bookings list, day and week views, a booking's page and the CSV export, on PGlite.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('the staff reading bookings (PGlite)', () =>
  adminBookingsReadBehaviour(async () => adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG))));
