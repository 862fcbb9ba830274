import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, slotBegun, tokyoToday } from '../../src/shared/dates';

/** The value shown next to a label in a detail list (dt/dd). */
export const detail = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Only available days can be chosen; step forward through the months to the first one. */
export async function pickFirstAvailableDay(page: Page): Promise<void> {
  const calendar = page.getByRole('grid');
  for (let month = 0; month < 3; month++) {
    const day = calendar.getByRole('gridcell', { disabled: false }).and(page.locator('button')).first(); // not a filler cell
    if (await day.count()) return day.click();
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error('no available day in the first three months of the calendar');
}

/** A screenshot at 1280 px, then another at phone width (390 px), back to 1280 px afterwards. */
export async function screenshotBothWidths(page: Page, name: string, shoot: (page: Page, name: string) => Promise<void>): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot would draw the sticky header mid-page
  await shoot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Every day open 09:00-21:00, so today (a walk-in) has slots whatever the day CI runs on; `o.teacher`: one teacher,
 * Sato Yuki (Japanese and English), working 17:00-21:00 every day (the enrolment stories' weekly time).
 */
export function everyDaySchedule(o: { seats?: number; teacher?: boolean } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-e2e-schedule-'));
  const file = path.join(dir, 'schedule.json');
  const every = (hours: string[][]) => Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, hours]));
  const teachers = o.teacher ? [{ name: 'Sato Yuki', languages: ['ja', 'en'], weeklyHours: every([['17:00', '21:00']]) }] : undefined;
  fs.writeFileSync(
    file,
    JSON.stringify({
      slotMinutes: 30,
      seatsPerSlot: o.seats ?? 2,
      bookingWindowDays: 30,
      pricePerSlotYen: 1500,
      taxRatePercent: 10,
      weeklyHours: every([['09:00', '21:00']]),
      closedDates: [],
      ...(teachers ? { teachers } : {}),
    }),
  );
  return file;
}

/**
 * The day a walk-in can be booked at the desk: today while `slots` of its slots (four, a booking's least) are
 * free and begin more than ten minutes from now (Japan time), else tomorrow (late in the Japan day, as when CI
 * runs in the evening, today has too few left). A test that then moves the walk-in to a longer time asks for
 * as many slots as the longer time needs: in the afternoon, today may have four left but not ten.
 */
export async function walkInDay(context: BrowserContext, baseUrl: string, slots = 4): Promise<string> {
  const today = tokyoToday();
  const res = await context.request.get(`${baseUrl}/api/admin/calendar?from=${today}&days=1`);
  const view = (await res.json()) as { days: Array<{ slots: Array<{ start: string; seats_free: number; closed: boolean }> }> };
  const soon = new Date(Date.now() + 10 * 60_000);
  const open = view.days[0].slots.filter((s) => !s.closed && s.seats_free > 0 && !slotBegun(today, s.start, soon));
  return open.length >= slots ? today : addDays(today, 1);
}
