import type { Browser, Page } from 'playwright-core';
import { confirmedAccount, logIn } from './a11yKit';
import { appRendered, newPage, type RunningServer } from './harness';

// The steps every enrolment story starts with: a new student's page, the course chosen on /app/pay_for_booking, and
// the first month paid on the built-in test checkout.

type Site = { server: RunningServer; browser: Browser };
type Account = { name: string; email: string; password: string };

/** A confirmed account, logged in, on a desktop-sized page in the browser's `locale`. */
export async function studentPage(site: Site, account: Account, locale: string) {
  await confirmedAccount(site.server, account);
  const opened = await newPage(site.browser, 1280, 900, { locale });
  opened.page.setDefaultTimeout(20_000);
  await logIn(opened.context, site.server, account);
  return opened;
}

/** The enrolment page with `course` chosen in its course-type list (named `courseType` in the page's language). */
export async function chooseCourse(page: Page, server: RunningServer, w: { courseType: string; course: string }) {
  await page.goto(`${server.baseUrl}/app/pay_for_booking`);
  await appRendered(page);
  const select = page.getByLabel(w.courseType);
  await select.locator('option', { hasText: w.course }).waitFor({ state: 'attached' });
  await select.selectOption({ label: w.course });
}

/** Pays on the test checkout the enrolment's pay button went to, and waits for my page. */
export async function payOnTestCheckout(page: Page) {
  await page.waitForURL(/\/api\/test-tuition\//);
  await page.locator('#card').fill('4242 4242 4242 4242');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/app\/my_page/);
  await appRendered(page);
}
