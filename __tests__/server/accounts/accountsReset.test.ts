import { createHash } from 'node:crypto';
import fc from 'fast-check';
import fs from 'node:fs';
import * as secrets from '../../../src/server/accounts/secrets';
import { emailedToken, confirmedUser, hanako, logIn, outbox, post, startAccounts, type AccountsApp } from './accountsKit';
import { makeStaticDir, useTestApps } from '../testApp';

// hashPassword is watched (the property below counts its calls): a module's exports cannot be spied on
// once compiled as an ES module, so the module is replaced by itself with that one function wrapped.
jest.mock('../../../src/server/accounts/secrets', () => {
  const actual = jest.requireActual<typeof secrets>('../../../src/server/accounts/secrets');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

// Forgot / reset password. the same answer for every email (no enumeration); the
// emailed token is single use, lives one hour, is stored hashed; a reset ends every session.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const SENT = { message: 'Password reset email sent. Please check your inbox.' };
const DONE = { message: 'Password reset successfully. You can now log in.' };
const BAD_LINK = { detail: 'This reset link is invalid or has expired. Please ask for a new one.' };
const NEW_PASSWORD = 'a brand new secret';

/** Asks for a reset link and waits for the mail the server queues after answering. */
async function forgot(t: AccountsApp, email: string) {
  const res = await post(t.app, '/public/auth/forgot_password', { email });
  await t.app.services.settled();
  return res;
}
const reset = (t: AccountsApp, token: string, password = NEW_PASSWORD) => post(t.app, '/public/auth/reset_password', { token, password });
const loginStatus = async (t: AccountsApp, password: string) =>
  (await post(t.app, '/public/auth/login', { email: hanako.email, password })).statusCode;
const me = (t: AccountsApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/public/me', headers: { cookie } });

/** A confirmed account with a reset link emailed to it. */
async function withResetLink(): Promise<{ t: AccountsApp; token: string }> {
  const t = await startAccounts(startApp, staticDir);
  await confirmedUser(t, hanako);
  expect((await forgot(t, hanako.email)).json()).toEqual(SENT);
  return { t, token: await emailedToken(t.db, t.config.publicUrl, '/reset_password', hanako.email) };
}

test('forgot answers the same for a known and an unknown email; only the known one gets a mail', async () => {
  const t = await startAccounts(startApp, staticDir);
  await confirmedUser(t, hanako);
  const before = (await outbox(t.db)).length;
  const known = await forgot(t, ' Hanako@EXAMPLE.com');
  const unknown = await forgot(t, 'nobody@example.com');
  for (const res of [known, unknown]) {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
  }
  expect(unknown.body).toBe(known.body);
  const mails = (await outbox(t.db)).slice(before);
  expect(mails).toEqual([
    {
      to_address: hanako.email,
      subject: 'Reset your password',
      text_body: expect.stringMatching(/http:\/\/localhost:3000\/reset_password\?token=[A-Za-z0-9_-]{43}\b/),
    },
  ]);
});

test('forgot answers before it looks the email up, so a known email takes no longer than an unknown one', async () => {
  const t = await startAccounts(startApp, staticDir);
  await confirmedUser(t, hanako);
  // Every transaction (the lookup, the token and the mail) waits at a gate the test opens.
  const { deps } = t.app.services;
  const realDb = deps.db;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  deps.db = {
    ...realDb,
    transaction: async (fn) => {
      waiting++;
      await gate;
      return realDb.transaction(fn);
    },
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const never = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error('the answer waited for the lookup')), 20_000)),
    );
    for (const email of [hanako.email, 'nobody@example.com']) {
      const res = await Promise.race([post(t.app, '/public/auth/forgot_password', { email }), never]);
      expect(res.json()).toEqual(SENT);
    }
    expect(waiting).toBe(2); // both lookups started, neither finished, and both answers are out
    expect(await outbox(t.db)).toHaveLength(1); // the confirmation mail only
  } finally {
    clearTimeout(timer);
    open();
    await t.app.services.settled();
    deps.db = realDb;
  }
  expect((await outbox(t.db)).map((m) => m.subject)).toEqual(['Confirm your email address', 'Reset your password']);
});

test('the token is stored only as its SHA-256 hash', async () => {
  const { t, token } = await withResetLink();
  const rows = await t.db.query<{ token_hash: string }>(`select token_hash from account_tokens where purpose = 'reset'`);
  expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  expect(JSON.stringify(await t.db.query('select * from account_tokens'))).not.toContain(token);
});

test('reset sets the new password (the old one stops working) and ends every session of the user', async () => {
  const { t, token } = await withResetLink();
  const phone = await logIn(t.app, hanako);
  const laptop = await logIn(t.app, hanako);
  const res = await reset(t, token);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(DONE);
  expect(await t.db.query('select 1 from sessions')).toEqual([]);
  for (const s of [phone, laptop]) expect((await me(t, s.cookie)).statusCode).toBe(401);
  expect(await loginStatus(t, hanako.password)).toBe(401);
  expect(await loginStatus(t, NEW_PASSWORD)).toBe(200);
  expect(await t.db.query('select password_hash like $1 as argon from users', ['$argon2id$%'])).toEqual([{ argon: true }]);
});

test("a reset ends only that user's sessions", async () => {
  const { t, token } = await withResetLink();
  const taro = { name: 'Taro', email: 'taro@example.com', password: 'taro password' };
  await confirmedUser(t, taro);
  const other = await logIn(t.app, taro);
  await reset(t, token);
  expect((await me(t, other.cookie)).json()).toEqual({ name: 'Taro', email: taro.email });
});

test('the token works once', async () => {
  const { t, token } = await withResetLink();
  expect((await reset(t, token)).statusCode).toBe(200);
  const again = await reset(t, token, 'the attacker password');
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual(BAD_LINK);
  expect(await loginStatus(t, NEW_PASSWORD)).toBe(200);
});

test('a reset voids the other reset links still in the inbox', async () => {
  const { t, token: first } = await withResetLink();
  await forgot(t, hanako.email);
  const second = await emailedToken(t.db, t.config.publicUrl, '/reset_password', hanako.email);
  expect(second).not.toBe(first);
  expect((await reset(t, second)).json()).toEqual(DONE);
  const res = await reset(t, first, 'the attacker password');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(BAD_LINK);
  expect(await loginStatus(t, NEW_PASSWORD)).toBe(200);
});

test('the token expires after one hour', async () => {
  const { t, token } = await withResetLink();
  t.clock.advanceMinutes(60);
  const res = await reset(t, token);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual(BAD_LINK);
  expect(await loginStatus(t, hanako.password)).toBe(200);
});

test('a confirmation token is no reset token, and a made-up one is refused', async () => {
  const { t } = await withResetLink();
  const confirmToken = await emailedToken(t.db, t.config.publicUrl, '/confirm', hanako.email);
  for (const token of [confirmToken, 'A'.repeat(43)]) {
    const res = await reset(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
  }
  expect(await loginStatus(t, hanako.password)).toBe(200);
});

test('a too short new password is a 400 and does not use the token up', async () => {
  const { t, token } = await withResetLink();
  const res = await reset(t, token, 'short');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    detail: 'Invalid request: password: Password must be at least 8 characters.',
    errors: [{ field: 'password', message: 'Password must be at least 8 characters.' }],
  });
  expect((await reset(t, token)).json()).toEqual(DONE);
});

describe('security review finding 5: guessing reset tokens', () => {
  test('25 resets with bogus tokens from one address: the 11th and later are 429; another address still gets 400', async () => {
    const t = await startAccounts(startApp, staticDir);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await reset(t, `bogus-token-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(15).fill(429)]);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/public/auth/reset_password',
      payload: { token: 'bogus', password: NEW_PASSWORD },
      remoteAddress: '10.1.2.3',
    });
    expect({ status: elsewhere.statusCode, body: elsewhere.json() }).toEqual({ status: 400, body: BAD_LINK });
  });

  test('property: a token that is not a live reset token is refused before any password is hashed; a live one is hashed once', async () => {
    const { t, token } = await withResetLink();
    const hashing = jest.mocked(secrets.hashPassword);
    hashing.mockClear();
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (guess) => {
        fc.pre(guess !== token);
        await t.db.query('delete from rate_limits');
        const res = await reset(t, guess);
        expect([res.statusCode, res.json()]).toEqual([400, BAD_LINK]);
      }),
      { numRuns: 60 },
    );
    expect(hashing).not.toHaveBeenCalled();
    expect((await reset(t, token)).json()).toEqual(DONE);
    expect(hashing).toHaveBeenCalledTimes(1);
  });
});
