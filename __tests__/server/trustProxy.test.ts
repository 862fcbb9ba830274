import fc from 'fast-check';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/server/config';
import { startAccounts } from './accounts/accountsKit';
import { makeStaticDir, useTestApps } from './testApp';

// Security review finding 2: with TRUST_PROXY=true Fastify took the leftmost X-Forwarded-For entry, which
// the client writes, so 40 bad logins with a rotating header never met the per-IP limit. Now only a hop
// count or the proxies' addresses are accepted: the visitor's IP is the entry the trusted proxy appended.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const PROXY = '127.0.0.1'; // inject's remote address: the load balancer in front of the server
const VISITOR = '203.0.113.9'; // what the load balancer appends: the address the connection came from
const login = (app: FastifyInstance, xff: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/public/auth/login',
    payload: { email: `u${i}@example.com`, password: 'wrong password' },
    headers: { 'x-forwarded-for': xff },
    remoteAddress: PROXY,
  });

describe.each<[string, Config['trustProxy']]>([
  ['a hop count (TRUST_PROXY=1)', 1],
  ["the proxy's address (TRUST_PROXY=127.0.0.1)", [PROXY]],
])('behind %s', (_what, trustProxy) => {
  test('40 bad logins, each with a forged X-Forwarded-For entry before the real one: the 31st is a 429', async () => {
    const t = await startAccounts(startApp, staticDir, { trustProxy });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await login(t.app, `10.${i}.0.1, ${VISITOR}`, i)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
  });

  test('property: whatever a client writes into X-Forwarded-For, the IP counted is the one the proxy appended', async () => {
    const t = await startAccounts(startApp, staticDir, { trustProxy }, 'test');
    let i = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('unknown', '', ' ')), { maxLength: 6 }), async (forged) => {
        await t.db.query('delete from rate_limits');
        await login(t.app, [...forged, VISITOR].join(', '), i++);
        const buckets = await t.db.query<{ bucket: string }>("select bucket from rate_limits where bucket like 'login-ip:%'");
        expect(buckets).toEqual([{ bucket: `login-ip:${VISITOR}` }]);
      }),
      { numRuns: 100 },
    );
  });
});
