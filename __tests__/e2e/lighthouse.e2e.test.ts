import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { migratedPgDir } from '../setup/migratedDatabase';

// Performance: Lighthouse (mobile preset) on /app, /app/booking, /app/login and a real
// view-booking page, through scripts/lighthouse.mjs (the same check as `npm run lighthouse`). What does
// not depend on the machine's speed is asserted as the script does (accessibility, best practices, layout
// shift); the performance score with a margin for a machine three to four times slower. Lighthouse is
// ESM-only and Jest compiles import() to require() here, so the script runs as a child process and
// prints its results as JSON.
jest.setTimeout(300_000);

interface RouteResult {
  route: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  cls: number | null;
  fcp: number | null;
  lcp: number | null;
  runtimeError?: string;
  misses: string[];
  failing: string[];
}

let results: RouteResult[] = [];

beforeAll(async () => {
  const args = ['--json', '--pg-template', await migratedPgDir()];
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/lighthouse.mjs', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch(
    // exit code 1 means "below a threshold": the JSON is still on stdout and the tests below say which
    (e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }),
  );
  results = JSON.parse(stdout.trim().split('\n').at(-1)!) as RouteResult[];
  console.log(
    results
      .map(
        (r) =>
          `${r.route}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r['best-practices']}, CLS ${r.cls}, ` +
          `FCP ${r.fcp} ms, LCP ${r.lcp} ms; below 1: ${r.failing.join(', ')}`,
      )
      .join('\n'),
  );
});

test('the four routes were audited without a Lighthouse runtime error', () => {
  expect(results.map((r) => r.route.replace(/\/view-booking\/.+/, '/view-booking/…'))).toEqual([
    '/app',
    '/app/booking',
    '/app/login',
    '/view-booking/…',
  ]);
  expect(results.map((r) => r.runtimeError).filter(Boolean)).toEqual([]);
});

test('accessibility 100 and no layout shift above 0.05 on every route', () => {
  for (const r of results) {
    expect({ route: r.route, accessibility: r.accessibility }).toEqual({ route: r.route, accessibility: 100 });
    expect(r.cls).not.toBeNull();
    expect(r.cls!).toBeLessThanOrEqual(0.05);
  }
});

test('best-practices 100 on every route', () => {
  for (const r of results) expect({ route: r.route, bp: r['best-practices'] }).toEqual({ route: r.route, bp: 100 });
});

/**
 * The performance score times the page's main-thread work on this machine (simulated throttling scales
 * what it measures), so it falls on a slower or busier one: CI's may be two to three times slower than
 * the machine where 95 (`npm run lighthouse`'s target, met there at 99-100) was set. Measured with
 * `node scripts/lighthouse.mjs --cpu-slowdown N` (2026-11-24): a CPU three times slower (N = 12) scored
 * 75-85, four times slower (N = 16) 74-77. CI asserts a floor below both; the score is printed above.
 */
const CI_PERFORMANCE_FLOOR = 65;

test(`performance at least ${CI_PERFORMANCE_FLOOR} on every route (the target of 95 is for a quiet machine: npm run lighthouse)`, () => {
  for (const r of results) {
    expect({ route: r.route, performance: r.performance >= CI_PERFORMANCE_FLOOR }).toEqual({ route: r.route, performance: true });
  }
});
