import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { confirmedAccount, logIn, violations } from './a11yKit';
import { appRendered, newPage, screenshot, useSite } from './harness';
import { findInOutbox } from './outbox';
import { detail, pickFirstAvailableDay, screenshotBothWidths } from './steps';

// Teachers end to end, in Chromium against the built server: a school seeded with three teachers; a
// visitor on a phone chooses the language and a teacher with the keyboard, books that teacher's times and
// pays, and every page after names the teacher; the owner's Teachers page in the console.
jest.setTimeout(180_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-e2e-teachers-'));
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
    weeklyHours: every([['09:00', '18:00']]),
    closedDates: [],
    teachers: [
      {
        name: 'Sato Yuki',
        languages: ['ja', 'en'],
        weeklyHours: every([['13:00', '18:00']]),
        profile: { en: 'Conversation for beginners.' },
      },
      { name: 'Lee Min', languages: ['ko', 'en'] },
      { name: 'Chen Wei', languages: ['zh'], bookableOnline: false },
    ],
  }),
);
const OWNER = { name: 'Oona Owner', email: 'owner@school.example', password: 'owner secret password 1' };
const site = useSite({ SCHEDULE_FILE: scheduleFile, OWNER_EMAILS: OWNER.email });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a visitor on a phone chooses Japanese and Sato with the keyboard, books Sato’s afternoon, and every page names the teacher', async () => {
  const { page, pageErrors } = await newPage(site.browser, 390, 844);
  await page.goto(`${site.server.baseUrl}/app/booking`);
  await appRendered(page);
  const learn = page.getByRole('radiogroup', { name: 'What would you like to learn?' });
  const teacher = page.getByRole('radiogroup', { name: 'Teacher' });
  await teacher.getByRole('radio', { name: 'Lee Min' }).waitFor();
  await page.getByRole('grid').waitFor(); // the calendar has loaded
  // Chen is booked by staff only
  expect(await teacher.getByRole('radio', { name: 'Chen Wei' }).count()).toBe(0);
  expect(await teacher.getByRole('radio', { name: 'Any teacher' }).isChecked()).toBe(true);
  expect(await violations(page)).toEqual([]);

  // Japanese, by keyboard: only Sato teaches it
  await learn.getByRole('radio', { name: 'Any language' }).focus();
  await page.keyboard.press('ArrowRight'); // the next language in the group
  const chosenLanguage = await learn.getByRole('radio', { checked: true }).getAttribute('value');
  if (chosenLanguage !== 'ja') await learn.getByRole('radio', { name: 'Japanese' }).check();
  await teacher.getByRole('radio', { name: 'Lee Min' }).waitFor({ state: 'detached' });
  await teacher.getByRole('radio', { name: 'Sato Yuki' }).focus();
  await page.keyboard.press('Space');
  expect(await teacher.getByRole('radio', { name: 'Sato Yuki' }).isChecked()).toBe(true);
  await screenshotBothWidths(page, 'teachers-01-chooser', screenshot);
  await page.setViewportSize({ width: 390, height: 844 });

  // the calendar and the timeslots are Sato's: from 13:00
  await pickFirstAvailableDay(page);
  const boxes = page.getByRole('checkbox', { name: /^\d\d:\d\d-\d\d:\d\d$/ });
  await boxes.first().waitFor();
  const labels = await boxes.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.closest('label')?.textContent ?? ''));
  expect(labels.length).toBe(10); // 13:00-18:00
  for (const label of ['13:00-13:30', '13:30-14:00', '14:00-14:30', '14:30-15:00']) {
    await page.getByRole('checkbox', { name: label, exact: true }).check();
  }
  await page.getByLabel('Name').fill('Hanako Yamada');
  await page.getByLabel('Email').fill('hanako@example.com');
  // the Confirm button fades from its disabled grey to its colour: axe reads the colours once it has
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.waitForURL(`${site.server.baseUrl}/app/payment`);
  expect(await detail(page, 'Teacher').textContent()).toBe('Sato Yuki');
  await screenshot(page, 'teachers-02-payment');

  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${site.server.baseUrl}/app/book_success`);
  const link = await findInOutbox(site.server, new RegExp(`${site.server.baseUrl.replaceAll('.', '\\.')}/view-booking/[\\w-]+/\\d+`));
  await findInOutbox(site.server, /Teacher: Sato Yuki/); // the confirmation email names the teacher
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: /^Booking GT-/ }).waitFor();
  expect(await detail(page, 'Teacher').textContent()).toBe('Sato Yuki');
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'teachers-03-view');
  expect(pageErrors).toEqual([]);
});

test('the owner’s Teachers page lists the teachers with their classes, and its form is accessible at both widths', async () => {
  await confirmedAccount(site.server, OWNER);
  const { context, page, pageErrors } = await newPage(site.browser);
  await logIn(context, site.server, OWNER);
  await page.goto(`${site.server.baseUrl}/admin/teachers`);
  await page.getByRole('heading', { level: 1, name: 'Teachers' }).waitFor();
  for (const name of ['Sato Yuki', 'Lee Min', 'Chen Wei']) await page.getByText(name, { exact: true }).first().waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'teachers-04-console', screenshot);
  await page.getByRole('button', { name: 'Edit Lee Min' }).click();
  await page.getByRole('heading', { name: 'Edit Lee Min' }).waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'teachers-05-edit', screenshot);
  expect(pageErrors).toEqual([]);
});
