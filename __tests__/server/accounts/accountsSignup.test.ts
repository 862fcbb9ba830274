import fs from 'node:fs';
import { NAME_NO_LINKS } from '../../../src/shared/auth';
import { accountTables, emailedToken, hanako, outbox, register, startAccounts, type AccountsApp } from './accountsKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Sign up with name, email and password, confirmed by an email link.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
const start = () => startAccounts(startApp, staticDir);
// Refused input stores nothing, so those tests share one app (and its empty tables prove it).
let shared: AccountsApp;
beforeAll(async () => void (shared = await startAccounts(startApp, staticDir, {}, 'file')));

const SENT = { message: 'Confirmation email sent. Please check your inbox.' };
const confirm = (t: AccountsApp, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/public/users/confirm${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}` });

describe('POST /api/public/users/register', () => {
  test('stores an argon2id hash (never the password), normalises the email and emails a /confirm link', async () => {
    const t = await start();
    const res = await register(t, { ...hanako, email: '  Hanako@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const users = await t.db.query<Record<string, unknown>>('select email, name, password_hash, email_verified_at from users');
    expect(users).toEqual([
      {
        email: 'hanako@example.com',
        name: 'Hanako Yamada',
        password_hash: expect.stringMatching(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/),
        email_verified_at: null,
      },
    ]);
    expect(JSON.stringify(await accountTables(t.db))).not.toContain(hanako.password);
    const [mail] = await outbox(t.db);
    expect(mail).toMatchObject({ to_address: 'hanako@example.com', subject: 'Confirm your email address' });
    expect(mail.text_body).toMatch(/http:\/\/localhost:3000\/confirm\?token=[A-Za-z0-9_-]{43}\b/);
  });

  test('an email that exists answers exactly the same; the owner is told instead, and nothing is overwritten', async () => {
    const t = await start();
    const first = await register(t, hanako);
    const before = await t.db.query('select * from users');
    const again = await register(t, { name: 'Mallory', email: 'HANAKO@example.com', password: 'mallory-password' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await t.db.query('select * from users')).toEqual(before);
    const mails = await outbox(t.db);
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      ['hanako@example.com', 'Confirm your email address'],
      ['hanako@example.com', 'You already have an account'],
    ]);
    expect(mails[1].text_body).toContain('Dear Hanako Yamada,');
    expect(mails[1].text_body).not.toContain('token=');
  });

  const bad: Array<[string, unknown, string]> = [
    ['no name', { email: hanako.email, password: hanako.password }, 'name'],
    ['no email', { name: hanako.name, password: hanako.password }, 'email'],
    ['no password', { name: hanako.name, email: hanako.email }, 'password'],
    ['a blank name', { ...hanako, name: '   ' }, 'name'],
    ['a 7-character password', { ...hanako, password: '1234567' }, 'password'],
    ['a 129-character password', { ...hanako, password: 'p'.repeat(129) }, 'password'],
    ['a bad email', { ...hanako, email: 'hanako@' }, 'email'],
    ['an extra field', { ...hanako, is_admin: true }, 'body'],
    ['a number for a name', { ...hanako, name: 42 }, 'name'],
    ['an array for an email', { ...hanako, email: [hanako.email] }, 'email'],
    ['a huge name', { ...hanako, name: 'x'.repeat(50_000) }, 'name'],
    ['a NUL in the name (PostgreSQL text refuses it)', { ...hanako, name: 'Ha\u0000nako' }, 'name'],
    ['a newline in the name', { ...hanako, name: 'Hanako\nYamada' }, 'name'],
    ['a huge email', { ...hanako, email: `${'x'.repeat(50_000)}@example.com` }, 'email'],
  ];
  test.each(bad)('%s is a 400 with detail and errors; nothing stored', async (_what, body, field) => {
    const t = shared;
    const res = await register(t, body as typeof hanako);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: expect.stringMatching(/^Invalid request: /),
      errors: expect.arrayContaining([expect.objectContaining({ field })]),
    });
    expect(await accountTables(t.db)).toEqual({ users: [], sessions: [], tokens: [], mail: [] });
  });

  test.each([
    ['a link', 'Dear winner: claim your prize at http://prize.example/x'],
    ['a link without a scheme', 'Visit www.prize.example today'],
    ['a bare domain with a path', 'See prize.example/claim'],
    ['markup', 'Hanako <b>Yamada</b>'],
    ['a lone angle bracket', 'Hanako > Taro'],
  ])('security review: a name with %s is a 400 that says why; nothing stored', async (_what, name) => {
    const t = shared;
    const res = await register(t, { ...hanako, name });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'name', message: NAME_NO_LINKS })]);
    expect(await accountTables(t.db)).toEqual({ users: [], sessions: [], tokens: [], mail: [] });
  });

  test.each(["J. R. O'Neil", 'Anne-Marie Dupont', '山田 花子', 'Dr. Tanaka (Osaka)'])('an ordinary name (%s) is accepted', async (name) => {
    const t = await start();
    expect((await register(t, { ...hanako, name })).statusCode).toBe(200);
  });

  test('8 and 128 characters are both accepted', async () => {
    const t = await start();
    expect((await register(t, { ...hanako, password: '12345678' })).statusCode).toBe(200);
    expect((await register(t, { ...hanako, email: 'b@example.com', password: 'p'.repeat(128) })).statusCode).toBe(200);
  });
});

describe('GET /api/public/users/confirm', () => {
  test("verifies the email once; only the token's SHA-256 is stored", async () => {
    const t = await start();
    await register(t, hanako);
    const token = await emailedToken(t.db, t.config.publicUrl, '/confirm', hanako.email);
    const [row] = await t.db.query<{ token_hash: string; purpose: string }>('select token_hash, purpose from account_tokens');
    const { createHash } = await import('node:crypto');
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), purpose: 'confirm' });
    expect(JSON.stringify(await t.db.query('select * from account_tokens'))).not.toContain(token);

    const res = await confirm(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified.' });
    expect(await t.db.query('select email_verified_at is not null as v from users')).toEqual([{ v: true }]);

    const again = await confirm(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This confirmation link is invalid or has expired.' });
  });

  test('expires after 24 hours', async () => {
    const t = await start();
    await register(t, hanako);
    const token = await emailedToken(t.db, t.config.publicUrl, '/confirm', hanako.email);
    t.clock.advanceMinutes(24 * 60);
    const res = await confirm(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'This confirmation link is invalid or has expired.' });
    expect(await t.db.query('select email_verified_at from users')).toEqual([{ email_verified_at: null }]);
  });

  test('one minute before expiry it still works', async () => {
    const t = await start();
    await register(t, hanako);
    const token = await emailedToken(t.db, t.config.publicUrl, '/confirm', hanako.email);
    t.clock.advanceMinutes(24 * 60 - 1);
    expect((await confirm(t, token)).json()).toEqual({ message: 'Email verified.' });
  });

  test.each([
    ['no token', undefined, /^Invalid request: token: /],
    ['an empty token', '', /^Invalid request: token: /],
    ['an unknown token', 'x'.repeat(43), /^This confirmation link is invalid or has expired\.$/],
    ['a 5000-character token', 'x'.repeat(5000), /^Invalid request: token: /],
  ])('%s is a 400 with detail', async (_what, token, detail) => {
    const t = shared;
    const res = await confirm(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ detail: expect.stringMatching(detail) }));
  });
});
