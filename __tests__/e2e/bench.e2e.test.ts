import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// Issue #6 in CI: `scripts/bench.mjs --duration 3 --json` against the production build (two
// servers, about 60 s in all: each route has a 2 s warm-up before its 3 s). The script itself exits
// 1 on a missed threshold; this test names each one. The load generator shares the machine's cores with the server, as in `npm run bench`.
jest.setTimeout(240_000);
const ROOT = path.resolve(__dirname, '../..');

interface Row { name: string; rps: number; p50: number; p99: number; failures: number }
interface BenchResult { rows: Row[]; race: { ok: boolean; ok200: number; conflict409: number }; missed: string[] }

let result: BenchResult;
beforeAll(async () => {
  const run = await promisify(execFile)(process.execPath, ['scripts/bench.mjs', '--duration', '3', '--json'], { cwd: ROOT, maxBuffer: 10 * 1024 * 1024 })
    .catch((e: { stdout?: string; stderr?: string }) => e); // exit 1 still prints the JSON
  if (!run.stdout) throw new Error(`bench printed no result:\n${run.stderr}`);
  result = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
}, 240_000);

const row = (prefix: string) => result.rows.find((r) => r.name.startsWith(prefix))!;

test('calendar and timeslots serve at least half the ping rate, p99 under 50 ms, no failures', () => {
  const ping = row('GET /api/ping');
  for (const r of [row('GET calendar/default'), result.rows[2]]) {
    expect({ name: r.name, shareOfPing: r.rps / ping.rps >= 0.5, p99Under50: r.p99 < 50, failures: r.failures })
      .toEqual({ name: r.name, shareOfPing: true, p99Under50: true, failures: 0 });
  }
});

test('the confirm call answers with p99 under 50 ms, no failures', () => {
  const r = row('POST book/confirm (confirm)');
  expect({ p99: r.p99, failures: r.failures }).toEqual({ p99: expect.any(Number), failures: 0 });
  expect(r.p99).toBeLessThan(50);
});

test('the payment call (hold + checkout session) under 50 connections: every one succeeds, p99 under 150 ms', () => {
  const r = row('POST book/confirm (payment)');
  console.log(`payment call: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
  expect({ failures: r.failures, p99Under150: r.p99 < 150 }).toEqual({ failures: 0, p99Under150: true });
});

test('50 simultaneous payers for the same 4 slots: exactly one holds them', () => {
  expect(result.race).toMatchObject({ ok: true, ok200: 1, conflict409: 49 });
});

test('the script reports no missed threshold', () => {
  expect(result.missed).toEqual([]);
});
