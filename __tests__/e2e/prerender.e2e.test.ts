import { bookedViewPath } from './a11yKit';
import { appRendered, newPage, useSite } from './harness';

// The pre-rendered pages in the browser, at phone width: painted from the HTML alone, then replaced by
// the app without a visible change (src/client/prerender.tsx, src/client/boot.ts).
jest.setTimeout(180_000);
const site = useSite();

const PHONE = { width: 412, height: 823 };
const routes: Array<[string, string]> = [
  ['/', 'Smart Booking for Global Educators'],
  ['/app', 'Smart Booking for Global Educators'],
  ['/app/about', 'Who We Are'],
  ['/app/terms', 'Terms of Service'],
  ['/app/privacy', '隐私政策'],
  ['/app/trading', '特定商取引法に基づく表記'],
  ['/app/pay_for_booking', 'Course Booking'],
  ['/app/booking', 'Try a trial class'],
  ['/app/login', 'Log in'],
  ['/app/signup', 'Sign up'],
  ['/app/forgot_pass', 'Reset your password'],
  ['/app/book_success', 'Appointment successful'],
  ['/view-booking/no-such-reference/1', 'Your booking'], // then 'Booking not found.' below the heading
  ['/no-such-page', 'Page not found'],
];

interface Timeline {
  fcp?: number;
  mainRequested?: number;
  shifts: number;
  h1: string[];
  headers: number;
  footers: number;
}

test.each(routes)(
  '%s: "%s" is painted before the app\'s scripts are requested, and nothing moves when the app takes over',
  async (route, heading) => {
    const { context, page, pageErrors } = await newPage(site.browser, PHONE.width, PHONE.height);
    // every layout shift from the page's first moment (Lighthouse's CLS counts the same entries)
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifts += (e as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await page.goto(`${site.server.baseUrl}${route}`);
    await appRendered(page);
    await page.waitForLoadState('networkidle');
    const t: Timeline = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      mainRequested: performance.getEntriesByType('resource').find((r) => r.name.endsWith('/static/js/main.js'))?.startTime,
      shifts: (window as unknown as { shifts: number }).shifts,
      h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
      headers: document.querySelectorAll('header').length,
      footers: document.querySelectorAll('footer').length,
    }));
    expect(t.fcp).toBeDefined();
    expect(t.mainRequested).toBeDefined();
    expect(t.fcp!).toBeLessThan(t.mainRequested!);
    expect({ shifts: t.shifts, h1: t.h1, headers: t.headers, footers: t.footers }).toEqual({
      shifts: 0,
      h1: [heading],
      headers: 1,
      footers: 1,
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  },
);

test("a booking's link: its refund line comes drawn in the HTML, no call is made, and nothing moves when the app takes over", async () => {
  const viewPath = await bookedViewPath(site.server, { name: 'Copy Guest', email: 'copy-guest@example.com' });
  const { context, page, pageErrors } = await newPage(site.browser, PHONE.width, PHONE.height);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifts += (e as unknown as { value: number }).value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  const calls: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/public/view-booking/') && calls.push(r.url())));
  const html = await (await page.goto(`${site.server.baseUrl}${viewPath}`))!.text();
  expect(/<div data-prerendered inert>[\s\S]*If you cancel, ¥6,000 is refunded to the card you paid with\./.test(html)).toBe(true);
  await appRendered(page);
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  expect({ shifts, calls, errors: pageErrors }).toEqual({ shifts: 0, calls: [], errors: [] });
  expect(await page.getByText('If you cancel, ¥6,000 is refunded to the card you paid with.').count()).toBe(1);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Booking\s*GT-/);
  await context.close();
});

test('without its scripts a pre-rendered page can be read but not used: nothing in it takes focus', async () => {
  const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [route, heading] of [
    ['/app/login', 'Log in'],
    ['/app/booking', 'Try a trial class'],
  ]) {
    await page.goto(`${site.server.baseUrl}${route}`);
    expect(await page.locator('h1').textContent()).toBe(heading);
    expect(await page.locator('h1').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  }
  await context.close();
});

test('a visitor who types and clicks at once keeps what they typed: the app takes the input, never the copy', async () => {
  const { context, page, pageErrors } = await newPage(site.browser, PHONE.width, PHONE.height);
  await page.goto(`${site.server.baseUrl}/app/login`);
  // Playwright, like a finger on an inert field, gets nowhere until the app's field is there
  await page.getByLabel('Email').fill('early@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await appRendered(page);
  expect(await page.getByLabel('Email').inputValue()).toBe('early@example.com');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});

test("the booking page's form and calendar find their styles in the HTML: the app's commits compile none of them", async () => {
  const { context, page, pageErrors } = await newPage(site.browser, PHONE.width, PHONE.height);
  await page.goto(`${site.server.baseUrl}/app/booking`);
  await appRendered(page);
  await page.getByRole('grid').waitFor(); // the calendar, once the dates have come
  const { adopted, shown } = await page.evaluate(() => {
    // emotion adopts the HTML's <style data-emotion="css id …"> (it marks them data-s); its own rules go elsewhere
    const ids = [...document.querySelectorAll('style[data-emotion][data-s]')].flatMap((s) =>
      s.getAttribute('data-emotion')!.split(' ').slice(1),
    );
    const form = document.querySelector('#booking form')!;
    const classes = [form, ...form.querySelectorAll('*')].flatMap((e) => [...e.classList]).filter((c) => c.startsWith('css-'));
    return { adopted: ids, shown: [...new Set(classes.map((c) => c.slice('css-'.length)))] };
  });
  expect(shown.length).toBeGreaterThan(20);
  expect(shown.filter((id) => !adopted.includes(id))).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});
