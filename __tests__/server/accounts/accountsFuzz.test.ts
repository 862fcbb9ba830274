import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { accountTables, hanako, startAccounts, type AccountsApp, type LoggedIn, loggedIn } from './accountsKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Every account call fuzzed with generated bad input answers a clear 4xx
// with {detail}, never a 500 or a stack, and stores nothing. Seeded, so a failure replays exactly.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** mulberry32: a tiny seeded PRNG. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(20261123);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];

const NOISE = [
  '日本語の名前',
  '👩‍🏫🎌',
  'مرحبا',
  'Zoë\u0301',
  '\u202eevil',
  "'; drop table users; --",
  '<script>x</script>',
  '${7*7}',
  '%00',
  '\ud800',
];
const WRONG_TYPES: unknown[] = [0, -1, 1e308, true, false, null, [], ['a'], {}, { $gt: '' }, [[[[[]]]]], { a: { b: { c: {} } } }];
const BAD_STRINGS = ['', ' ', 'x'.repeat(300), 'a@'.repeat(200), 'é'.repeat(20_000), 'bad\u0000nul', 'tab\tand\nnewline', '\u0007bell'];

/** One bad variant of a valid body: at least one mutation that must break it, plus harmless noise. */
function breakBody(valid: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...valid };
  const field = pick(Object.keys(valid));
  const how = pick(['drop', 'type', 'string', 'extra'] as const);
  if (how === 'drop') delete body[field];
  if (how === 'type') body[field] = pick(WRONG_TYPES);
  if (how === 'string') body[field] = pick(BAD_STRINGS);
  if (how === 'extra') body[pick(['role', 'is_admin', 'email_verified', 'id', 'constructor', '', '🔑'])] = pick([...WRONG_TYPES, ...NOISE]);
  const other = pick(Object.keys(valid));
  if (other !== field && rnd() < 0.5 && typeof valid[other] === 'string') body[other] = `${valid[other]}${pick(NOISE)}`;
  return body;
}

/** Broken bodies and wrong content types, whatever the call. */
const RAW: Array<[string, string]> = [
  ['application/json', '{"email": "a@b.c", '],
  ['application/json', '{email: hanako@example.com}'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '"just a string"'],
  ['application/json', '[1,2,3]'],
  ['application/json', '{"__proto__": {"admin": true}}'],
  ['application/json', '{"constructor": {"prototype": {"admin": true}}}'],
  ['application/json', `{"name": "${'x'.repeat(70_000)}"}`],
  ['application/json', '\u0000\u0001\u0002'],
  ['application/json', `{"name": ${'['.repeat(30_000)}${']'.repeat(30_000)}}`],
  ['application/json', `{"constructor": 1, "name": ${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`],
  ['application/json; charset=latin1', '{"a": 1}'],
  ['text/plain', '{"email": "hanako@example.com"}'],
  ['application/x-www-form-urlencoded', 'email=hanako%40example.com&password=x'],
  ['application/xml', '<email>hanako@example.com</email>'],
  ['multipart/form-data; boundary=z', '--z\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--z--'],
];

interface Target {
  method: InjectOptions['method'];
  url: string;
  valid: Record<string, unknown>;
}
const TARGETS: Target[] = [
  {
    method: 'POST',
    url: '/api/public/users/register',
    valid: { name: 'Mallory', email: 'mallory@example.com', password: 'long enough password' },
  },
  { method: 'POST', url: '/api/public/auth/login', valid: { email: hanako.email, password: hanako.password } },
  { method: 'POST', url: '/api/public/auth/forgot_password', valid: { email: hanako.email } },
  { method: 'POST', url: '/api/public/auth/reset_password', valid: { token: 'A'.repeat(43), password: 'long enough password' } },
  { method: 'PUT', url: '/api/public/me', valid: { name: 'Hanako Sato' } },
];

let t: AccountsApp;
let s: LoggedIn;
beforeAll(async () => {
  t = await startAccounts(startApp, staticDir, {}, 'file');
  s = await loggedIn(t, hanako);
});

/** 4xx, a JSON {detail}, no stack or SQL text, and the account tables as they were. */
async function expectRefused(req: InjectOptions) {
  const before = await accountTables(t.db);
  const res = await t.app.inject(req);
  const where = `${req.method} ${req.url} ${String(req.payload).slice(0, 200)}`;
  expect([where, res.statusCode >= 400 && res.statusCode < 500]).toEqual([where, true]);
  expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d|syntax error|relation "|violates/);
  expect(await accountTables(t.db)).toEqual(before);
}

describe.each(TARGETS)('$method $url', (target) => {
  test('60 generated bad bodies: each a 4xx with detail, nothing stored', async () => {
    for (let i = 0; i < 60; i++) {
      const payload = JSON.stringify(breakBody(target.valid));
      await expectRefused({
        method: target.method,
        url: target.url,
        payload,
        headers: { 'content-type': 'application/json', cookie: s.cookie },
      });
    }
  });

  test.each(RAW)('a %s body %#: a 4xx with detail, nothing stored', async (type, payload) => {
    await expectRefused({
      method: target.method,
      url: target.url,
      payload,
      headers: { 'content-type': type, 'x-requested-with': 'fetch', cookie: s.cookie },
    });
  });
});

test('confirm, my page, cancel and logout with mangled queries, ids and credentials', async () => {
  const tokens = ['', 'a&token=b', `${'z'.repeat(300)}`, '%E0%A4%A', '%00', '日本', '[]', 'A'.repeat(43)];
  for (const token of tokens) await expectRefused({ method: 'GET', url: `/api/public/users/confirm?token=${token}` });
  await expectRefused({ method: 'GET', url: '/api/public/users/confirm?token[]=a&token[]=b' });
  for (const id of ['abc', '-1', '0', '1.5', '1e3', '99999999999999999999', '%F0%9F%92%A9', '1;drop', '0x10']) {
    await expectRefused({
      method: 'POST',
      url: `/api/public/bookings/${id}/cancel`,
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: s.cookie },
    });
  }
  const creds = [
    { cookie: 'gtss_session=%' },
    { cookie: `gtss_session=${'a'.repeat(5000)}` },
    { authorization: 'Bearer' },
    { authorization: `Bearer ${'é'.repeat(43)}` },
    { authorization: 'Basic aGk6aGk=' },
    { cookie: 'gtss_session=x; gtss_session=y' },
  ];
  for (const headers of creds) {
    for (const url of ['/api/public/me', '/api/public/mypage/bookings']) await expectRefused({ method: 'GET', url, headers });
  }
});
