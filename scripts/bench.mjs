// `npm run bench` (Benchmark): builds, then runs this script. `node scripts/bench.mjs` alone
// reuses the existing build (dist/ + dist-server/), so run `npm run build` first after a change.
//
// It starts the built server exactly as `npm start` does (node dist-server/server/server.js) on a free
// port with a fresh temporary DATA_DIR (embedded PGlite database, test checkout, mail to the outbox),
// then measures with autocannon, 50 connections for 10 s per route (after a 2 s warm-up, see run()):
//   GET /api/ping (constant JSON, no database: the ceiling), the calendar, one day's timeslots and
//   POST /api/public/book/confirm (action_type 'confirm': priced, nothing stored).
// Then the 50-payer race: 50 simultaneous payment calls for the same 4 slots must end with exactly
// one 200 and 49 × 409 (the database refuses the double hold). Exits 1 if not, or if the server fails.
// Load generator and server share the machine, so the figures are a floor, not a capacity claim.
//
// Then a second server with a schedule of 100 seats per slot (thousands of payments can succeed) and
// TRUST_PROXY=127.0.0.1: the payment call (hold + test checkout session) under the same load, each
// request from its own X-Forwarded-For address and email, so the per-IP and per-email payment limits
// are met as they would be by many visitors. Every non-2xx answer counts as a failure.
//
// Then a school with 10 teachers (a fourth server): the calendar, a day's timeslots and the payment for
// "any teacher" (the fair pick of one teacher free for all 4 slots, in the hold's statement), measured
// against the first server's ping. The calendar and timeslots keep their target (half of ping); the
// payment is reported beside the anonymous-seat payment of the same run.
//
// Then the back office: a server whose database holds 20,000 bookings of a school with 10 teachers (seeded by SQL
// while it is stopped, see seedBackOffice) and an owner (OWNER_EMAILS); 10 connections (a school's staff, not its
// visitors) on the bookings list, a search, the week view, Today, the teachers' timetable (a day and a week) and the
// till report (a day with cash movements), then the whole CSV export timed. Each route's p99 is printed.
//
// Options: --duration <s> (per route, default 10), --json (one JSON object on stdout, the table on
// stderr), --admin (only the back-office section: `npm run bench:admin`), --no-admin (all but it). Exits 1 when a target below
// is missed.
//
// The targets are absolute times and rates: they hold for one machine, quiet, and say nothing of
// another (CI's machines are shared and may be two to three times slower). To compare two commits,
// run both on the same machine, back to back, several times each (e.g. 5), and compare the medians.
// CI (__tests__/e2e/bench.e2e.test.ts) reports these figures but asserts only what holds anywhere:
// no failed request, exactly one winner of the race, and each route's rate as a share of the ping
// rate measured in the same run, with the margin CI_MARGIN below.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './builtServer.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const CONNECTIONS = 50;
const DURATION_S = Number(arg('--duration') ?? 10);
const JSON_OUT = process.argv.includes('--json');
const ADMIN_ONLY = process.argv.includes('--admin');
/** --no-admin: the visitors' part only (CI's run: it asserts nothing of the back office, `npm run bench:admin` measures it). */
const NO_ADMIN = process.argv.includes('--no-admin');
const RACERS = 50;
const BENCH_SEATS = 100;
// The targets, for a person running the bench on a quiet machine.
const THRESHOLDS = { readShareOfPing: 0.5, readP99Ms: 50, confirmP99Ms: 50, paymentP99Ms: 150 };
/**
 * What CI asserts: each route's requests per second as a share of GET /api/ping's in the same run.
 * A machine that is slower (or busy) slows ping and the route alike, so the share moves far less than
 * the absolute figures. The floors are the shares measured on the development machine (2026-11-24,
 * 3 s runs: calendar 0.94, timeslots 0.88, confirm 0.55; payment 0.026 since the hold caps count a
 * client's and a day's unpaid holds in the hold's statement, 0.040 before) divided by CI_MARGIN, except
 * the calendar and timeslots, whose floor is the target (0.5) divided by CI_MARGIN. A machine
 * that is busy with other work moves the shares more than a slower one (a clean-clone CI run beside a
 * looping build measured 0.79, 0.79, 0.29 and 0.020), hence a margin of 4 rather than 3.
 */
const CI_MARGIN = 4;
const CI_SHARE_FLOORS = {
  'GET calendar/default': THRESHOLDS.readShareOfPing / CI_MARGIN,
  'GET calendar/default/': THRESHOLDS.readShareOfPing / CI_MARGIN,
  'POST book/confirm (confirm)': 0.55 / CI_MARGIN,
  'POST book/confirm (payment)': 0.026 / CI_MARGIN,
  'GET 10 teachers: calendar': THRESHOLDS.readShareOfPing / CI_MARGIN,
  'GET 10 teachers: timeslots': THRESHOLDS.readShareOfPing / CI_MARGIN,
};
const TEACHERS = 10;
const say = (...a) => (JSON_OUT ? console.error(...a) : console.log(...a));

const getJson = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return res.json();
};

/**
 * One route under load: the 50 connections are opened and run for WARMUP_S first, then DURATION_S
 * are measured on the same connections. Node (libuv >= 1.46) admits one new connection per turn of
 * its event loop, so 50 connections opened at once against a server that is already busy with the
 * first of them are admitted over up to about 1.5 s (payments); that is connection set-up, not the
 * call's own latency, and the warm-up keeps it out of the figures (the whole run's p99 and maximum
 * are printed too). Failures count over the whole run, warm-up included.
 */
const WARMUP_S = 2;
const percentile = (sorted, q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : NaN);
async function run(opts) {
  const measured = [];
  const measureFrom = performance.now() + WARMUP_S * 1000;
  const instance = autocannon({ connections: CONNECTIONS, duration: WARMUP_S + DURATION_S, ...opts }); // opts may set connections
  // autocannon's own histogram covers the whole run; the requests sent after the warm-up are kept here
  instance.on('response', (_client, _status, _bytes, ms) => {
    if (performance.now() - ms >= measureFrom) measured.push(ms);
  });
  const whole = await instance;
  measured.sort((a, b) => a - b);
  return {
    rps: measured.length / DURATION_S,
    p50: percentile(measured, 0.5),
    p99: percentile(measured, 0.99),
    failures: whole.non2xx + whole.errors + whole.timeouts,
    wholeRun: { p99: whole.latency.p99, max: whole.latency.max },
  };
}
const rowOf = (name, r) => ({ name, ...r });

const WEEK = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const every = (hours) => Object.fromEntries(WEEK.map((d) => [d, hours]));

/**
 * Open every day 08:00-20:00 (6 groups of 4 slots a day), BENCH_SEATS seats per slot; or, with
 * `teachers`, that many teachers: half of them work 08:00-14:00, half 12:00-20:00, each teaching two of
 * four languages (the seats are then the teachers' shifts).
 */
function benchSchedule(teachers = 0) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-bench-schedule-'));
  const file = path.join(dir, 'schedule.json');
  const languages = ['en', 'ja', 'zh', 'ko'];
  fs.writeFileSync(
    file,
    JSON.stringify({
      slotMinutes: 30,
      seatsPerSlot: BENCH_SEATS,
      // with teachers, a longer window: their fewer seats per slot still leave room for every payment of a run
      bookingWindowDays: teachers ? 180 : 60,
      pricePerSlotYen: 1500,
      taxRatePercent: 10,
      weeklyHours: every([['08:00', '20:00']]),
      closedDates: [],
      ...(teachers
        ? {
            teachers: Array.from({ length: teachers }, (_, i) => ({
              name: `Bench Teacher ${i + 1}`,
              languages: [languages[i % 4], languages[(i + 1) % 4]],
              weeklyHours: every([i % 2 ? ['12:00', '20:00'] : ['08:00', '14:00']]),
            })),
          }
        : {}),
    }),
  );
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * 50 connections of payments for 4 slots each, each from its own address and email; request i takes a
 * seat in group i mod groups, so the holds spread over the days: unpaid holds may take at most half of
 * a day's seats (the hold caps, src/server/booking/holdCaps.ts).
 */
async function paymentLoad() {
  const schedule = benchSchedule();
  const server = await startBuiltServer('bench-pay', { SCHEDULE_FILE: schedule.file, TRUST_PROXY: '127.0.0.1' });
  try {
    return [rowOf('POST book/confirm (payment)', await payments(`${server.baseUrl}/api`, BENCH_SEATS))];
  } finally {
    await server.stop();
    schedule.remove();
  }
}

/** The school with TEACHERS teachers: its calendar, a day's timeslots, and payments for "any teacher". */
async function teachersLoad() {
  const schedule = benchSchedule(TEACHERS);
  const server = await startBuiltServer('bench-teachers', { SCHEDULE_FILE: schedule.file, TRUST_PROXY: '127.0.0.1' });
  try {
    const api = `${server.baseUrl}/api`;
    const days = await getJson(`${api}/public/rental-space/calendar/default`);
    const ymd = days.find((d) => d.status === 'available').date.replaceAll('-', '');
    const rows = [];
    rows.push(rowOf(`GET ${TEACHERS} teachers: calendar`, await run({ url: `${api}/public/rental-space/calendar/default` })));
    rows.push(rowOf(`GET ${TEACHERS} teachers: timeslots`, await run({ url: `${api}/public/rental-space/calendar/default/${ymd}` })));
    // a group of 4 slots has 5 teachers at least (10 from 12:00 to 14:00): half of them for unpaid holds
    rows.push(rowOf(`POST ${TEACHERS} teachers: payment (any teacher)`, await payments(api, TEACHERS / 2)));
    return rows;
  } finally {
    await server.stop();
    schedule.remove();
  }
}

/** Payments under load on the server at `api`, each its own visitor; `seats`: a group's seats at least. */
async function payments(api, seats) {
  const groups = [];
  for (const d of await getJson(`${api}/public/rental-space/calendar/default`)) {
    if (d.status !== 'available') continue;
    const ymd = d.date.replaceAll('-', '');
    const slots = await getJson(`${api}/public/rental-space/calendar/default/${ymd}`);
    for (let i = 0; i + 4 <= slots.length; i += 4) groups.push({ ymd, ids: slots.slice(i, i + 4).map((s) => s.id) });
  }
  let n = 0;
  const r = await run({
    url: `${api}/public/book/confirm`,
    requests: [
      {
        method: 'POST',
        setupRequest(req) {
          const i = n++;
          const g = groups[i % groups.length];
          req.headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
          req.body = JSON.stringify({
            rental_space_id: 'default',
            booking_date: g.ymd,
            timeslot_ids: g.ids,
            seat_count: 1,
            user_name: 'Bench Payer',
            user_email: `payer${i}@example.com`,
            action_type: 'payment',
          });
          return req;
        },
      },
    ],
  });
  const unpaidRoom = (groups.length * seats) / 2; // MAX_UNPAID_DAY_SHARE of every day
  if (n > unpaidRoom) throw new Error(`the bench schedule ran out of unpaid room after ${unpaidRoom} payments`);
  return r;
}

// ---- The back office ----------------------------------------------------------------------

const ADMIN_CONNECTIONS = 10;
const ADMIN_BOOKINGS = 20_000;
// Performance: the list and the week view under 50 ms at p99, the whole CSV under 2 s.
const ADMIN_THRESHOLDS = { p99Ms: 50, csvMs: 2000 };
const CSV_RUNS = 3;
const BENCH_OWNER = { name: 'Bench Owner', email: 'owner@bench.example', password: 'bench owner password 1' };

/**
 * The school of TEACHERS teachers after some two years: every open day of the booking window full (each teacher
 * who works a group of 4 slots has a class in it, holding its slots and the teacher's shifts as the visitor's flow
 * leaves them), the rest of the 20,000 on past days, each with a teacher and a two-hour lesson from 08:00 to 20:00 (a
 * twentieth canceled with a refund, a twentieth expired holds, a tenth of the Confirmed ones no-shows, a fifth paid
 * in cash at the desk), and BENCH_OWNER's email verified. Runs on the server's embedded database while the server is
 * stopped (PGlite is one process's); answers the range of class dates for the export and the busiest day of cash.
 */
async function seedBackOffice(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  // the server's own list of extensions (the built one: the bench runs after `npm run build`)
  const { PGLITE_EXTENSIONS } = await import('../dist-server/server/db/pglite.js');
  const db = await PGlite.create(path.join(dataDir, 'pg'), { extensions: PGLITE_EXTENSIONS });
  try {
    await db.exec(`
      update users set email_verified_at = now() where email = '${BENCH_OWNER.email}';
      create temp table groups as
        select id, day, start_time, end_time, (row_number() over (partition by day order by start_time) - 1) / 4 as grp from slots;
      -- every teacher who works a whole group of 4 slots has a class in it: the window is full (a ref per day, group, teacher)
      create temp table wanted as
        select g.day, g.grp, sh.teacher_id, 'w' || to_char(g.day, 'YYYYMMDD') || '-' || g.grp || '-' || sh.teacher_id as ref,
          min(g.start_time) || '-' || max(g.end_time) as time_range, array_agg(g.id) as slot_ids
        from groups g join teacher_shifts sh on sh.slot_id = g.id
        group by g.day, g.grp, sh.teacher_id having count(*) = 4;
      insert into bookings (reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax, time_range,
          status, language, slot_count, provider, payment_ref, paid_at, created_at, code, teacher_id, assignment, lesson_language)
        select ref, 'default', day, 'Window Guest ' || to_char(day, 'MMDD') || grp || '-' || teacher_id, ref || '@example.com', 6000, 10,
          545, time_range, 'Confirmed', 'ja', 4, 'test', 'pay_' || ref, now(), now(), 'GT-' || upper(ref), teacher_id, 'fair', 'en'
        from wanted;
      insert into booking_slots (booking_id, slot_id)
        select b.id, unnest(w.slot_ids) from wanted w join bookings b on b.reference_id = w.ref;
      insert into teacher_slots (teacher_id, slot_id, booking_id)
        select b.teacher_id, bs.slot_id, b.id from wanted w join bookings b on b.reference_id = w.ref join booking_slots bs on bs.booking_id = b.id;
      update slots set seats_free = seats - (select count(*) from teacher_slots ts where ts.slot_id = slots.id);
    `);
    const [{ n }] = (await db.query('select count(*)::int as n from bookings')).rows;
    await db.query(
      `insert into bookings (reference_id, space_id, booking_date, user_name, user_email, phone, total_amount, tax_rate, sales_tax,
         time_range, status, source, attendance, language, slot_count, provider, payment_ref, paid_at, refund_requested_at,
         refunded_at, created_at, code, teacher_id, assignment, lesson_language)
       select 'p' || g, 'default', d, case when g % 3 = 0 then '山田 花子 ' || g else 'Past Guest ' || g end, 'guest' || g || '@example.com',
         case when g % 4 = 0 then '090-0000-' || lpad((g % 10000)::text, 4, '0') end, 6000, 10, 545,
         lpad((8 + 2 * (g % 6))::text, 2, '0') || ':00-' || lpad((10 + 2 * (g % 6))::text, 2, '0') || ':00',
         case g % 20 when 0 then 'Canceled' when 1 then 'Expired' else 'Confirmed' end,
         case when g % 7 = 0 then 'phone' when g % 5 = 2 then 'desk' else 'web' end,
         case when g % 20 > 1 then case when g % 10 = 3 then 'no_show' else 'attended' end end,
         'ja', 4, case when g % 5 = 2 then 'cash' else 'test' end, case when g % 20 <> 1 then 'pay_p' || g end,
         case when g % 20 <> 1 then d - 5 + make_interval(mins => 60 + g % 480) end,
         case when g % 20 = 0 then d - 2 end, case when g % 20 = 0 then d - 2 end, d - 6, 'GT-P' || g,
         1 + 2 * ((g / 6) % ${TEACHERS / 2}) + case when g % 6 >= 3 then 1 else 0 end, 'fair', 'en'
       from generate_series(1, $1::int) as g,
         lateral (select ((now() at time zone 'Asia/Tokyo')::date - 1 - (g % 730)) as d) as day`,
      [ADMIN_BOOKINGS - n],
    );
    const [range] = (
      await db.query('select min(booking_date)::text as "from", max(booking_date)::text as "to", count(*)::int as n from bookings')
    ).rows;
    // the till's day: the busiest day of cash at the desk
    const [till] = (
      await db.query(`select (paid_at at time zone 'Asia/Tokyo')::date::text as day, count(*)::int as n from bookings
                      where provider = 'cash' and paid_at is not null group by 1 order by 2 desc, 1 desc limit 1`)
    ).rows;
    return { ...range, tillDay: till.day, tillMovements: till.n };
  } finally {
    await db.close();
  }
}

/** Times the whole export once: the request until the last byte; answers { ms, rows }. */
async function timedCsv(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const text = await res.text();
  const ms = performance.now() - started;
  return { ms, rows: text.split('\r\n').length - 2 }; // less the header and the empty string after the last CRLF
}

/** The back-office section: seeds, starts the server again on that database, measures. Answers its rows and misses. */
async function backOffice() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-bench-admin-'));
  const schedule = benchSchedule(TEACHERS);
  const env = { DATA_DIR: dataDir, OWNER_EMAILS: BENCH_OWNER.email, SCHEDULE_FILE: schedule.file };
  try {
    // First start: migrations and the window's slot rows; the owner signs up as anyone does.
    let server = await startBuiltServer('bench-admin-setup', env);
    try {
      await getJson(`${server.baseUrl}/api/public/rental-space/calendar/default`);
      const res = await fetch(`${server.baseUrl}/api/public/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify(BENCH_OWNER),
      });
      if (!res.ok) throw new Error(`sign-up: HTTP ${res.status}`);
    } finally {
      await server.stop();
    }
    say(`\nBack office: seeding ${ADMIN_BOOKINGS} bookings, ${TEACHERS} teachers …`);
    const range = await seedBackOffice(dataDir);
    // Second start: OWNER_EMAILS makes the verified account an owner.
    server = await startBuiltServer('bench-admin', env);
    try {
      const api = `${server.baseUrl}/api`;
      const login = await fetch(`${api}/public/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify({ email: BENCH_OWNER.email, password: BENCH_OWNER.password }),
      });
      if (!login.ok) throw new Error(`owner login: HTTP ${login.status}`);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const headers = { cookie, 'x-requested-with': 'fetch' };
      const week = (await getJson(`${api}/public/rental-space/calendar/default`))[0]?.date ?? range.to;
      const check = await fetch(`${api}/admin/bookings?page=1`, { headers });
      if (!check.ok) throw new Error(`GET admin/bookings as the owner: HTTP ${check.status}`);
      const { total } = await check.json();
      if (total !== ADMIN_BOOKINGS) throw new Error(`the list counts ${total} bookings, not ${ADMIN_BOOKINGS}`);

      const routes = [
        // no database: what this machine gives any call right now (not a target; read the rest against it)
        ['GET /api/ping (ceiling)', `${api}/ping`],
        ['GET admin/bookings?page=1', `${api}/admin/bookings?page=1`],
        ['GET admin/bookings?q=guest 123', `${api}/admin/bookings?q=guest%20123`],
        ['GET admin/calendar?days=7', `${api}/admin/calendar?from=${week}&days=7`],
        ['GET admin/today', `${api}/admin/today`],
        ['GET admin/timetable (day)', `${api}/admin/timetable`],
        ['GET admin/timetable (week)', `${api}/admin/timetable?view=week`],
        [`GET admin/till (${range.tillMovements} cash)`, `${api}/admin/till?date=${range.tillDay}`],
      ];
      say(`${ADMIN_CONNECTIONS} connections × ${DURATION_S} s per route, ${total} bookings\n`);
      const rows = [];
      for (const [name, url] of routes) {
        say(`  ${name} …`);
        rows.push(rowOf(name, await run({ url, headers, connections: ADMIN_CONNECTIONS })));
      }
      const csvUrl = `${api}/admin/bookings/export.csv?from=${range.from}&to=${range.to}`;
      const csv = [];
      for (let i = 0; i < CSV_RUNS; i++) csv.push(await timedCsv(csvUrl, headers));
      const csvMs = csv.map((c) => Math.round(c.ms)).sort((a, b) => a - b);

      const missed = [];
      for (const r of rows.slice(1)) {
        if (r.p99 >= ADMIN_THRESHOLDS.p99Ms) missed.push(`${r.name}: p99 ${r.p99} ms is not under ${ADMIN_THRESHOLDS.p99Ms} ms`);
        if (r.failures) missed.push(`${r.name}: ${r.failures} failed requests (non-2xx, errors, time-outs)`);
      }
      if (csv.some((c) => c.rows !== total)) missed.push(`CSV: ${csv.map((c) => c.rows).join(', ')} rows, not ${total}`);
      if (csvMs.at(-1) >= ADMIN_THRESHOLDS.csvMs)
        missed.push(`CSV of ${total} rows: ${csvMs.at(-1)} ms is not under ${ADMIN_THRESHOLDS.csvMs} ms`);
      return { rows, csv: { rows: total, ms: csvMs }, missed };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    schedule.remove();
  }
}

function printBackOffice(admin) {
  say(
    `\n${'back office (10 connections)'.padEnd(32)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'failed'.padStart(8)}${''.padStart(8)}   whole run with warm-up: p99 / max ms`,
  );
  for (const r of admin.rows) {
    say(
      `${r.name.padEnd(32)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.failures).padStart(8)}${''.padStart(8)}   ${r.wholeRun.p99} / ${r.wholeRun.max}`,
    );
  }
  say(`${`GET export.csv (${admin.csv.rows} rows)`.padEnd(32)}${'ms:'.padStart(9)} ${admin.csv.ms.join(', ')} (${CSV_RUNS} runs)`);
}

async function adminMain() {
  const admin = await backOffice();
  printBackOffice(admin);
  say(admin.missed.length ? `\nTHRESHOLDS MISSED:\n${admin.missed.map((m) => `  - ${m}`).join('\n')}` : '\nall thresholds met');
  if (JSON_OUT) console.log(JSON.stringify({ durationSeconds: DURATION_S, admin: { ...admin, thresholds: ADMIN_THRESHOLDS } }));
  process.exitCode = admin.missed.length ? 1 : 0;
}

async function main() {
  const server = await startBuiltServer('bench');
  try {
    const api = `${server.baseUrl}/api`;
    const days = await getJson(`${api}/public/rental-space/calendar/default`);
    const day = days.find((d) => d.status === 'available')?.date;
    if (!day) throw new Error('no available day in the calendar');
    const ymd = day.replaceAll('-', '');
    const slotIds = (await getJson(`${api}/public/rental-space/calendar/default/${ymd}`)).slice(0, 4).map((s) => s.id);
    const body = (action_type, email = 'bench@example.com') =>
      JSON.stringify({
        rental_space_id: 'default',
        booking_date: ymd,
        timeslot_ids: slotIds,
        seat_count: 1,
        user_name: 'Bench Guest',
        user_email: email,
        action_type,
      });
    const json = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };

    const routes = [
      ['GET /api/ping (ceiling)', { url: `${api}/ping` }],
      ['GET calendar/default', { url: `${api}/public/rental-space/calendar/default` }],
      [`GET calendar/default/${ymd}`, { url: `${api}/public/rental-space/calendar/default/${ymd}` }],
      ['POST book/confirm (confirm)', { url: `${api}/public/book/confirm`, method: 'POST', headers: json, body: body('confirm') }],
    ];
    say(
      `GTSS bench: ${CONNECTIONS} connections × ${DURATION_S} s per route, embedded PGlite, ${os.cpus().length} CPUs shared with the load generator\n`,
    );
    const rows = [];
    for (const [name, opts] of routes) {
      say(`  ${name} …`);
      rows.push(rowOf(name, await run(opts)));
    }

    // The race: 50 visitors (each its own email: one visitor paying again would replace their own hold)
    // send the same 4 slots at once; the database lets exactly one hold them.
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        fetch(`${api}/public/book/confirm`, { method: 'POST', headers: json, body: body('payment', `racer${i}@example.com`) }).then(
          async (res) => {
            await res.arrayBuffer();
            return res.status;
          },
          () => 'network error',
        ),
      ),
    );
    const ms = performance.now() - started;
    const count = (s) => statuses.filter((x) => x === s).length;
    const others = statuses.filter((x) => x !== 200 && x !== 409);
    say(
      `\n${RACERS}-payer race for slots ${slotIds.join(', ')} on ${day}: ${ms.toFixed(0)} ms, ` +
        `200 × ${count(200)}, 409 × ${count(409)}${others.length ? `, other: ${others.join(', ')}` : ''}`,
    );
    const free = (await getJson(`${api}/public/rental-space/calendar/default/${ymd}`)).map((s) => s.id);
    const stillFree = slotIds.filter((id) => free.includes(id));
    if (stillFree.length) say(`  but slots ${stillFree.join(', ')} are still listed as free`);
    const raceOk = count(200) === 1 && count(409) === RACERS - 1 && stillFree.length === 0;
    say(raceOk ? 'race OK: exactly one payer holds the slots' : 'race FAILED: expected exactly 1 × 200 and 49 × 409');
    await server.stop();

    say(`\n  POST book/confirm (payment) on a ${BENCH_SEATS}-seat schedule …`);
    rows.push(...(await paymentLoad()));
    say(`\n  a school with ${TEACHERS} teachers: calendar, timeslots, payment for any teacher …`);
    rows.push(...(await teachersLoad()));
    const admin = NO_ADMIN ? null : await backOffice();

    const ping = rows[0].rps;
    const [, calRow, dayRow, confirm, payment, teacherCal, teacherDay] = rows;
    const missed = [];
    for (const r of [calRow, dayRow, teacherCal, teacherDay]) {
      if (r.rps < THRESHOLDS.readShareOfPing * ping)
        missed.push(`${r.name}: ${r.rps.toFixed(0)} req/s is under ${THRESHOLDS.readShareOfPing * 100} % of ping (${ping.toFixed(0)})`);
      if (r.p99 >= THRESHOLDS.readP99Ms) missed.push(`${r.name}: p99 ${r.p99} ms is not under ${THRESHOLDS.readP99Ms} ms`);
    }
    if (confirm.p99 >= THRESHOLDS.confirmP99Ms)
      missed.push(`${confirm.name}: p99 ${confirm.p99} ms is not under ${THRESHOLDS.confirmP99Ms} ms`);
    if (payment.p99 >= THRESHOLDS.paymentP99Ms)
      missed.push(`${payment.name}: p99 ${payment.p99} ms is not under ${THRESHOLDS.paymentP99Ms} ms`);
    for (const r of rows) if (r.failures) missed.push(`${r.name}: ${r.failures} failed requests (non-2xx, errors, time-outs)`);
    if (!raceOk) missed.push('race: expected exactly 1 × 200 and 49 × 409');

    say(
      `\n${'route'.padEnd(32)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'failed'.padStart(8)}${'% ping'.padStart(8)}   whole run with warm-up: p99 / max ms`,
    );
    for (const r of rows) {
      const pct = `${((100 * r.rps) / ping).toFixed(1)}%`;
      say(
        `${r.name.padEnd(32)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.failures).padStart(8)}${pct.padStart(8)}   ${r.wholeRun.p99} / ${r.wholeRun.max}`,
      );
    }
    if (admin) {
      printBackOffice(admin);
      missed.push(...admin.missed);
    }
    say(missed.length ? `\nTHRESHOLDS MISSED:\n${missed.map((m) => `  - ${m}`).join('\n')}` : '\nall thresholds met');
    if (JSON_OUT) {
      for (const r of rows) r.shareOfPing = r.rps / ping;
      console.log(
        JSON.stringify({
          durationSeconds: DURATION_S,
          connections: CONNECTIONS,
          thresholds: THRESHOLDS,
          ciMargin: CI_MARGIN,
          ciShareFloors: CI_SHARE_FLOORS,
          rows,
          race: { ms: Math.round(ms), ok: raceOk, ok200: count(200), conflict409: count(409) },
          admin: admin && { ...admin, thresholds: ADMIN_THRESHOLDS },
          missed,
        }),
      );
    }
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    await server.stop();
  }
}

(ADMIN_ONLY ? adminMain() : main()).catch((e) => {
  console.error(e.message ?? e);
  process.exitCode = 1;
});
