import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { TOO_MANY } from '../../../src/server/accounts/rateLimit';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { openPostgres } from '../../../src/server/db/postgres';
import { migrate } from '../../../src/server/db/migrate';
import { confirmedUser, hanako, startAccounts, type AccountsApp } from './accountsKit';
import { bookingBody, NOW, TEST_SCHEDULE } from '../booking/bookingTestKit';
import { POSTGRES_SKIP_NOTE, describeWithPostgres, freshSchema } from '../pgTestDb';
import { MIGRATIONS, makeStaticDir, testConfig, useTestApps } from '../testApp';

// Rate limits on login, register, forgot-password and payment, by IP and by email, counted in
// the database so that they hold across processes. The numbers are limits.ts's.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const LIMITED = { detail: TOO_MANY };
const login = (app: FastifyInstance, email: string, ip = '127.0.0.1', password = 'wrong password') =>
  app.inject({ method: 'POST', url: '/api/public/auth/login', payload: { email, password }, remoteAddress: ip });
const statuses = async (n: number, send: (i: number) => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send(i)).statusCode);
  return out;
};

test('the 11th login for one email within 15 minutes is a 429, even with the right password; other emails and the next window pass', async () => {
  const t = await startAccounts(startApp, staticDir);
  await confirmedUser(t, hanako);
  // from several addresses: the email's own limit, not the address's
  expect(await statuses(10, (i) => login(t.app, 'Hanako@example.com', `10.0.0.${i}`))).toEqual(Array(10).fill(401));
  const res = await login(t.app, hanako.email, '10.0.1.1', hanako.password);
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(LIMITED);
  expect(res.cookies).toEqual([]);
  expect((await login(t.app, 'other@example.com', '10.0.1.1')).statusCode).toBe(401);
  t.clock.advanceMinutes(15);
  expect((await login(t.app, hanako.email, '10.0.1.1', hanako.password)).statusCode).toBe(200);
});

test('the 31st login from one address is a 429; another address still passes', async () => {
  const t = await startAccounts(startApp, staticDir);
  expect(await statuses(30, (i) => login(t.app, `u${i}@example.com`))).toEqual(Array(30).fill(401));
  expect((await login(t.app, 'late@example.com')).json()).toEqual(LIMITED);
  expect((await login(t.app, 'late@example.com', '10.9.9.9')).statusCode).toBe(401);
});

test('register: the 4th sign-up for one email and the 11th from one address within an hour are 429s', async () => {
  const t = await startAccounts(startApp, staticDir);
  const reg = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/public/users/register', payload: { ...hanako, email }, remoteAddress: ip });
  expect(await statuses(3, (i) => reg(hanako.email, `10.0.0.${i}`))).toEqual([200, 200, 200]);
  expect((await reg(' HANAKO@example.com', '10.0.0.9')).json()).toEqual(LIMITED);
  expect(await statuses(9, (i) => reg(`u${i}@example.com`, '10.0.0.1'))).toEqual(Array(9).fill(200)); // 10.0.0.1 had 1 already
  const res = await reg('u99@example.com', '10.0.0.1');
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(LIMITED);
  expect(await t.db.query('select email from users where email = $1', ['u99@example.com'])).toEqual([]);
  expect(await t.db.query('select count(*)::int as n from mail_outbox where to_address = $1', [hanako.email])).toEqual([{ n: 3 }]);
});

test('forgot password: the 4th request for one email (known or not) and the 11th from one address are 429s', async () => {
  const t = await startAccounts(startApp, staticDir);
  const forgot = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/public/auth/forgot_password', payload: { email }, remoteAddress: ip });
  expect(await statuses(3, (i) => forgot('nobody@example.com', `10.0.0.${i}`))).toEqual([200, 200, 200]);
  expect((await forgot('nobody@example.com', '10.0.0.9')).json()).toEqual(LIMITED);
  expect(await statuses(9, (i) => forgot(`u${i}@example.com`, '10.0.0.1'))).toEqual(Array(9).fill(200)); // 10.0.0.1 had 1 already
  expect((await forgot('u99@example.com', '10.0.0.1')).statusCode).toBe(429);
});

test('payment: the 61st payment for one email within 10 minutes is a 429', async () => {
  const t = await startAccounts(startApp, staticDir);
  // slots that do not exist: refused after counting, so no seat is held on the way
  const pay = (i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/book/confirm',
      remoteAddress: `10.0.${i % 4}.1`,
      payload: bookingBody({ timeslot_ids: [90001, 90002, 90003, 90004], action_type: 'payment' }),
    });
  expect(new Set(await statuses(60, pay))).toEqual(new Set([400]));
  const res = await pay(60);
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(LIMITED);
});

/** A second server process on the same database: the counter is the database's, not the process's. */
async function twinOf(t: AccountsApp): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(staticDir), db: t.db, services: { now: t.clock.now, schedule: TEST_SCHEDULE, workers: false } });
}

test('two app instances on one database share the counter', async () => {
  const t = await startAccounts(startApp, staticDir);
  const twin = await twinOf(t);
  try {
    expect(await statuses(10, (i) => login(i % 2 ? twin : t.app, hanako.email))).toEqual(Array(10).fill(401));
    expect((await login(twin, hanako.email)).statusCode).toBe(429);
    expect((await login(t.app, hanako.email)).statusCode).toBe(429);
  } finally {
    await twin.close();
  }
});

describeWithPostgres(`rate limits ${POSTGRES_SKIP_NOTE}`, () => {
  test('two instances with their own pools, 20 logins at once: exactly 10 counted through', async () => {
    const schema = await freshSchema();
    const dbs: Db[] = [openPostgres(schema.url), openPostgres(schema.url)];
    const apps: FastifyInstance[] = [];
    try {
      await migrate(dbs[0], MIGRATIONS);
      for (const db of dbs)
        apps.push(
          await buildApp({ config: testConfig(staticDir), db, services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false } }),
        );
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(apps[i % 2], hanako.email, `10.0.0.${i}`)));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    } finally {
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await schema.drop();
    }
  });
});

test("security review: an attacker's 10 failed logins do not lock out the owner's own browser (a device that logged in before)", async () => {
  const t = await startAccounts(startApp, staticDir);
  await confirmedUser(t, hanako);
  const first = await login(t.app, hanako.email, '10.9.0.1', hanako.password);
  const device = first.cookies.find((c) => c.name === 'gtss_device');
  expect(device).toEqual(expect.objectContaining({ path: '/', httpOnly: true, sameSite: 'Lax' }));
  // the attacker: the owner's login above counted too, so the 10th guess already meets the email's limit
  expect(await statuses(12, (i) => login(t.app, hanako.email, `10.0.0.${i}`))).toEqual([...Array(9).fill(401), 429, 429, 429]);
  // a new browser, even with the right password, waits (the email's limit); the owner's browser does not
  expect((await login(t.app, hanako.email, '10.9.0.2', hanako.password)).statusCode).toBe(429);
  const owners = await t.app.inject({
    method: 'POST',
    url: '/api/public/auth/login',
    payload: { email: hanako.email, password: hanako.password },
    remoteAddress: '10.9.0.1',
    headers: { cookie: `gtss_device=${device!.value}` },
  });
  expect(owners.statusCode).toBe(200);
  // the device cookie names this account only: for another email it counts nothing
  const elsewhere = await t.app.inject({
    method: 'POST',
    url: '/api/public/auth/login',
    payload: { email: 'other@example.com', password: 'wrong password' },
    remoteAddress: '10.9.0.1',
    headers: { cookie: `gtss_device=${device!.value}` },
  });
  expect(elsewhere.statusCode).toBe(401);
  expect((await t.db.query<{ n: number }>('select count(*)::int as n from trusted_devices'))[0].n).toBe(1);
});
