import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../../src/server/config';
import type { Db, Queryable } from '../../../src/server/db/db';
import { TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import type { StartOptions, TestApp } from '../testApp';

// Shared pieces of the account tests: an app on a movable clock, JSON calls, the emailed links.

export type StartApp = (staticDir: string, options?: StartOptions) => Promise<TestApp>;
export interface AccountsApp extends TestApp {
  clock: ReturnType<typeof testClock>;
}

/** The real app, workers off (mail stays in mail_outbox for the test to read), clock in the test's hand. */
export async function startAccounts(
  startApp: StartApp,
  staticDir: string,
  config: Partial<Config> = {},
  scope: StartOptions['scope'] = 'test',
): Promise<AccountsApp> {
  const clock = testClock();
  const t = await startApp(staticDir, { services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false }, config, scope });
  return { ...t, clock };
}

export const PASSWORD = 'correct horse battery';

/** A JSON call as the SPA's client makes it (inject sets application/json for an object payload). */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url: `/api${url}`, payload, headers: { 'x-requested-with': 'fetch', ...headers } });
}
export const post = (app: FastifyInstance, url: string, payload?: object, headers?: Record<string, string>) =>
  call(app, 'POST', url, payload, headers);

export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
}
export const outbox = (db: Queryable) => db.query<OutboxMail>('select to_address, subject, text_body from mail_outbox order by id');

/** The token of the last emailed link to `${publicUrl}${page}?token=…`; fails the test when there is none. */
export async function emailedToken(db: Queryable, publicUrl: string, page: string, to: string): Promise<string> {
  const escaped = `${publicUrl}${page}`.replace(/[.?/]/g, '\\$&');
  const tokens = (await outbox(db))
    .filter((m) => m.to_address === to)
    .flatMap((m) => [...m.text_body.matchAll(new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`, 'g'))].map((x) => x[1]));
  expect(tokens.length).toBeGreaterThan(0);
  return tokens.at(-1)!;
}

export interface Person {
  name: string;
  email: string;
  password: string;
}
export const hanako: Person = { name: 'Hanako Yamada', email: 'hanako@example.com', password: PASSWORD };
export const taro: Person = { name: 'Taro Suzuki', email: 'taro@example.com', password: 'another good secret' };

export async function register(t: TestApp, p: Person): Promise<LightMyRequestResponse> {
  return post(t.app, '/public/users/register', p);
}

/** Signs up and follows the emailed confirmation link, as a visitor would. */
export async function confirmedUser(t: TestApp, p: Person): Promise<void> {
  expect((await register(t, p)).statusCode).toBe(200);
  const token = await emailedToken(t.db, t.config.publicUrl, '/confirm', p.email);
  const res = await t.app.inject({ method: 'GET', url: `/api/public/users/confirm?token=${token}` });
  expect(res.json()).toEqual({ message: 'Email verified.' });
}

export interface LoggedIn {
  token: string;
  /** The Cookie header a browser would send back. */
  cookie: string;
}

export async function logIn(app: FastifyInstance, p: Pick<Person, 'email' | 'password'>): Promise<LoggedIn> {
  const res = await post(app, '/public/auth/login', { email: p.email, password: p.password });
  expect(res.statusCode).toBe(200);
  const token = res.json().access_token as string;
  return { token, cookie: `gtss_session=${token}` };
}

/** Registered, confirmed and logged in. */
export async function loggedIn(t: TestApp, p: Person): Promise<LoggedIn> {
  await confirmedUser(t, p);
  return logIn(t.app, p);
}

export const asCookie = (s: LoggedIn | undefined): Record<string, string> => (s ? { cookie: s.cookie } : {});

/** Every row of the account tables, to prove that a refused call changed nothing. */
export async function accountTables(db: Db) {
  const rows = (table: string) => db.query(`select * from ${table} order by 1`);
  return {
    users: await rows('users'),
    sessions: await rows('sessions'),
    tokens: await rows('account_tokens'),
    mail: await rows('mail_outbox'),
  };
}
