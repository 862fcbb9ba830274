import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { migratedPgDir } from '../setup/migratedDatabase';

// The API under load, as CI can check it on any machine: `scripts/bench.mjs --duration 3
// --json --no-admin` against the production build (three servers, about 70 s in all; the back office's
// figures are `npm run bench:admin`'s, asserted nowhere, so CI does not spend its time on them). CI's machines are shared and
// may be two to three times slower than the one the targets were set on, so this test asserts what
// holds anywhere: no failed request under load, exactly one winner of the race, and each route's
// rate as a share of the ping rate measured in the same run, with a margin (the script's CI_MARGIN).
// The absolute figures (req/s, p50, p99) and the targets they miss are printed, never asserted:
// `npm run bench` on a quiet machine keeps the absolute targets and its exit code.
jest.setTimeout(600_000);
const ROOT = path.resolve(__dirname, '../..');

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  shareOfPing: number;
}
interface BenchResult {
  rows: Row[];
  race: { ok: boolean; ok200: number; conflict409: number; ms: number };
  missed: string[];
  ciMargin: number;
  ciShareFloors: Record<string, number>;
}

let result: BenchResult;
beforeAll(async () => {
  const args = ['--duration', '3', '--json', '--no-admin', '--pg-template', await migratedPgDir()];
  const run = await promisify(execFile)(process.execPath, ['scripts/bench.mjs', ...args], {
    cwd: ROOT,
    maxBuffer: 10 * 1024 * 1024,
  }).catch((e: { stdout?: string; stderr?: string }) => e); // exit 1 (a missed absolute target) still prints the JSON
  if (!run.stdout) throw new Error(`bench printed no result:\n${run.stderr}`);
  result = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
  console.log(
    [
      'bench (absolute figures of this machine, reported, not asserted):',
      ...result.rows.map(
        (r) => `  ${r.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${(100 * r.shareOfPing).toFixed(1)} % of ping`,
      ),
      `  race: ${result.race.ms} ms`,
      `targets of a quiet machine missed here: ${result.missed.length ? result.missed.join('; ') : 'none'}`,
    ].join('\n'),
  );
}, 600_000);

const row = (prefix: string) => {
  const r = result.rows.find((x) => x.name.startsWith(prefix));
  if (!r) throw new Error(`no bench row ${prefix}`);
  return r;
};

test('under 50 connections, no request to any route fails (no error, no time-out, no non-2xx answer)', () => {
  expect(result.rows.map((r) => r.name)).toEqual([
    'GET /api/ping (ceiling)',
    'GET calendar/default',
    expect.stringMatching(/^GET calendar\/default\/\d{8}$/),
    'POST book/confirm (confirm)',
    'POST book/confirm (payment)',
    'GET 10 teachers: calendar',
    'GET 10 teachers: timeslots',
    'POST 10 teachers: payment (any teacher)',
  ]);
  expect(result.rows.filter((r) => r.failures > 0).map((r) => `${r.name}: ${r.failures} failed`)).toEqual([]);
  expect(result.rows.every((r) => r.rps > 0)).toBe(true);
});

test('50 simultaneous payers for the same 4 slots: exactly one holds them, 49 get 409', () => {
  expect(result.race).toMatchObject({ ok: true, ok200: 1, conflict409: 49 });
});

test('each route serves its share of the ping rate measured in the same run (floors with a 4x margin), a school with 10 teachers too', () => {
  expect(result.ciMargin).toBeGreaterThanOrEqual(2.5);
  const floors = Object.entries(result.ciShareFloors);
  expect(floors).toHaveLength(6);
  const below = floors
    .map(([prefix, floor]) => ({ r: row(prefix), floor }))
    .filter(({ r, floor }) => !(r.shareOfPing >= floor))
    .map(({ r, floor }) => `${r.name}: ${(100 * r.shareOfPing).toFixed(1)} % of ping, floor ${(100 * floor).toFixed(1)} %`);
  expect(below).toEqual([]);
});
