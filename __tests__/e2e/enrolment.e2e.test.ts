import type { Page } from 'playwright-core';
import { violations } from './a11yKit';
import { chooseCourse, payOnTestCheckout, studentPage } from './enrolSteps';
import { screenshot, useSite } from './harness';
import { everyDaySchedule, screenshotBothWidths } from './steps';

// Enrolling end to end (issue 40), in Chromium against the built server: a visitor reading Japanese and one reading
// English choose a course on /app/pay_for_booking, a weekly time with Sato, read the final confirmation screen with
// every item 特定商取引法 12条の6 asks for, pay the first month and the fee on the test checkout, and find the
// lessons and the paid month on my page. axe on each new screen; screenshots at 1280 and 390 px.
jest.setTimeout(300_000);
const scheduleFile = everyDaySchedule({ seats: 1, teacher: true });
const site = useSite({ SCHEDULE_FILE: scheduleFile });

interface Words {
  locale: string;
  course: string;
  courseType: string;
  next: string;
  confirm: string;
  items: RegExp[];
  pay: string;
  myCourses: string;
  paid: string;
}

const JA: Words = {
  locale: 'ja-JP',
  course: '初級日本語',
  courseType: 'コースの種類',
  next: '確認へ進む',
  confirm: 'お申し込み内容の最終確認',
  items: [
    /月のレッスン回数\s*月4回/,
    /初回のお支払い（今お支払い）\s*[\d,]+円：\d{4}年\d{1,2}月分の授業料/,
    /入会金 5,500円/,
    /2か月目以降のお支払い\s*毎月 12,000円（税込）/,
    /お支払い日（課金日）\s*\d{4}年\d{1,2}月から毎月1日/,
    /契約期間\s*初回レッスン/,
    /退会の方法と期限\s*毎月15日までに/,
  ],
  pay: '支払って入会する',
  myCourses: '受講中のコース',
  paid: '支払済み',
};
const EN: Words = {
  locale: 'en-GB',
  course: 'Elementary English',
  courseType: 'Course type',
  next: 'Continue',
  confirm: 'Confirm your enrolment',
  items: [
    /Lessons per month\s*4 lessons a month/,
    /First payment \(charged now\)\s*¥[\d,]+: tuition for \w+ \d{4}/,
    /enrolment fee ¥5,500/,
    /Every later payment\s*¥12,000 a month, tax included/,
    /Charge dates\s*Day 1 of each month/,
    /Contract period\s*From your first lesson/,
    /How to withdraw\s*Tell us by day 15 of a month/,
  ],
  pay: 'Pay and enrol',
  myCourses: 'My courses',
  paid: 'Paid',
};

async function enrolAs(w: Words, who: string, page: Page) {
  await chooseCourse(page, site.server, w);
  const first = page.getByRole('radio').first();
  await first.waitFor();
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, `enrol-choose-${who}`, screenshot);
  await first.check();
  await page.getByRole('button', { name: w.next }).click();
  const screenPart = page.getByRole('region', { name: w.confirm });
  await screenPart.waitFor();
  const text = (await screenPart.innerText()).replace(/\s+/g, ' ');
  for (const item of w.items) expect(text).toMatch(item);
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, `enrol-confirm-${who}`, screenshot);
  await page.getByRole('button', { name: w.pay }).click();
  await payOnTestCheckout(page);
  const mine = page.getByRole('region', { name: w.myCourses });
  await mine.getByRole('article').first().waitFor();
  expect(await mine.getByRole('listitem').count()).toBeGreaterThanOrEqual(4); // the next lessons
  await expect(mine.getByRole('cell', { name: w.paid }).first().textContent()).resolves.toMatch(new RegExp(`^${w.paid}`)); // then its receipt's link
  expect(await violations(page)).toEqual([]);
  await screenshotBothWidths(page, `enrol-mypage-${who}`, screenshot);
}

test.each([
  ['ja', JA],
  ['en', EN],
] as const)('a visitor reading %s enrols from /app/pay_for_booking, confirms, pays and sees the lessons on my page', async (lang, w) => {
  const account = { name: `Enrol ${lang}`, email: `enrol-${lang}@example.com`, password: 'enrol secret password 1' };
  const { context, page, pageErrors } = await studentPage(site, account, w.locale);
  await enrolAs(w, lang, page);
  expect(pageErrors).toEqual([]);
  await context.close();
});
