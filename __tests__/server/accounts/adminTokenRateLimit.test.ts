import fs from 'node:fs';
import { LIMITS } from '../../../src/server/accounts/limits';
import { TOO_MANY } from '../../../src/server/accounts/rateLimit';
import { startAccounts } from './accountsKit';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The calendar feed's and the invitation's token routes had no rate limit. Their
// tokens are 256 bits, so guessing is hopeless; the limit keeps one address from making the server build
// feeds or look up tokens without end. Counted per address in the database, like login's (limits.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const TOKEN = 'A'.repeat(43);

test.each([
  ['the calendar feed', LIMITS.feedByIp, 'GET', `/api/public/calendar-feed/${TOKEN}.ics`, undefined],
  ['an invitation link', LIMITS.invitationByIp, 'GET', `/api/public/staff-invitations/${TOKEN}`, undefined],
  ['accepting an invitation', LIMITS.invitationByIp, 'POST', '/api/public/staff-invitations/accept', { token: TOKEN }],
] as const)(
  '%s: past its limit an address gets 429 { detail }; another address is still answered',
  async (_, limit, method, url, payload) => {
    const { app } = await startAccounts(startApp, staticDir, ADMIN_CONFIG);
    const from = (remoteAddress: string) =>
      app.inject({ method, url, remoteAddress, ...(payload ? { payload, headers: { 'x-requested-with': 'XMLHttpRequest' } } : {}) });
    for (let i = 0; i < limit.max; i++) expect((await from('203.0.113.7')).statusCode).not.toBe(429);
    const refused = await from('203.0.113.7');
    expect([refused.statusCode, refused.json()]).toEqual([429, { detail: TOO_MANY }]);
    expect((await from('203.0.113.8')).statusCode).not.toBe(429);
  },
);
