import fs from 'node:fs';
import { pruneAccountRows } from '../../../src/server/accounts/housekeeping';
import { confirmedUser, hanako, logIn, post, register, startAccounts, taro } from './accountsKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Sessions, emailed tokens, rate-limit windows and unfinished Google sign-ins expire; pruning deletes
// exactly the expired rows, so the tables stay small and nothing still usable is lost.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test('pruning deletes what has expired and keeps what still works', async () => {
  const t = await startAccounts(startApp, staticDir);
  await confirmedUser(t, hanako); // a used confirm token (24 h) and two rate-limit windows
  const old = await logIn(t.app, hanako);
  await t.db.query(`insert into oidc_logins (state_hash, nonce, code_verifier, expires_at) values ('s', 'n', 'v', $1)`, [
    new Date(t.clock.now().getTime() + 600_000).toISOString(),
  ]);

  t.clock.advanceMinutes(30 * 24 * 60 - 60); // 29 days 23 hours later
  await register(t, taro); // a fresh confirm token and fresh windows
  await post(t.app, '/public/auth/forgot_password', { email: hanako.email });
  await t.app.services.settled(); // a fresh reset token
  const fresh = await logIn(t.app, hanako);
  await pruneAccountRows(t.db, t.clock.now());
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/public/me', headers: { cookie } });
  expect((await me(old.cookie)).statusCode).toBe(200); // an hour left: kept
  expect(await t.db.query('select 1 from oidc_logins')).toEqual([]);
  expect(await t.db.query<{ purpose: string }>('select purpose from account_tokens order by purpose')).toEqual([
    { purpose: 'confirm' },
    { purpose: 'reset' },
  ]);
  const windows = await t.db.query<{ old: boolean }>('select window_start < $1 as old from rate_limits', [
    new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
  ]);
  expect(windows.length).toBeGreaterThan(0);
  expect(windows.every((w) => !w.old)).toBe(true);

  t.clock.advanceMinutes(60);
  await pruneAccountRows(t.db, t.clock.now());
  expect((await me(old.cookie)).statusCode).toBe(401);
  expect((await me(fresh.cookie)).statusCode).toBe(200);
  expect(await t.db.query('select count(*)::int as n from sessions')).toEqual([{ n: 1 }]);
  expect(await t.db.query('select purpose from account_tokens')).toEqual([{ purpose: 'confirm' }]); // the reset link's hour is over
});

test('pruning deletes the LINE sign-ups whose confirmation time is over, and keeps one that can still be finished', async () => {
  const t = await startAccounts(startApp, staticDir);
  await t.db.query(`insert into line_recipients (line_user_id) values ('Uold'), ('Unew')`);
  const [a, b] = await t.db.query<{ id: number }>(
    `insert into users (email, name, language) values ('a@example.com', 'A', 'en'), ('b@example.com', 'B', 'en') returning id`,
  );
  const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
  await t.db.query(
    `insert into line_signups (user_id, line_user_id, browser_hash, expires_at) values ($1, 'Uold', 'h1', $3), ($2, 'Unew', 'h2', $4)`,
    [a.id, b.id, at(-1), at(60)],
  );
  await pruneAccountRows(t.db, t.clock.now());
  expect(await t.db.query('select line_user_id from line_signups')).toEqual([{ line_user_id: 'Unew' }]);
});
