import type { BrowserContext, Page } from 'playwright-core';
import { addDays, tokyoToday } from '../../src/shared/dates';
import { confirmedAccount, logIn, violations } from './a11yKit';
import { appRendered, newPage, screenshot, useSite } from './harness';
import { everyDaySchedule, screenshotBothWidths } from './steps';

// Changing the weekly time end to end (issue 41 point 7), in Chromium against the built server: a student reading
// Japanese, enrolled and paid by card, changes her weekly time on my page: the day it takes effect said, another time
// of her course chosen, the new terms on the confirmation screen, then confirmed. axe on each screen; 1280 and 390 px.
jest.setTimeout(300_000);
const site = useSite({ SCHEDULE_FILE: everyDaySchedule({ seats: 1, teacher: true }) });

/** Enrols the logged-in context in the first free weekly time of Elementary English and pays on the test checkout. */
async function enrolled(context: BrowserContext, page: Page) {
  const base = site.server.baseUrl;
  const times = await context.request.get(`${base}/api/public/courses/weekly-times?course_id=2&from=${addDays(tokyoToday(), 1)}`);
  const time = (await times.json()).times.filter((t: { class_id: number | null }) => t.class_id === null)[0];
  const choice = { course_id: 2, teacher_id: time.teacher_id, weekday: time.weekday, start: time.start, starts_on: time.first_lesson };
  const started = await context.request.post(`${base}/api/public/enrolments`, { data: { ...choice, confirmed: true } });
  expect(started.status()).toBe(201);
  await page.goto((await started.json()).checkout_url);
  await page.locator('#card').fill('4242 4242 4242 4242');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/app\/my_page/);
  await appRendered(page);
}

test('a student reading Japanese changes her weekly time on my page', async () => {
  const account = { name: 'Change ja', email: 'change-ja@example.com', password: 'change secret password 1' };
  await confirmedAccount(site.server, account);
  const { context, page, pageErrors } = await newPage(site.browser, 1280, 900, { locale: 'ja-JP' });
  page.setDefaultTimeout(20_000);
  await logIn(context, site.server, account);
  await enrolled(context, page);
  const course = page.getByRole('article').first();
  await course.getByRole('button', { name: 'コース・曜日時間を変更する' }).click();
  const form = course.getByRole('region', { name: 'コース・曜日時間の変更' });
  await form.getByText(/締切日|翌月1日/).waitFor();
  await form.getByRole('combobox', { name: 'コースの種類' }).selectOption({ value: '2' });
  await form.getByRole('radio').last().check();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'course-change-form-ja', screenshot);
  await form.getByRole('button', { name: '確認へ進む' }).click();
  const confirm = page.getByRole('region', { name: '変更後の契約内容の最終確認' });
  await confirm.getByRole('button', { name: '変更を確定する' }).waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'course-change-terms-ja', screenshot);
  await confirm.getByRole('button', { name: '変更を確定する' }).click();
  await page.getByRole('status').getByText('変更が確定しました').waitFor();
  expect(await violations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});
