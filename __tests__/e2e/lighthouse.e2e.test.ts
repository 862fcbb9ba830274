import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// Issue 6 "Performance": Lighthouse (mobile preset) on /app, /app/booking, /app/login and a real
// view-booking page, through scripts/lighthouse.mjs (the same check as `npm run lighthouse`). Lighthouse is
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
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/lighthouse.mjs', '--json'], { maxBuffer: 16 * 1024 * 1024 }).catch(
    // exit code 1 means "below a threshold": the JSON is still on stdout and the tests below say which
    (e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }),
  );
  results = JSON.parse(stdout.trim().split('\n').at(-1)!) as RouteResult[];
  console.log(results.map((r) => `${r.route}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r['best-practices']}, CLS ${r.cls}, ` +
    `FCP ${r.fcp} ms, LCP ${r.lcp} ms; below 1: ${r.failing.join(', ')}`).join('\n'));
});

test('the four routes were audited without a Lighthouse runtime error', () => {
  expect(results.map((r) => r.route.replace(/\/view-booking\/.+/, '/view-booking/…'))).toEqual(['/app', '/app/booking', '/app/login', '/view-booking/…']);
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

test('performance at least 95 on every route', () => {
  for (const r of results) expect({ route: r.route, performance: r.performance >= 95 }).toEqual({ route: r.route, performance: true });
});
