import fs from 'node:fs';
import { Readable } from 'node:stream';
import { bookingsCsv, EXPORT_BATCH } from '../../../src/server/admin/csvExport';
import { DATE_MAX, DATE_MIN, DATES_BETWEEN } from '../../../src/shared/admin/common';
import { controlCharacters } from '../../../src/shared/text';
import { adminCall } from './adminKit';
import { staffCancelCall, visitorPaid, writeWorld } from './adminBookingsWriteKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Edge values on the staff's routes gave 500s (a NUL in the search or a reason, dates
// PostgreSQL or JavaScript cannot hold), and the CSV export answered 200 then broke off. The shared schemas
// now bound dates (DATE_MIN..DATE_MAX) and refuse control characters in free text: 400 { detail }.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** Each route with the parameters it needs; an edge value replaces one (raw, as a URL would carry it). */
const READS: Array<[string, Record<string, string>]> = [
  ['/admin/bookings', {}],
  ['/admin/calendar', {}],
  ['/admin/numbers', { from: '2026-11-01', to: '2026-12-31' }],
  ['/admin/bookings/export.csv', { from: '2026-11-01', to: '2026-12-31' }],
];
const EDGES: Array<Record<string, string>> = [
  { q: '%00' },
  { from: '0000-01-01' },
  { from: '9999-12-31', days: '7' },
  { from: '1999-12-31' },
  { to: '2101-01-01' },
];

test('each edge value on the bookings list, calendar, numbers and export routes is a 400 with its detail, never a 500', async () => {
  const w = await writeWorld(startApp, staticDir);
  const answers: string[] = [];
  for (const [route, needs] of READS)
    for (const edge of EDGES) {
      // q is the list's only (elsewhere an unknown parameter, ignored); the calendar has no `to`
      if ((edge.q && route !== '/admin/bookings') || (edge.to && route === '/admin/calendar')) continue;
      const url = `${route}?${Object.entries({ ...needs, ...edge })
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`;
      const res = await adminCall(w.app, 'GET', url, w.staff);
      answers.push(`${url} ${res.statusCode} ${String(res.headers['content-type']).split(';')[0]}`);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().detail).toMatch(edge.q ? 'Invalid request: q: Search must not contain control characters.' : DATES_BETWEEN);
    }
  expect(answers).toHaveLength(16);
  expect(answers.filter((a) => !a.endsWith('400 application/json'))).toEqual([]);
  // the bounds themselves are fine
  expect((await adminCall(w.app, 'GET', `/admin/bookings?from=${DATE_MIN}&to=${DATE_MAX}`, w.staff)).statusCode).toBe(200);
  expect((await adminCall(w.app, 'GET', `/admin/calendar?from=${DATE_MAX}&days=7`, w.staff)).statusCode).toBe(200);
  expect((await adminCall(w.app, 'GET', `/admin/numbers?from=${DATE_MIN}&to=${DATE_MIN}`, w.staff)).statusCode).toBe(200);
  expect((await adminCall(w.app, 'GET', `/admin/bookings?q=${encodeURIComponent('山田 Hanako')}`, w.staff)).statusCode).toBe(200);
});

test('a cancel reason with a control character is a 400 and the booking stays as it was; a line break is fine', async () => {
  const w = await writeWorld(startApp, staticDir);
  const { id } = await visitorPaid(w);
  const refused = await staffCancelCall(w, id, { refund: 'none', reason: 'phoned\u0000in' }, w.owner);
  expect([refused.statusCode, refused.json().detail]).toEqual([
    400,
    'Invalid request: reason: Reason must not contain control characters.',
  ]);
  const bell = await staffCancelCall(w, id, { refund: 'none', reason: 'ring\u0007' }, w.owner);
  expect(bell.statusCode).toBe(400);
  expect((await w.db.query<{ status: string }>('select status from bookings where id = $1', [id]))[0].status).toBe('Confirmed');
  const ok = await staffCancelCall(w, id, { refund: 'none', reason: 'phoned in.\r\nSick.' }, w.owner);
  expect(ok.statusCode).toBe(200);
});

test('controlCharacters: one rule for every free-text field', () => {
  expect(controlCharacters('Hanako 山田', false)).toBe(false);
  expect(controlCharacters('a\u0000b', false)).toBe(true);
  expect(controlCharacters('a\u009fb', false)).toBe(true); // C1 too
  expect(controlCharacters('a\u007fb', false)).toBe(true); // DEL
  expect(controlCharacters('a\nb', false)).toBe(true);
  expect(controlCharacters('a\r\n\tb', true)).toBe(false); // multi-line text keeps its line breaks and tabs
  expect(controlCharacters('a\n\u0000b', true)).toBe(true);
});

test('a CSV that fails before its first byte is a 500 { detail }, not a 200', async () => {
  const w = await writeWorld(startApp, staticDir);
  // the database fails the export's query (the staff check is a plain query and still answers)
  jest.spyOn(w.db, 'transaction').mockImplementation(async () => {
    throw new Error('the database went away');
  });
  const res = await adminCall(w.app, 'GET', '/admin/bookings/export.csv?from=2026-11-01&to=2026-11-30', w.staff);
  expect(res.statusCode).toBe(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json().detail).toEqual(expect.any(String));
});

test('a CSV that fails mid-stream ends with an error: the transfer is broken, not a short file that looks complete', async () => {
  const w = await writeWorld(startApp, staticDir);
  for (const date of ['2026-11-24', '2026-11-25', '2026-11-26']) await visitorPaid(w, { date });
  const realTransaction = w.db.transaction.bind(w.db);
  let calls = 0;
  // batches of one row: the first batch is sent, the second query fails
  jest.spyOn(w.db, 'transaction').mockImplementation(((fn: never) => {
    calls += 1;
    if (calls === 2) throw new Error('the database went away');
    return realTransaction(fn);
  }) as typeof w.db.transaction);
  const stream = Readable.from(bookingsCsv(w.db, { from: '2026-11-01', to: '2026-11-30' }, undefined, 1), { objectMode: false });
  const chunks: string[] = [];
  await expect(
    (async () => {
      for await (const chunk of stream) chunks.push(String(chunk));
    })(),
  ).rejects.toThrow('the database went away');
  expect(chunks.join('').split('\r\n').filter(Boolean)).toHaveLength(2); // header and one row, then the error

  // over HTTP: the answer has begun (200, a full first batch sent) and is cut off: the client sees a broken
  // transfer (light-my-request rejects; a browser marks the download failed), not a short file
  const row = {
    id: 1,
    booking_date: '2026-11-24',
    reference_id: 'refA',
    time_range: '10:00-12:00',
    user_name: 'A',
    user_email: 'a@example.com',
  };
  calls = 0;
  jest.spyOn(w.db, 'transaction').mockImplementation((async () => {
    calls += 1;
    if (calls === 1) return Array.from({ length: EXPORT_BATCH }, (_, i) => ({ ...row, id: i + 1, phone: null, status: 'Confirmed' }));
    throw new Error('the database went away');
  }) as typeof w.db.transaction);
  await expect(adminCall(w.app, 'GET', '/admin/bookings/export.csv?from=2026-11-01&to=2026-11-30', w.staff)).rejects.toThrow(
    'response destroyed before completion',
  );
  expect(calls).toBe(2);
  // and no audit entry says the export was taken
  expect(await w.db.query(`select 1 from audit_log where action = 'bookings.exported'`)).toEqual([]);
});
