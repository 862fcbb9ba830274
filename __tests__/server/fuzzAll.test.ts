import fs from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/server/db/db';
import { hanako, loggedIn } from './accounts/accountsKit';
import { FIRST_DAY, NOW, TEST_SCHEDULE, bookingBody, compact, firstSlotIds, pay } from './booking/bookingTestKit';
import { makeStaticDir, useTestApps } from './testApp';

// Robustness: one generated sweep over every call of (and the Google callback) with bad input:
// wrong types, missing and extra fields, huge strings, unicode, hostile path segments and ids, wrong content
// types and broken JSON, with and without a session. Whatever arrives: never a 5xx, a 4xx is JSON with a
// string `detail`, no stack trace or SQL text, and the database is exactly as it was. Seeded, so a failure
// replays (fast-check prints the seed and path). accountsFuzz and bookingHostile probe fixed cases per route;
// this one mixes all routes and credentials in one stream.
jest.setTimeout(180_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const SEED = 20261123;
const RUNS = 300;

let app: FastifyInstance;
let db: Db;
let session: string; // the Cookie header of a logged-in, verified user who owns no booking
let guestBooking: { id: number; reference: string }; // someone else's booking, cancellable by date

/** What must not change: rows a request could add or remove, and the seats it could take or free. */
async function snapshot(): Promise<Record<string, number>> {
  const [row] = await db.query<Record<string, number>>(`select
      (select count(*) from users)::int as users,
      (select count(*) from sessions)::int as sessions,
      (select count(*) from bookings)::int as bookings,
      (select count(*) from bookings where status = 'Canceled')::int as canceled,
      (select count(*) from booking_slots)::int as booking_slots,
      (select count(*) from mail_outbox)::int as mail_outbox,
      (select count(*) from account_tokens)::int as account_tokens,
      (select count(*) from slots)::int as slots,
      (select coalesce(sum(seats_free), 0) from slots)::int as seats_free`);
  return row;
}

beforeAll(async () => {
  const t = await startApp(staticDir, { scope: 'file', services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false } });
  ({ app, db } = t);
  session = (await loggedIn(t, hanako)).cookie;
  // A guest's paid booking for tomorrow (a different email), so hostile ids have a real row to aim at.
  const res = await pay(app, await firstSlotIds(app), { user_email: 'guest@example.com', user_name: 'Guest Person' });
  const checkout = new URL(res.json().session.url).pathname;
  const paid = await app.inject({
    method: 'POST',
    url: `${checkout}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242424242424242',
  });
  expect(paid.statusCode).toBe(303);
  const [row] = await db.query<{ id: number; reference_id: string; status: string }>('select id, reference_id, status from bookings');
  expect(row.status).toBe('Confirmed');
  guestBooking = { id: row.id, reference: row.reference_id };
  // Materialise the calendar the way a first visitor would, so the sweep's reads find nothing left to create.
  expect((await app.inject({ method: 'GET', url: '/api/public/rental-space/calendar/default' })).statusCode).toBe(200);
}, 60_000);

// ---------------------------------------------------------------- generated pieces

const HOSTILE_TEXT = [
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  "1' or '1'='1",
  "'; drop table bookings; --",
  '1;select pg_sleep(1)',
  '$1',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '\u0000',
  '日本語',
  '予約',
  '👩‍🏫🎌',
  'مرحبا',
  'Zoë\u0301',
  '\u202eevil',
  '\ud800',
  '\uffff',
  'NaN',
  'Infinity',
  '-0',
  '0x1',
  '1e3',
  ' 1 ',
  '1.5',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '__proto__',
  'constructor',
  'default/../default',
  'default%2F20261124',
];
const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) }, // lone surrogates and control characters
  {
    weight: 1,
    arbitrary: fc.constantFrom(200, 300, 5_000, 70_000).chain((n) => fc.constantFrom('x', 'é', '9', '🎌').map((c) => c.repeat(n))),
  },
);
/** A path segment as a client might put it in a URL: percent-encoded, or raw (inject encodes what a URL cannot hold). */
const segment = fc.oneof(
  hostileText.map((s) => encodeURIComponent(s)),
  hostileText.filter((s) => !/[?#/\\]/.test(s) && !s.startsWith('.')).map((s) => s),
  fc.constantFrom('%ZZ', '%E0%A4%A', '%', '%25', '%2F', '%C0%AE%C0%AE', '..%252f', '.%2e', '%2e%2e'),
);
/** An id that must name no booking the caller may touch (`0x1` and `1e0` even coerce to a real row id). */
const hostileId = fc.oneof(
  segment,
  fc.constantFrom('0x1', '1e0', '01', '+1', '1.0', ' 1', '0b1'),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
);
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, [], {}, [[[[]]]], { $gt: '' }, { __proto__: { admin: true } }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
);
const extraKey = fc.constantFrom(
  'role',
  'is_admin',
  'email_verified',
  'id',
  'user_id',
  'status',
  'seats_free',
  'constructor',
  '',
  '🔑',
  'price',
);

/**
 * One body that a valid one was broken into: each field in `required` may be dropped, retyped or set to a bad
 * string, and at least one of them surely is; extra keys may be added. `bad` gives, per field, values that
 * field must refuse (so a mutation never lands on a valid value by chance).
 */
function brokenBody(valid: Record<string, unknown>, bad: Record<string, fc.Arbitrary<unknown>>) {
  const fields = Object.keys(bad);
  const mutation = (field: string) =>
    fc.oneof(
      fc.constant({ field, drop: true as const }),
      bad[field].map((value) => ({ field, value, drop: false as const })),
    );
  return fc
    .tuple(
      fc.constantFrom(...fields).chain(mutation),
      fc.array(fc.constantFrom(...fields).chain(mutation), { maxLength: 2 }),
      fc.array(fc.tuple(extraKey, fc.oneof(wrongType, hostileText)), { maxLength: 2 }),
    )
    .map(([sure, more, extras]) => {
      const body: Record<string, unknown> = { ...valid };
      for (const m of [...more, sure]) {
        if (m.drop) delete body[m.field];
        else body[m.field] = m.value;
      }
      for (const [k, v] of extras) Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
      return body;
    });
}

const notString = wrongType.filter((v) => typeof v !== 'string');
const badEmail = fc.oneof(
  notString,
  fc.constantFrom('', 'no-at-sign', '@', 'a@', '@b.c', 'a b@c.d', `${'x'.repeat(300)}@example.com`, 'é'.repeat(70_000)),
  hostileText.filter((s) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s)),
);
const badName = fc.oneof(notString, fc.constantFrom('x'.repeat(101), 'Ana\u0000', '\u0000', 'é'.repeat(70_000)));
const badPassword = fc.oneof(notString, fc.constantFrom('', 'short', 'x'.repeat(70_000)));
const badToken = fc.oneof(notString, fc.constantFrom('', 'x'.repeat(201)));

interface Probe {
  route: string;
  req: InjectOptions;
}
type Credentials = Record<string, string>;

/** Who is calling: nobody, the logged-in user, or someone with mangled credentials. */
const credentials: fc.Arbitrary<Credentials> = fc.oneof(
  fc.constant({}),
  fc.constant({ cookie: '__session__' }), // replaced by the real session cookie at run time
  fc.constantFrom<Credentials>(
    { cookie: 'gtss_session=%' },
    { cookie: `gtss_session=${'a'.repeat(5000)}` },
    { cookie: 'gtss_session=x; gtss_session=y' },
    { authorization: 'Bearer' },
    { authorization: `Bearer ${'é'.repeat(43)}` },
    { authorization: 'Basic aGk6aGk=' },
  ),
  hostileText.map((s) => ({ cookie: `gtss_session=${encodeURIComponent(s)}` })),
);

const JSON_TYPE = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };
const json = (method: InjectOptions['method'], url: string, body: unknown, headers: Credentials): InjectOptions => ({
  method,
  url,
  payload: JSON.stringify(body),
  headers: { ...JSON_TYPE, ...headers },
});

const validConfirm = () => ({ ...bookingBody({ timeslot_ids: [1, 2] }) }) as Record<string, unknown>;

/** Generated bad calls, one arbitrary per call (credentials mixed in where the call reads them). */
const calls: Array<fc.Arbitrary<Probe>> = [
  // GET /public/rental-space/calendar/{space}
  segment.map((s) => ({ route: 'calendar', req: { method: 'GET', url: `/api/public/rental-space/calendar/${s}` } })),
  // GET /public/rental-space/calendar/{space}/{yyyymmdd}: never a real day in the window
  fc
    .tuple(
      fc.oneof(fc.constant('default'), segment),
      fc.oneof(segment, fc.constantFrom('20261131', '2026-11-24', '2026112', '202611240', '00000000', '99991231', '20260229')),
    )
    .map(([space, date]) => ({
      route: 'timeslots',
      req: { method: 'GET', url: `/api/public/rental-space/calendar/${space}/${date}` },
    })),
  // POST /public/book/confirm
  fc
    .tuple(
      brokenBody(validConfirm(), {
        rental_space_id: fc.oneof(notString, fc.constantFrom('', 'x'.repeat(65), 'é'.repeat(70_000))),
        booking_date: fc.oneof(
          notString,
          fc.constantFrom('', compact('2026-02-30'), FIRST_DAY, '2026112', '20261124\u0000', '٢٠٢٦١١٢٤'),
          fc.constant(Number(compact(FIRST_DAY))),
        ),
        timeslot_ids: fc.oneof(
          wrongType.filter((v) => !Array.isArray(v)),
          fc.constantFrom(
            [],
            [1, 1],
            [0],
            [-1],
            [1.5],
            ['1'],
            [2 ** 31],
            [null],
            Array.from({ length: 49 }, (_, i) => i + 1),
          ),
        ),
        seat_count: fc.oneof(
          wrongType.filter((v) => v !== 1),
          fc.constantFrom(0, 2, '1', 1.0000001),
        ),
        action_type: fc.oneof(notString, fc.constantFrom('', 'Confirm', 'pay', 'refund', 'confirm\u0000'), hostileText),
      }),
      credentials,
    )
    .map(([body, who]) => ({ route: 'confirm', req: json('POST', '/api/public/book/confirm', body, who) })),
  // GET /public/view-booking/{reference_id}/{booking_id}: a hostile half next to a real or hostile other half
  fc
    .oneof(fc.tuple(segment, fc.oneof(hostileId, fc.constant('__id__'))), fc.tuple(fc.constant('__ref__'), hostileId))
    .map(([ref, id]) => ({ route: 'view-booking', req: { method: 'GET', url: `/api/public/view-booking/${ref}/${id}` } })),
  // POST /public/bookings/{booking_id}/cancel: the guest's own id, or ids that coerce to it, by callers who may not cancel it
  fc
    .tuple(fc.oneof(hostileId, fc.constant('__id__')), credentials, fc.constantFrom<unknown>({}, null, { reason: 'x' }, 'x'.repeat(70_000)))
    .map(([id, who, body]) => ({
      route: 'cancel',
      req: json('POST', `/api/public/bookings/${id}/cancel`, body, who),
    })),
  // POST /public/users/register
  brokenBody(
    { name: 'Mallory', email: 'mallory@example.com', password: 'long enough password' },
    { name: badName, email: badEmail, password: badPassword },
  ).map((b) => ({
    route: 'register',
    req: json('POST', '/api/public/users/register', b, {}),
  })),
  // POST /public/auth/login: broken bodies, or a wrong password (a 401)
  fc
    .oneof(
      brokenBody(
        { email: hanako.email, password: hanako.password },
        { email: badEmail, password: fc.oneof(notString, fc.constantFrom('', 'x'.repeat(70_000))) },
      ),
      hostileText
        .filter((p) => p !== hanako.password && p.length > 0 && p.length <= 200)
        .map((password) => ({ email: hanako.email, password })),
    )
    .map((b) => ({ route: 'login', req: json('POST', '/api/public/auth/login', b, {}) })),
  // POST /public/auth/forgot_password
  brokenBody({ email: hanako.email }, { email: badEmail }).map((b) => ({
    route: 'forgot',
    req: json('POST', '/api/public/auth/forgot_password', b, {}),
  })),
  // POST /public/auth/reset_password: broken bodies, or a well-formed but unknown token
  fc
    .oneof(
      brokenBody({ token: 'A'.repeat(43), password: 'long enough password' }, { token: badToken, password: badPassword }),
      hostileText.filter((t) => t.length > 0 && t.length <= 200).map((token) => ({ token, password: 'long enough password' })),
    )
    .map((b) => ({ route: 'reset', req: json('POST', '/api/public/auth/reset_password', b, {}) })),
  // GET /public/users/confirm?token=
  fc
    .oneof(
      hostileText.map((t) => `token=${encodeURIComponent(t)}`),
      fc.constantFrom(
        '',
        'token',
        'token=',
        'token[]=a&token[]=b',
        'token=a&token=b',
        'token=%ZZ',
        'token[$gt]=',
        `token=${'z'.repeat(300)}`,
        'tok%00en=1',
      ),
    )
    .map((q) => ({ route: 'users/confirm', req: { method: 'GET', url: `/api/public/users/confirm?${q}` } })),
  // GET /public/me and GET /public/mypage/bookings: any credentials (with the real session they only read)
  fc
    .tuple(fc.constantFrom('/api/public/me', '/api/public/mypage/bookings'), credentials)
    .map(([url, who]) => ({ route: 'me/mypage', req: { method: 'GET', url, headers: who } })),
  // PUT /public/me: broken bodies with any credentials, or a good body with mangled ones
  fc
    .oneof(
      fc.tuple(brokenBody({ name: 'Hanako Sato' }, { name: badName }), credentials),
      fc.tuple(
        fc.constant({ name: 'Hanako Sato' }),
        credentials.filter((c) => c.cookie !== '__session__' && Object.keys(c).length > 0),
      ),
    )
    .map(([b, who]) => ({ route: 'PUT me', req: json('PUT', '/api/public/me', b, who) })),
  // POST /public/auth/logout: mangled credentials and bodies (a real session would, rightly, be ended)
  fc
    .tuple(
      credentials.filter((c) => c.cookie !== '__session__'),
      fc.constantFrom<unknown>({}, null, [], 'x'.repeat(70_000)),
    )
    .map(([who, b]) => ({
      route: 'logout',
      req: json('POST', '/api/public/auth/logout', b, who),
    })),
  // GET /auth/google/login, /public/auth/google/login and the callback, with hostile queries
  fc
    .tuple(fc.constantFrom('/api/auth/google/login', '/api/public/auth/google/login', '/api/auth/google/callback'), hostileText)
    .map(([url, q]) => ({
      route: 'google',
      req: { method: 'GET', url: `${url}?state=${encodeURIComponent(q)}&code=${encodeURIComponent(q)}&next=${encodeURIComponent(q)}` },
    })),
];

const WRITES: Array<[InjectOptions['method'], string]> = [
  ['POST', '/api/public/book/confirm'],
  ['POST', '/api/public/bookings/__id__/cancel'],
  ['POST', '/api/public/users/register'],
  ['POST', '/api/public/auth/login'],
  ['POST', '/api/public/auth/forgot_password'],
  ['POST', '/api/public/auth/reset_password'],
  ['PUT', '/api/public/me'],
  ['POST', '/api/public/auth/logout'],
];
const BROKEN: Array<[string, string]> = [
  ['application/json', '{"email": "a@b.c", '],
  ['application/json', '{email: hanako@example.com}'],
  ['application/json', "{'a': 1}"],
  ['application/json', '{"a": 1}}'],
  ['application/json', '{"a": NaN}'],
  ['application/json', '\u0000\u0001\u0002'],
  ['application/json', '\ufeff{"a": 1}'],
  ['application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['application/json', `{"a": "${'x'.repeat(1_100_000)}"}`], // over the body limit
  ['application/json', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'],
  ['application/json; charset=utf-16', '{"a": 1}'],
  ['text/plain', '{"email": "hanako@example.com"}'],
  ['application/x-www-form-urlencoded', 'email=hanako%40example.com&password=x'],
  ['application/xml', '<email>hanako@example.com</email>'],
  ['multipart/form-data; boundary=z', '--z\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--z--'],
  ['application/octet-stream', '\u00ff\u00fe'],
  ['', '{"a": 1}'],
];
// Every write call, with a broken body or a wrong content type, sent the CSRF way or not, logged in or not.
calls.push(
  fc
    .tuple(
      fc.constantFrom(...WRITES),
      fc.constantFrom(...BROKEN),
      fc.boolean(),
      fc.constantFrom<Credentials>({}, { cookie: '__session__' }),
    )
    .map(([[method, url], [type, payload], xhr, who]) => ({
      route: `raw ${url.split('/').slice(-1)[0]}`,
      req: {
        method,
        url,
        payload,
        headers: {
          ...(type ? { 'content-type': type } : {}),
          ...(xhr ? { 'x-requested-with': 'fetch' } : {}),
          ...(who.cookie && url.endsWith('logout') ? {} : who),
        },
      },
    })),
);
// Calls that do not exist: a wrong method on a real path, or a path next to one.
calls.push(
  fc
    .tuple(
      fc.constantFrom<InjectOptions['method']>('DELETE', 'PATCH', 'PUT', 'POST', 'GET'),
      fc.constantFrom(
        '/api/public/me',
        '/api/public/book/confirm',
        '/api/public/mypage/bookings',
        '/api/public/auth/logout',
        '/api/public/book',
        '/api/public/bookings',
        '/api/public/users',
      ),
    )
    .map(([method, url]) => ({
      route: 'other',
      req: { method, url, headers: JSON_TYPE, payload: method === 'GET' ? undefined : '{}' },
    })),
);

/** Puts the run-time values (the session, the guest booking) into a generated request. */
function materialise(req: InjectOptions): InjectOptions {
  const fill = (s: string) => s.replaceAll('__id__', String(guestBooking.id)).replaceAll('__ref__', guestBooking.reference);
  const headers = { ...(req.headers as Record<string, string> | undefined) };
  if (headers.cookie === '__session__') headers.cookie = session;
  return { ...req, url: fill(String(req.url)), headers };
}

// A real stack frame, a Node or Postgres error, or SQL, anywhere in a response body.
const LEAK =
  /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.[tj]s:\d+|syntax error at|relation "|violates|duplicate key|invalid input syntax|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|PGlite|SQLSTATE|TypeError|ReferenceError|root:x:0:0/i;

test(`${RUNS} generated bad calls across every API route: a clean 4xx (or a harmless answer), nothing changed`, async () => {
  const before = await snapshot();
  const seen = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(fc.oneof(...calls), async ({ route, req: generated }) => {
      const req = materialise(generated);
      const res = await app.inject(req);
      seen.set(route, (seen.get(route) ?? 0) + 1);
      const where = `${req.method} ${String(req.url).slice(0, 200)} [${res.statusCode}] ${String(req.payload ?? '').slice(0, 200)}`;
      expect([where, res.statusCode < 500]).toEqual([where, true]);
      expect([where, res.body.slice(0, 300)]).toEqual([where, expect.not.stringMatching(LEAK)]);
      if (res.statusCode >= 400) {
        expect([where, res.headers['content-type']]).toEqual([where, expect.stringMatching(/^application\/json/)]);
        expect([where, typeof res.json().detail]).toEqual([where, 'string']);
        expect(res.body).not.toMatch(LEAK);
      }
      expect([where, await snapshot()]).toEqual([where, before]);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  // Every call of got its share of the sweep
  for (const route of [
    'calendar',
    'timeslots',
    'confirm',
    'view-booking',
    'cancel',
    'register',
    'login',
    'forgot',
    'reset',
    'users/confirm',
    'me/mypage',
    'PUT me',
    'logout',
    'google',
  ]) {
    expect([route, (seen.get(route) ?? 0) > 3]).toEqual([route, true]);
  }
  expect(await snapshot()).toEqual(before);
});
