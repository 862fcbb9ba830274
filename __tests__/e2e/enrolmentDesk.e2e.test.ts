import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { confirmedAccount, logIn, violations } from './a11yKit';
import { newPage, screenshot, useSite } from './harness';
import { screenshotBothWidths } from './steps';

// The desk's enrolment end to end (issue 40), in Chromium against the built server: a walk-in new to the school is
// made a customer, enrolled in a weekly lesson after the terms are shown, and pays the first month in cash; the
// courses, the enrolment's page and tuition by month pass axe at 1280 and 390 px (screenshots at both widths).
jest.setTimeout(240_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-e2e-enrol-'));
const scheduleFile = path.join(dir, 'schedule.json');
const every = (hours: string[][]) => Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, hours]));
fs.writeFileSync(
  scheduleFile,
  JSON.stringify({
    slotMinutes: 30,
    seatsPerSlot: 1,
    bookingWindowDays: 30,
    pricePerSlotYen: 1500,
    taxRatePercent: 10,
    weeklyHours: every([['09:00', '21:00']]),
    closedDates: [],
    teachers: [{ name: 'Sato Yuki', languages: ['ja', 'en'], weeklyHours: every([['17:00', '20:00']]) }],
  }),
);
const OWNER = { name: 'Oona Owner', email: 'owner@school.example', password: 'owner secret password 1' };
const site = useSite({ SCHEDULE_FILE: scheduleFile, OWNER_EMAILS: OWNER.email });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the desk enrols a walk-in paying at the school and marks the first month paid; every page passes axe at both widths', async () => {
  await confirmedAccount(site.server, OWNER);
  const { context, page, pageErrors } = await newPage(site.browser);
  await logIn(context, site.server, OWNER);

  await page.goto(`${site.server.baseUrl}/admin/courses`);
  await page.getByRole('table', { name: 'The school’s courses' }).getByText('Elementary English').waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'enrol-01-courses', screenshot);

  await page.goto(`${site.server.baseUrl}/admin/enrol`);
  await page.getByRole('heading', { level: 1, name: 'Enrol a customer' }).waitFor();
  await page.getByLabel('Name').fill('Aya Abe');
  await page.getByRole('button', { name: 'Add as a new customer' }).click();
  await page.getByText('Enrolling Aya Abe').waitFor();
  await page.getByRole('combobox', { name: 'Course' }).selectOption('2');
  await page.getByRole('radio').first().check();
  const terms = page.getByRole('region', { name: 'The terms: show them to the customer before confirming' });
  // the terms, or the refusal that came instead (said, so a failure here shows why)
  const refused = page.getByRole('alert');
  await Promise.race([terms.getByText(/^First payment: /).waitFor(), refused.waitFor()]);
  expect(await refused.allTextContents()).toEqual([]);
  await terms.getByText(/tell the school by day 15 of a month/).waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'enrol-02-terms', screenshot);

  await terms.getByRole('button', { name: 'The customer agrees: enrol' }).click();
  await page.getByRole('heading', { level: 1, name: /^Enrolment EN-/ }).waitFor();
  const first = page.getByRole('group', { name: /^Mark \d{4}-\d{2} paid$/ }).first();
  const firstMonth = /\d{4}-\d{2}/.exec((await first.getAttribute('aria-label')) ?? '')![0];
  await first.getByRole('button', { name: 'Paid in cash' }).click();
  await page
    .getByRole('status')
    .getByText(/is marked paid/)
    .waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'enrol-03-enrolment', screenshot);

  await page.goto(`${site.server.baseUrl}/admin/enrolments`);
  await page.getByRole('cell', { name: 'Aya Abe' }).waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'enrol-04-list', screenshot);

  await page.goto(`${site.server.baseUrl}/admin/tuition`);
  await page.getByRole('heading', { level: 1, name: 'Tuition by month' }).waitFor();
  await page.getByRole('textbox', { name: 'Month', exact: true }).fill(firstMonth); // (not the loading skeleton's label)
  await page.getByRole('table', { name: 'Each enrolment’s tuition this month' }).getByRole('cell', { name: 'Aya Abe' }).waitFor();
  expect(await page.getByText('Paid at the school', { exact: true }).locator('xpath=following-sibling::dd').textContent()).toMatch(
    /^¥[1-9]/,
  );
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'enrol-05-tuition', screenshot);
  expect(pageErrors).toEqual([]);
});
