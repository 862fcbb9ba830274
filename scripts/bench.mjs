// `npm run bench` (issue 4 "Benchmark"): builds, then runs this script. `node scripts/bench.mjs` alone
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
// Options: --duration <s> (per route, default 10), --json (one JSON object on stdout, the table on
// stderr). Exits 1 when a target below is missed.
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
const RACERS = 50;
const BENCH_SEATS = 100;
// Issue #6 targets, for a person running the bench on a quiet machine.
const THRESHOLDS = { readShareOfPing: 0.5, readP99Ms: 50, confirmP99Ms: 50, paymentP99Ms: 150 };
/**
 * What CI asserts: each route's requests per second as a share of GET /api/ping's in the same run.
 * A machine that is slower (or busy) slows ping and the route alike, so the share moves far less than
 * the absolute figures. The floors are the shares measured on the development machine (2026-11-24,
 * 3 s runs: calendar 0.94, timeslots 0.88, confirm 0.55; payment 0.026 since the hold caps count a
 * client's and a day's unpaid holds in the hold's statement, 0.040 before) divided by CI_MARGIN, except
 * the calendar and timeslots, whose floor is the issue #6 target (0.5) divided by CI_MARGIN. A machine
 * that is busy with other work moves the shares more than a slower one (a clean-clone CI run beside a
 * looping build measured 0.79, 0.79, 0.29 and 0.020), hence a margin of 4 rather than 3.
 */
const CI_MARGIN = 4;
const CI_SHARE_FLOORS = {
  'GET calendar/default': THRESHOLDS.readShareOfPing / CI_MARGIN,
  'GET calendar/default/': THRESHOLDS.readShareOfPing / CI_MARGIN,
  'POST book/confirm (confirm)': 0.55 / CI_MARGIN,
  'POST book/confirm (payment)': 0.026 / CI_MARGIN,
};
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
  const instance = autocannon({ connections: CONNECTIONS, duration: WARMUP_S + DURATION_S, ...opts });
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

/** Open every day 08:00-20:00 (6 groups of 4 slots a day), BENCH_SEATS seats per slot. */
function benchSchedule() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-bench-schedule-'));
  const file = path.join(dir, 'schedule.json');
  const hours = [['08:00', '20:00']];
  fs.writeFileSync(
    file,
    JSON.stringify({
      slotMinutes: 30,
      seatsPerSlot: BENCH_SEATS,
      bookingWindowDays: 60,
      pricePerSlotYen: 1500,
      taxRatePercent: 10,
      weeklyHours: Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, hours])),
      closedDates: [],
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
    const api = `${server.baseUrl}/api`;
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
    const unpaidRoom = (groups.length * BENCH_SEATS) / 2; // MAX_UNPAID_DAY_SHARE of every day
    if (n > unpaidRoom) throw new Error(`the bench schedule ran out of unpaid room after ${unpaidRoom} payments`);
    return rowOf('POST book/confirm (payment)', r);
  } finally {
    await server.stop();
    schedule.remove();
  }
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
    rows.push(await paymentLoad());

    const ping = rows[0].rps;
    const [, calRow, dayRow, confirm, payment] = rows;
    const missed = [];
    for (const r of [calRow, dayRow]) {
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
          missed,
        }),
      );
    }
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e.message ?? e);
  process.exitCode = 1;
});
