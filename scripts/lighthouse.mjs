// `npm run lighthouse` (Performance): Lighthouse 13 (default mobile preset, simulated
// throttling) in headless Debian chromium against the production build. Run `npm run build` first.
//
// It starts the built server as `npm start` ends (node dist-server/server/server.js) on a free port with
// a fresh temporary DATA_DIR, books and pays a trial class through the API and the built-in test
// checkout to get a real view-booking page, then audits /app, /app/booking, /app/login and that page.
// Prints a table; exits 1 when any route is below the thresholds. `--json` prints the results as one
// JSON line instead (the e2e test reads it; Lighthouse is ESM-only and Jest compiles import() away).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBuiltServer } from './builtServer.mjs';

export const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, cls: 0.05 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// The flags Debian's chromium needs on this closed network
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function api(baseUrl, route, init) {
  const res = await fetch(`${baseUrl}/api${route}`, { redirect: 'manual', ...init });
  if (res.status >= 400) throw new Error(`${init?.method ?? 'GET'} ${route}: ${res.status} ${await res.text()}`);
  return res;
}

/** A guest books the first 4 free slots of the first available day, pays on the test checkout, and gets the emailed link. */
async function bookedViewPath({ baseUrl, dataDir }) {
  const days = await (await api(baseUrl, '/public/rental-space/calendar/default')).json();
  const date = days.find((d) => d.status === 'available').date.replaceAll('-', '');
  const slots = await (await api(baseUrl, `/public/rental-space/calendar/default/${date}`)).json();
  const body = {
    rental_space_id: 'default',
    booking_date: date,
    timeslot_ids: slots.slice(0, 4).map((s) => s.id),
    seat_count: 1,
    user_name: 'Lighthouse Guest',
    user_email: 'lighthouse@example.com',
    action_type: 'payment',
  };
  const payment = await (
    await api(baseUrl, '/public/book/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
  const session = new URL(payment.session.url).pathname.split('/').pop();
  await api(baseUrl, `/test-checkout/${session}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242424242424242',
  });
  const outbox = path.join(dataDir, 'outbox');
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const f of mails) {
      const text = fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, '');
      const link = /\/view-booking\/[\w-]+\/\d+/.exec(text);
      if (link) return link[0];
    }
  }
  throw new Error('the booking confirmation email with the view-booking link did not arrive within 20 s');
}

/**
 * Lighthouse sometimes fails to record the page load's trace ("NO_NAVSTART … Please run Lighthouse
 * again"): a fault of the tool's run, not a score. Such a run is repeated, up to RUNS_ON_ERROR times.
 */
const RUNS_ON_ERROR = 3;
/**
 * `--cpu-slowdown N` replaces the mobile preset's 4x CPU slowdown: 12 plays the same phone on a machine
 * three times slower than this one, which is how the CI floor of the performance score was chosen
 * (__tests__/e2e/lighthouse.e2e.test.ts).
 */
const cpuSlowdown = process.argv.includes('--cpu-slowdown') ? Number(process.argv[process.argv.indexOf('--cpu-slowdown') + 1]) : undefined;
const THROTTLING = cpuSlowdown ? { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } } : {};
async function lighthouseRun(url, port) {
  for (let run = 1; ; run++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...THROTTLING });
    if (!lhr.runtimeError || run === RUNS_ON_ERROR) return lhr;
    console.error(`${url}: Lighthouse run ${run} failed (${lhr.runtimeError.code}); running it again`);
  }
}

async function audit(url, port) {
  const lhr = await lighthouseRun(url, port);
  const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    // which element was the largest paint (a page whose largest text waits for its scripts names it here)
    lcpElement: /"nodeLabel":"((?:[^"\\]|\\.)*)"/.exec(JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {}))?.[1] ?? null,
    runtimeError: lhr.runtimeError?.message,
    failing,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

export function belowThresholds(r) {
  const t = THRESHOLDS;
  return [
    r.performance < t.performance && `performance ${r.performance} < ${t.performance}`,
    r.accessibility < t.accessibility && `accessibility ${r.accessibility} < ${t.accessibility}`,
    r['best-practices'] < t['best-practices'] && `best-practices ${r['best-practices']} < ${t['best-practices']}`,
    !(r.cls <= t.cls) && `CLS ${r.cls ?? 'not measured'} > ${t.cls}`,
    r.runtimeError && `runtime error: ${r.runtimeError}`,
  ].filter(Boolean);
}

/** Audits the four routes; each result has the scores, CLS/FCP/LCP and the list of threshold misses. */
export async function runLighthouse() {
  const server = await startBuiltServer('lighthouse');
  let chrome;
  try {
    const viewPath = await bookedViewPath(server);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const results = [];
    for (const route of ['/app', '/app/booking', '/app/login', viewPath]) {
      const r = await audit(`${server.baseUrl}${route}`, chrome.port);
      results.push({ route, ...r, misses: belowThresholds(r) });
    }
    return results;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

function printTable(results) {
  const ms = (v) => (v === null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);
  const rows = [
    ['route', 'performance', 'accessibility', 'best-practices', 'CLS', 'FCP', 'LCP'],
    ...results.map((r) =>
      [r.route, r.performance, r.accessibility, r['best-practices'], r.cls?.toFixed(3) ?? 'n/a', ms(r.fcp), ms(r.lcp)].map(String),
    ),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log(
    `\nthresholds: performance >= ${THRESHOLDS.performance}, accessibility ${THRESHOLDS.accessibility}, best-practices ${THRESHOLDS['best-practices']}, CLS <= ${THRESHOLDS.cls}`,
  );
  for (const r of results.filter((x) => x.misses.length)) {
    console.log(`FAIL ${r.route}: ${r.misses.join('; ')}\n  audits below 1: ${r.failing.join(', ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runLighthouse();
  if (process.argv.includes('--json')) console.log(JSON.stringify(results));
  else printTable(results);
  process.exitCode = results.some((r) => r.misses.length) ? 1 : 0;
}
