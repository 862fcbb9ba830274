import { newPage, screenshot, useSite } from './harness';

jest.setTimeout(300_000);
const site = useSite();

// The static routes and the words each one shows.
const staticRoutes: Array<[string, string, string]> = [
  ['/', 'Smart Booking for Global Educators', 'root'],
  ['/app', 'Smart Booking for Global Educators', 'home'],
  ['/app/about', 'Who We Are', 'about'],
  ['/app/terms', 'Terms of Service', 'terms'],
  ['/app/privacy', '隐私政策', 'privacy'],
  ['/app/trading', '特定商取引法に基づく表記', 'trading'],
  ['/app/pay_for_booking', 'Course Booking', 'pay_for_booking'],
  ['/app/book_success', 'Appointment successful', 'book_success'],
];

describe('every static route shows its content with the shared layout', () => {
  test.each(staticRoutes)('%s shows "%s"', async (route, heading, name) => {
    const { context, page, pageErrors } = await newPage(site.browser);
    const res = await page.goto(`${site.server.baseUrl}${route}`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe('GTSS | Language Booking Platform');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).waitFor();
    await page.getByRole('contentinfo').getByText('© 2025 GTSS Language School').waitFor();
    for (const link of ['Terms of Service', 'Privacy Policy', '特定商取引法に基づく表記']) {
      await page.getByRole('contentinfo').getByRole('link', { name: link }).waitFor();
    }
    await screenshot(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, name);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test('the home page shows the six feature blurbs', async () => {
    const { context, page } = await newPage(site.browser);
    await page.goto(`${site.server.baseUrl}/app`);
    for (const f of [
      'Smart Booking Calendar',
      'Cross-Platform QR Booking',
      'Multi-Currency Payment',
      'Auto Notifications',
      'Admin Dashboard',
      'Marketing Tools',
    ]) {
      await page.getByRole('heading', { name: f }).waitFor();
    }
    await context.close();
  });

  test('an unknown path answers HTTP 404 and shows the 404 page', async () => {
    const { context, page } = await newPage(site.browser);
    const res = await page.goto(`${site.server.baseUrl}/app/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await screenshot(page, 'not_found');
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${site.server.baseUrl}/app`);
    await context.close();
  });
});

describe('header navigation', () => {
  test('the header links navigate without reloading the page', async () => {
    const { context, page } = await newPage(site.browser);
    await page.goto(`${site.server.baseUrl}/app/terms`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'Who We Are' }).waitFor();
    expect(page.url()).toBe(`${site.server.baseUrl}/app/about`);
    await header.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Smart Booking for Global Educators' }).waitFor();
    await header.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    await context.close();
  });

  test('on a phone the menu toggle shows the navigation, and it closes after navigating', async () => {
    const { context, page } = await newPage(site.browser, 390, 844);
    await page.goto(`${site.server.baseUrl}/app`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.waitFor({ state: 'visible' });
    await screenshot(page, 'mobile_menu_open');
    await nav.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'Who We Are' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await context.close();
  });
});
