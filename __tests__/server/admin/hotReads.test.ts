import fs from 'node:fs';
import { listBookings } from '../../../src/server/admin/adminBookingQueries';
import type { Queryable } from '../../../src/server/db/db';
import { tokyoInstant } from '../../../src/shared/dates';
import { adminCall, staffWorld, type AdminWorld } from './adminKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The back office's hot reads (Today, the timetable, the till, the list's first page, the week view) cost their
// planning more than their running on the embedded database (docs/performance.md): each is a prepared statement,
// planned once per connection, the till's cash is found by the indexes of its way (migration 0091), and the list's
// search by the trigrams of its term (migration 0092).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const HOT_READS = [
  '/admin/today',
  '/admin/timetable',
  '/admin/timetable?view=week',
  '/admin/till?date=2026-03-02',
  '/admin/bookings?page=1',
  '/admin/calendar?from=2026-03-02&days=7',
];

interface Prepared {
  name: string;
  generic_plans: number;
  custom_plans: number;
}
const preparedStatements = (w: AdminWorld) =>
  w.db.query<Prepared>('select name, generic_plans::int, custom_plans::int from pg_prepared_statements order by name');

test.each(HOT_READS)('%s is planned once: its statements are prepared and, after five calls, run on a kept plan', async (url) => {
  const w = await staffWorld(startApp, staticDir);
  // The statements themselves, not the back office's cache (backofficeCache.ts): every call computes.
  w.app.services.backoffice.down(new Error('not listening'));
  for (let i = 0; i < 8; i++) expect((await adminCall(w.app, 'GET', url, w.staff)).statusCode).toBe(200);
  // the statements every call ran (the route's, and the session's look-up)
  const everyCall = (await preparedStatements(w)).filter((p) => p.custom_plans + p.generic_plans >= 8);
  expect(everyCall.length).toBeGreaterThanOrEqual(2);
  // PostgreSQL plans a prepared statement with parameters anew for its first five runs (one without from the first),
  // then keeps the generic plan unless it costs more: then it would plan every run, as before
  for (const p of everyCall) expect([p.name, p.custom_plans <= 5]).toEqual([p.name, true]);
});

test("the till's cash movements are read through the indexes of their way, not every payment of the day", async () => {
  const w = await staffWorld(startApp, staticDir);
  const plan = await w.db.query<{ 'QUERY PLAN': string }>(
    `explain (costs off) select * from money_movements where way = 'cash' and at >= $1 and at < $2`,
    [tokyoInstant('2026-03-02', '00:00').toISOString(), tokyoInstant('2026-03-03', '00:00').toISOString()],
  );
  const text = plan.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toContain('bookings_paid_way');
  expect(text).toContain('bookings_refunded_way');
});

test("the list's search finds a name's bookings through the trigram index, not by reading every booking", async () => {
  const w = await staffWorld(startApp, staticDir);
  // a school's past: 5,000 bookings (on a table of a few pages any plan reads everything)
  await w.db.query(
    `insert into bookings (reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax,
       time_range, status, language, slot_count, created_at, code, assignment, lesson_language)
     select 'p' || g, 'default', date '2026-01-01' + g % 300, 'Past Guest ' || g, 'guest' || g || '@example.com', 6000, 10,
       545, '10:00-12:00', 'Confirmed', 'ja', 4, now(), 'GT-P' || g, 'fair', 'en'
     from generate_series(1, 5000) as g`,
  );
  // the search's own statement, as the list runs it
  const seen: [string, unknown[] | undefined][] = [];
  const spy: Queryable = { ...w.db, query: <T>(sql: string, params?: unknown[]) => (seen.push([sql, params]), w.db.query<T>(sql, params)) };
  const found = await listBookings(spy, { q: 'Guest 123', page: 1, page_size: 25 });
  expect([found.total, seen.length]).toEqual([11, 1]); // Guest 123 and 1230-1239

  const plan = await w.db.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${seen[0][0]}`, seen[0][1]);
  const text = plan.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toContain('bookings_search_trgm');
  expect(text).not.toMatch(/Seq Scan on bookings/);
});
