import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { timetable as ja } from '../../src/client/features/admin/i18n/messages/ja/timetable';
import { addDays, tokyoToday } from '../../src/shared/dates';
import { confirmedAccount, logIn, violations } from './a11yKit';
import { appRendered, newPage, screenshot, useSite } from './harness';

// The teachers' timetable in Chromium against the real server (issue 39, point 5), in Japanese: five teachers fit
// 1280 px, a phone (390 px) shows one teacher at a time with a picker; 満席 only when every teacher who works then has
// a class, 講師なし when none works; axe finds nothing; screenshots in screenshots/timetable-ja-*.png.
jest.setTimeout(240_000);

const CLERK = { name: 'Tomo Timetable', email: 'tomo@school.example', password: 'timetable-Passw0rd' };
const every = (hours: string[][]) => Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, hours]));
/** Open 09:00-21:00 every day; five teachers of their own hours: nobody works from 20:00. */
function fiveTeachers(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-e2e-timetable-'));
  const file = path.join(dir, 'schedule.json');
  const teacher = (name: string, languages: string[], hours: string[][]) => ({ name, languages, weeklyHours: every(hours) });
  fs.writeFileSync(
    file,
    JSON.stringify({
      slotMinutes: 30,
      seatsPerSlot: 1,
      bookingWindowDays: 30,
      pricePerSlotYen: 1500,
      taxRatePercent: 10,
      weeklyHours: every([['09:00', '21:00']]),
      closedDates: [],
      teachers: [
        teacher('佐藤 由紀', ['ja', 'en'], [['09:00', '15:00']]),
        teacher('Lee Min', ['ko', 'en'], [['09:00', '20:00']]),
        teacher('陳 偉', ['zh'], [['12:00', '20:00']]),
        teacher('Marie Dubois', ['fr', 'en'], [['09:00', '13:00']]),
        teacher('Hans Becker', ['de'], [['15:00', '20:00']]),
      ],
    }),
  );
  return file;
}
const scheduleFile = fiveTeachers();
const site = useSite({ OWNER_EMAILS: CLERK.email, SCHEDULE_FILE: scheduleFile });
const day = addDays(tokyoToday(), 1);
afterAll(() => fs.rmSync(path.dirname(scheduleFile), { recursive: true, force: true }));

/** A phone booking of 4 slots from `start` with `teacher` (1-5), as the desk makes it. */
async function book(page: Page, start: string, teacher: number, lesson: string, name: string) {
  const api = `${site.server.baseUrl}/api`;
  const slots = (await (await page.request.get(`${api}/public/rental-space/calendar/default/${day.replaceAll('-', '')}`)).json()) as Array<{
    id: number;
    start: string;
  }>;
  const from = slots.findIndex((s) => s.start === start);
  const res = await page.request.post(`${api}/admin/bookings`, {
    headers: { 'x-requested-with': 'fetch' },
    data: {
      booking_date: day,
      timeslot_ids: slots.slice(from, from + 4).map((s) => s.id),
      user_name: name,
      user_email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
      source: 'phone',
      payment: 'at_lesson',
      teacher_id: teacher,
      lesson_language: lesson,
    },
  });
  expect([res.status(), await res.text()]).toEqual([201, expect.any(String)]);
}

const rowHeaders = (page: Page) => page.getByRole('table').first().getByRole('rowheader').allInnerTexts();
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('five teachers at 1280 px and one at a time at 390 px, in Japanese, axe clean', async () => {
  await confirmedAccount(site.server, CLERK);
  const desk = await newPage(site.browser, 1280, 900, { locale: 'ja-JP' });
  desk.page.setDefaultTimeout(20_000);
  await logIn(desk.context, site.server, CLERK);
  // 10:00-12:00: 佐藤, Lee and Dubois all teach (陳 starts at 12:00): full. 陳 teaches 14:00-16:00.
  await book(desk.page, '10:00', 1, 'ja', 'Aoki Rin');
  await book(desk.page, '10:00', 2, 'ko', 'Kim Ara');
  await book(desk.page, '10:00', 4, 'fr', 'Mori Ken');
  await book(desk.page, '14:00', 3, 'zh', 'Chiba Sae');

  await desk.page.goto(`${site.server.baseUrl}/admin/timetable?date=${day}`);
  await appRendered(desk.page);
  await desk.page.getByRole('heading', { level: 1, name: ja['timetable.title'] }).waitFor();
  const table = desk.page.getByRole('table').first();
  await table.getByRole('link', { name: /^GT-/ }).first().waitFor();
  expect(await table.getByRole('columnheader').count()).toBe(6);
  const heads = await rowHeaders(desk.page);
  expect(heads.find((h) => h.startsWith('10:00'))).toMatch(/満席/);
  expect(heads.find((h) => h.startsWith('12:00'))).toMatch(/空き/);
  expect(heads.find((h) => h.startsWith('20:00'))).toMatch(/講師なし/);
  expect(await table.getByRole('link', { name: /^GT-/ }).count()).toBe(4);
  expect(await noSidewaysScroll(desk.page)).toBe(true);
  expect(await violations(desk.page)).toEqual([]);
  await screenshot(desk.page, 'timetable-ja-day');
  // the week: seven days, one table each (the days without classes too)
  await desk.page.getByRole('button', { name: ja['timetable.week'] }).click();
  await desk.page.getByRole('heading', { level: 2 }).nth(6).waitFor();
  expect(await noSidewaysScroll(desk.page)).toBe(true);
  expect(await violations(desk.page)).toEqual([]);
  await screenshot(desk.page, 'timetable-ja-week');
  expect(desk.pageErrors).toEqual([]);
  await desk.context.close();

  const phone = await newPage(site.browser, 390, 844, { locale: 'ja-JP' });
  phone.page.setDefaultTimeout(20_000);
  await logIn(phone.context, site.server, CLERK);
  await phone.page.goto(`${site.server.baseUrl}/admin/timetable?date=${day}`);
  await appRendered(phone.page);
  const picker = phone.page.getByRole('group', { name: ja['timetable.teacher'] });
  await picker.getByRole('button', { name: '陳 偉' }).click();
  const one = phone.page.getByRole('table').first();
  await one.getByRole('link', { name: /^GT-/ }).waitFor();
  expect(await one.getByRole('columnheader').allInnerTexts()).toEqual([expect.any(String), expect.stringMatching(/^陳 偉/)]);
  expect(await noSidewaysScroll(phone.page)).toBe(true);
  expect(await violations(phone.page)).toEqual([]);
  await screenshot(phone.page, 'timetable-ja-day');
  expect(phone.pageErrors).toEqual([]);
  await phone.context.close();
});
