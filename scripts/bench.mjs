// `npm run bench` (issue 4 "Benchmark"): builds, then runs this script. `node scripts/bench.mjs` alone
// reuses the existing build (dist/ + dist-server/), so run `npm run build` first after a change.
//
// It starts the built server exactly as `npm start` does (node dist-server/server/server.js) on a free
// port with a fresh temporary DATA_DIR (embedded PGlite database, test checkout, mail to the outbox),
// then measures with autocannon, 50 connections for 10 s per route:
//   GET /api/ping (constant JSON, no database: the ceiling), the calendar, one day's timeslots and
//   POST /api/public/book/confirm (action_type 'confirm': priced, nothing stored).
// Then the 50-payer race: 50 simultaneous payment calls for the same 4 slots must end with exactly
// one 200 and 49 × 409 (the database refuses the double hold). Exits 1 if not, or if the server fails.
// Load generator and server share the machine, so the figures are a floor, not a capacity claim.
import autocannon from 'autocannon';
import os from 'node:os';
import { startBuiltServer } from './builtServer.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;
const RACERS = 50;


const getJson = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  return res.json();
};

const run = (opts) => autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });

async function main() {
  const server = await startBuiltServer('bench');
  try {
    const api = `${server.baseUrl}/api`;
    const days = await getJson(`${api}/public/rental-space/calendar/default`);
    const day = days.find((d) => d.status === 'available')?.date;
    if (!day) throw new Error('no available day in the calendar');
    const ymd = day.replaceAll('-', '');
    const slotIds = (await getJson(`${api}/public/rental-space/calendar/default/${ymd}`)).slice(0, 4).map((s) => s.id);
    const body = (action_type) =>
      JSON.stringify({
        rental_space_id: 'default', booking_date: ymd, timeslot_ids: slotIds, seat_count: 1,
        user_name: 'Bench Guest', user_email: 'bench@example.com', action_type,
      });
    const json = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };

    const routes = [
      ['GET /api/ping (ceiling)', { url: `${api}/ping` }],
      ['GET calendar/default', { url: `${api}/public/rental-space/calendar/default` }],
      [`GET calendar/default/${ymd}`, { url: `${api}/public/rental-space/calendar/default/${ymd}` }],
      ['POST book/confirm (confirm)', { url: `${api}/public/book/confirm`, method: 'POST', headers: json, body: body('confirm') }],
    ];
    console.log(`GTSS bench: ${CONNECTIONS} connections × ${DURATION_S} s per route, embedded PGlite, ${os.cpus().length} CPUs shared with the load generator\n`);
    const rows = [];
    for (const [name, opts] of routes) {
      process.stdout.write(`  ${name} …\n`);
      const r = await run(opts);
      rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts });
    }
    const ceiling = rows[0].rps;
    console.log(`\n${'route'.padEnd(32)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'% ping'.padStart(8)}`);
    for (const r of rows) {
      const pct = `${((100 * r.rps) / ceiling).toFixed(1)}%`;
      console.log(`${r.name.padEnd(32)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(r.bad).padStart(9)}${pct.padStart(8)}`);
    }

    // The race: every payer sends the same 4 slots at once; the database lets exactly one hold them.
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: RACERS }, () =>
        fetch(`${api}/public/book/confirm`, { method: 'POST', headers: json, body: body('payment') }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }, () => 'network error'),
      ),
    );
    const ms = performance.now() - started;
    const count = (s) => statuses.filter((x) => x === s).length;
    const others = statuses.filter((x) => x !== 200 && x !== 409);
    console.log(`\n${RACERS}-payer race for slots ${slotIds.join(', ')} on ${day}: ${ms.toFixed(0)} ms, ` +
      `200 × ${count(200)}, 409 × ${count(409)}${others.length ? `, other: ${others.join(', ')}` : ''}`);
    const free = (await getJson(`${api}/public/rental-space/calendar/default/${ymd}`)).map((s) => s.id);
    const stillFree = slotIds.filter((id) => free.includes(id));
    if (stillFree.length) console.log(`  but slots ${stillFree.join(', ')} are still listed as free`);
    const ok = count(200) === 1 && count(409) === RACERS - 1 && stillFree.length === 0;
    console.log(ok ? 'race OK: exactly one payer holds the slots' : 'race FAILED: expected exactly 1 × 200 and 49 × 409');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e.message ?? e);
  process.exitCode = 1;
});
