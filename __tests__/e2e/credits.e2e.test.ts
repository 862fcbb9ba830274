import type { Page } from 'playwright-core';
import { confirmedAccount, logIn, violations } from './a11yKit';
import { chooseCourse, payOnTestCheckout, studentPage } from './enrolSteps';
import { newPage, screenshot, useSite } from './harness';
import { everyDaySchedule, screenshotBothWidths } from './steps';

// Absences and make-ups end to end (issue 41), in Chromium against the built server, for a student reading Japanese
// and one reading English: enrolled by card, she reports an absence from my page (a week ahead: in time, a credit),
// books a make-up with the credit from the free times offered, and the desk sees both on Today. axe on each screen;
// screenshots at 1280 and 390 px.
jest.setTimeout(300_000);
const scheduleFile = everyDaySchedule({ teacher: true });
const OWNER = { name: 'Oona Owner', email: 'owner@school.example', password: 'owner secret password 1' };
const site = useSite({ SCHEDULE_FILE: scheduleFile, OWNER_EMAILS: OWNER.email });

interface Words {
  locale: string;
  course: string;
  courseType: string;
  next: string;
  pay: string;
  section: string;
  lesson: string;
  report: string;
  noted: string;
  find: string;
  times: string;
  booked: string;
  makeups: string;
}
const JA: Words = {
  locale: 'ja-JP',
  course: '初級日本語',
  courseType: 'コースの種類',
  next: '確認へ進む',
  pay: '支払って入会する',
  section: '欠席と振替レッスン',
  lesson: 'レッスン',
  report: '欠席を連絡する',
  noted: '欠席のご連絡を受け付けました。',
  find: '振替レッスンを予約する',
  times: '振替レッスンの空き時間',
  booked: '振替レッスンを予約しました（クレジットを1回分使用）。',
  makeups: '振替レッスン',
};
const EN: Words = {
  locale: 'en-GB',
  course: 'Elementary English',
  courseType: 'Course type',
  next: 'Continue',
  pay: 'Pay and enrol',
  section: 'Absences and make-up lessons',
  lesson: 'Lesson',
  report: 'Report an absence',
  noted: 'Your absence is noted.',
  find: 'Book a make-up lesson',
  times: 'Free times for a make-up',
  booked: 'Your make-up lesson is booked, paid with a credit.',
  makeups: 'Your make-up lessons',
};

async function enrolByCard(w: Words, page: Page) {
  await chooseCourse(page, site.server, w);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: w.next }).click();
  await page.getByRole('button', { name: w.pay }).click();
  await payOnTestCheckout(page);
}

/** Reports the second coming lesson missed and books the first make-up offered; the make-up's day (yyyy-MM-dd). */
async function absenceAndMakeup(w: Words, who: string, page: Page): Promise<{ absent: string; makeup: string }> {
  const section = page.getByRole('region', { name: w.section });
  await section.waitFor();
  await section.getByRole('combobox', { name: w.lesson }).click();
  const option = page.getByRole('option').nth(1);
  const absentText = (await option.textContent()) ?? '';
  await option.click();
  await section.getByRole('button', { name: w.report }).click();
  await section.getByRole('status').getByText(w.noted).waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, `credits-absence-${who}`, screenshot);

  await section.getByRole('button', { name: w.find }).click();
  const times = section.getByRole('group', { name: w.times });
  await times.getByRole('button').first().waitFor();
  await times.getByRole('button').first().click();
  await section.getByRole('status').getByText(w.booked).waitFor();
  await section.getByRole('list', { name: w.makeups }).waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, `credits-makeup-${who}`, screenshot);
  const ids = await page.evaluate(async () => {
    const mine = await (await fetch('/api/public/mypage/enrolments', { headers: { 'x-requested-with': 'fetch' } })).json();
    const id = mine.enrolments[0].id as number;
    const c = await (await fetch(`/api/public/mypage/enrolments/${id}/credits`, { headers: { 'x-requested-with': 'fetch' } })).json();
    return { absent: c.absences[0].lesson_day as string, makeup: c.makeups[0].day as string };
  });
  expect(absentText).not.toBe('');
  return ids;
}

/** Today as the desk reads it: the Japanese student's desk in Japanese (the browser's language), the other's in English. */
const DESK = {
  ja: { locale: 'ja-JP', title: '今日', date: '日付', absences: '本日と明日の欠席', makeups: '本日の振替レッスン' },
  en: { locale: 'en-GB', title: 'Today', date: 'Date', absences: 'Absences today and tomorrow', makeups: 'Make-up lessons today' },
};

async function deskSeesBoth(lang: 'ja' | 'en', name: string, days: { absent: string; makeup: string }) {
  const d = DESK[lang];
  const { context, page, pageErrors } = await newPage(site.browser, 1280, 900, { locale: d.locale });
  await logIn(context, site.server, OWNER);
  for (const [day, region] of [
    [days.absent, d.absences],
    [days.makeup, d.makeups],
  ]) {
    await page.goto(`${site.server.baseUrl}/admin/today`);
    await page.getByRole('heading', { level: 1, name: d.title }).waitFor();
    await page.getByLabel(d.date).fill(day);
    await page.getByRole('region', { name: region }).getByText(name, { exact: false }).waitFor();
    expect(await violations(page)).toEqual([]);
  }
  await screenshotBothWidths(page, `credits-today-${lang}`, screenshot);
  expect(pageErrors).toEqual([]);
  await context.close();
}

test.each([
  ['ja', JA],
  ['en', EN],
] as const)('a student reading %s reports an absence and books a make-up; the desk sees both on Today', async (lang, w) => {
  const account = { name: `Credit ${lang}`, email: `credit-${lang}@example.com`, password: 'credit secret password 1' };
  if (lang === 'ja') await confirmedAccount(site.server, OWNER);
  const { context, page, pageErrors } = await studentPage(site, account, w.locale);
  await enrolByCard(w, page);
  const days = await absenceAndMakeup(w, lang, page);
  expect(pageErrors).toEqual([]);
  await context.close();
  await deskSeesBoth(lang, account.name, days);
});
