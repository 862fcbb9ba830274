import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { confirmedAccount, logIn, violations } from './a11yKit';
import { appRendered, newPage, screenshot, useSite } from './harness';
import { findInOutbox } from './outbox';
import { detail, pickFirstAvailableDay, screenshotBothWidths } from './steps';
import { addDays, tokyoToday } from '../../src/shared/dates';

// Teachers end to end, in Chromium against the built server: a school seeded with three teachers; a
// visitor on a phone chooses the language and a teacher with the keyboard, books that teacher's times and
// pays, and every page after names the teacher; the owner's Teachers page in the console; a day off that hits an
// enrolled lesson, canceled on the owner's confirm, and the make-up the desk then books with the student's credit.
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
/** The owner's account, registered once for the file's tests (a second registration sends no new link). */
let ownerAccount: Promise<void> | undefined;
const ownerConfirmed = () => (ownerAccount ??= confirmedAccount(site.server, OWNER));

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
  // the server's copy of the page already shows the booking's heading: axe reads the app's page, once it has taken over
  await appRendered(page);
  await page.getByRole('heading', { level: 1, name: /^Booking GT-/ }).waitFor();
  expect(await detail(page, 'Teacher').textContent()).toBe('Sato Yuki');
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'teachers-03-view');
  expect(pageErrors).toEqual([]);
});

test('the owner’s Teachers page lists the teachers with their classes, and its form is accessible at both widths', async () => {
  await ownerConfirmed();
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

test('the owner gives Sato a day off that hits an enrolled lesson: listed, canceled on confirm, and the desk books the make-up', async () => {
  await ownerConfirmed();
  const { context, page, pageErrors } = await newPage(site.browser);
  await logIn(context, site.server, OWNER);
  const api = (p: string) => `${site.server.baseUrl}/api${p}`;
  // a walk-in enrolled with Sato (Elementary English) at the desk, through the API
  const made = await context.request.post(api('/admin/enrolments/walk-in'), {
    data: { name: 'Mika Mori', email: 'mika@example.com', language: 'ja' },
  });
  const customer = (await made.json()).id as number;
  const times = (
    await (await context.request.get(api(`/admin/enrolments/weekly-times?course_id=2&from=${addDays(tokyoToday(), 1)}`))).json()
  ).times as Array<{
    teacher_id: number;
    teacher_name: string;
    weekday: number;
    start: string;
    first_lesson: string;
    class_id: number | null;
  }>;
  const t = times.find((x) => x.teacher_name.startsWith('Sato') && x.class_id === null)!;
  const choice = { course_id: 2, teacher_id: t.teacher_id, weekday: t.weekday, start: t.start, starts_on: t.first_lesson };
  const enrolled = await context.request.post(api('/admin/enrolments'), { data: { ...choice, customer_id: customer, language: 'ja' } });
  expect(enrolled.status()).toBe(201);
  const enrolmentId = (await enrolled.json()).id as number;

  await page.goto(`${site.server.baseUrl}/admin/teachers`);
  await page.getByRole('button', { name: 'Edit Sato Yuki' }).click();
  await page.getByRole('button', { name: 'Add an exception' }).click();
  await page.getByLabel('Exception 1 date').fill(t.first_lesson);
  await page.getByRole('button', { name: 'Save teacher' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'These enrolled lessons fall in the time this change removes' });
  await refusal.getByText('Mika Mori').waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'teachers-06-time-off-refused', screenshot);

  await refusal.getByRole('button', { name: 'Cancel this lesson and save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel 1 lesson and save the new hours?' });
  await dialog.getByLabel(/^Why/).fill('Sato is at a training day');
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'teachers-07-time-off-dialog', screenshot);
  await dialog.getByRole('button', { name: 'Cancel 1 lesson and save' }).click();
  await page
    .getByRole('status')
    .getByText(/1 lesson was canceled/)
    .waitFor();
  expect(await findInOutbox(site.server, /講師の都合により中止/)).toBeTruthy();

  // the student's make-up credit, spent at the desk on the enrolment's page
  await page.goto(`${site.server.baseUrl}/admin/enrolments/${enrolmentId}`);
  const makeup = page.getByRole('region', { name: 'Book a make-up' });
  await makeup.getByRole('button', { name: 'Show free times' }).click();
  await makeup.getByRole('combobox', { name: 'Free time' }).click();
  await page.getByRole('option').first().click();
  await makeup.getByRole('button', { name: 'Book this make-up' }).click();
  await makeup
    .getByRole('status')
    .getByText(/^Make-up GT-/)
    .waitFor();
  expect(await findInOutbox(site.server, /振替レッスンのご予約/)).toBeTruthy();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, 'teachers-08-desk-makeup', screenshot);
  expect(pageErrors).toEqual([]);
});
