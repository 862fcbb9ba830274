import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserContext, Page } from 'playwright-core';
import { BOOKING_DATA_ID } from '../../src/shared/bookingData';
import { SCREENSHOT_DIR } from './harness';

// Accessibility and looks: screenshots compared with committed baselines.
export const BASELINE_DIR = path.resolve('__tests__/e2e/baselines');
/** Where a failing comparison leaves the actual shot and the diff (screenshots/ is gitignored). */
export const VISUAL_OUT_DIR = path.join(SCREENSHOT_DIR, 'visual');
export const UPDATE = process.env.UPDATE_BASELINES === '1';
/**
 * A shot fails when more than this many pixels differ (pixelmatch, per-pixel threshold 0.1, anti-aliased
 * pixels counted too: text is mostly anti-aliased edges). Shots of the same build are identical run to
 * run (0 pixels on every shot), so the limit only allows a little rendering jitter: changing one digit
 * of the footer's "© 2025" makes 39 pixels differ and fails every shot.
 */
export const MAX_DIFF_PIXELS = 20;

/** The day the browser lives on (a Monday, Tokyo time); the pinned data below is relative to it. */
export const FROZEN_NOW = new Date('2026-03-02T10:00:00+09:00');
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.UTC(2026, 2, 2 + offset));

/**
 * Makes what the server says about dates stable: the server works on the real today, the browser on
 * FROZEN_NOW. The calendar becomes 60 days from the frozen tomorrow (Sundays closed); a booking's date,
 * time, code (random per booking), reference and creation time are pinned, the rest of it (amounts, status) is the server's own.
 */
export async function pinDatedData(context: BrowserContext): Promise<void> {
  await context.route(/\/api\/public\/rental-space\/calendar\/default$/, (route) =>
    route.fulfill({
      json: Array.from({ length: 60 }, (_, i) => ({
        date: ymd(day(i + 1)),
        status: day(i + 1).getUTCDay() === 0 ? 'closed' : 'available',
      })),
    }),
  );
  const pinned = { booking_date: ymd(day(14)), time_range: '10:00-12:00', code: 'GT-4K29' };
  await context.route(/\/api\/public\/mypage\/bookings$/, async (route) => {
    const real = (await (await route.fetch()).json()) as Array<Record<string, unknown>>;
    await route.fulfill({ json: real.map((b) => ({ ...b, ...pinned })) });
  });
  const pinView = (real: Record<string, unknown>) => ({
    ...real,
    ...pinned,
    booking_reference_id: 'VisualBaselineRef0001',
    created_at: '2026-03-01T03:04:05.000Z',
  });
  await context.route(/\/api\/public\/view-booking\//, async (route) => {
    await route.fulfill({ json: pinView((await (await route.fetch()).json()) as Record<string, unknown>) });
  });
  // the link's page carries the booking itself (its data block, which the page shows instead of calling)
  await context.route(
    (url) => url.pathname.startsWith('/view-booking/'),
    async (route) => {
      const real = await route.fetch();
      const html = (await real.text()).replace(PAGE_BOOKING, (_, json: string) => {
        const block = JSON.parse(json) as { detail: Record<string, unknown> };
        return `${PAGE_BOOKING_OPEN}${JSON.stringify({ ...block, detail: pinView(block.detail) }).replaceAll('<', '\\u003c')}</script>`;
      });
      const headers = Object.fromEntries(Object.entries(real.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)));
      await route.fulfill({ response: real, headers, body: html });
    },
  );
}

const PAGE_BOOKING_OPEN = `<script type="application/json" id="${BOOKING_DATA_ID}">`;
const PAGE_BOOKING = new RegExp(`${PAGE_BOOKING_OPEN}(.*?)</script>`);

const STILL_CSS =
  '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';

/** Waits until the page is still: fonts loaded, no request in flight, no skeleton or busy region left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, [aria-busy="true"]'));
  await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot would draw the sticky header mid-page
}

export interface Comparison {
  name: string;
  ok: boolean;
  message: string;
  /** Pixels that differ from the baseline, when the sizes matched. */
  differing?: number;
}

/** Compares a PNG with its baseline (or writes the baseline with UPDATE_BASELINES=1). */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const baselinePath = path.join(BASELINE_DIR, `${name}.png`);
  if (UPDATE || !fs.existsSync(baselinePath)) {
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselinePath, actual);
    return {
      name,
      ok: UPDATE,
      message: UPDATE ? 'baseline written' : `no baseline yet: wrote ${baselinePath}; commit it, or run with UPDATE_BASELINES=1`,
    };
  }
  const baseline = fs.readFileSync(baselinePath);
  // Chromium encodes the same pixels into the same bytes: an identical file needs no decoding or
  // pixel-by-pixel comparison (most of this test's CPU time when nothing changed).
  if (baseline.equals(actual)) return { name, ok: true, message: '0 pixels differ (identical file)', differing: 0 };
  const want = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  const keep = (diff?: PNG) => {
    fs.mkdirSync(VISUAL_OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(VISUAL_OUT_DIR, `${name}.actual.png`), actual);
    if (diff) fs.writeFileSync(path.join(VISUAL_OUT_DIR, `${name}.diff.png`), PNG.sync.write(diff));
  };
  if (want.width !== got.width || want.height !== got.height) {
    keep();
    return {
      name,
      ok: false,
      message: `size ${got.width}x${got.height}, baseline ${want.width}x${want.height}; actual: ${VISUAL_OUT_DIR}/${name}.actual.png`,
    };
  }
  const diff = new PNG({ width: want.width, height: want.height });
  const differing = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: 0.1, includeAA: true });
  if (differing <= MAX_DIFF_PIXELS) return { name, ok: true, message: `${differing} pixels differ`, differing };
  keep(diff);
  return {
    name,
    ok: false,
    differing,
    message:
      `${differing} pixels differ (limit ${MAX_DIFF_PIXELS}); ` +
      `actual and diff in ${VISUAL_OUT_DIR}/${name}.{actual,diff}.png. If the change is intended: UPDATE_BASELINES=1`,
  };
}
