import type { BrowserContext, Page } from 'playwright-core';
import { IN_APP_TEXTS } from '../../src/shared/inAppTexts';
import { PREVIEW_TEXTS } from '../../src/shared/linkPreview';
import { violations } from './a11yKit';
import { appRendered, screenshot, useSite } from './harness';
import { pickFirstAvailableDay } from './steps';

// A visitor who scans the school's QR code in LINE, or taps its link in Instagram, lands in the app's
// own browser, where Google refuses sign-in (403 disallowed_useragent). The site shows no Google button
// there but the way to the phone's browser, and the guest booking works right there, paid and confirmed.
jest.setTimeout(180_000);
const site = useSite();
const en = IN_APP_TEXTS.en;

const LINE_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 Instagram 298.0.0.31.110 Android (33/13; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 508193588)';

/** A phone-sized context that presents itself as the app's webview; the clipboard may be read back. */
async function inAppPhone(userAgent: string): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await site.browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Asia/Tokyo',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await context.route(/translate\.google(apis)?\.com/, (route) => route.abort());
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  return { context, page, pageErrors };
}

/** The login page in the app: the note instead of Google, nothing on it leads to Google, axe finds nothing. */
async function loginPageShowsTheNote(page: Page, app: string): Promise<void> {
  await page.goto(`${site.server.baseUrl}/app/login`);
  await appRendered(page);
  const note = page.getByRole('region', { name: en.title });
  await note.getByText(en.why(app)).waitFor();
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => href.includes('/auth/google'))).toEqual([]);
  expect(await page.getByRole('link', { name: /google/i }).count()).toBe(0);
  await page.getByLabel('Email').waitFor(); // email sign-in stays right there
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
}

/** A guest books four timeslots and pays on the test checkout, all inside the app's webview. */
async function guestBooksAndPays(page: Page, guest: { name: string; email: string }): Promise<void> {
  await page.goto(`${site.server.baseUrl}/app/booking`);
  await page.getByRole('grid').waitFor();
  await pickFirstAvailableDay(page);
  const boxes = page.getByRole('checkbox', { name: /^\d\d:\d\d-\d\d:\d\d$/ });
  await boxes.first().waitFor();
  for (let i = 0; i < 4; i++) await boxes.nth(i).check();
  await page.getByLabel('Name').fill(guest.name);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByRole('heading', { level: 1, name: 'Confirm and pay' }).waitFor();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${site.server.baseUrl}/app/book_success`);
  await page.getByRole('heading', { level: 1, name: 'Appointment successful' }).waitFor();
}

test('in LINE on an iPhone: no Google button, "Open in browser" for LINE, and a guest books and pays', async () => {
  const { context, page, pageErrors } = await inAppPhone(LINE_IPHONE);
  await loginPageShowsTheNote(page, 'LINE');
  const open = page.getByRole('link', { name: en.openInBrowser });
  expect(await open.getAttribute('href')).toBe('/app/login?openExternalBrowser=1');
  await screenshot(page, 'inapp-line-login');
  await page.setViewportSize({ width: 1280, height: 900 }); // a tablet's webview, or LINE on a desktop
  await screenshot(page, 'inapp-line-login');
  await page.setViewportSize({ width: 390, height: 844 });
  // a Google sign-in started anyway (an old page, a shared link) gets the server's explanation, not Google
  const started = await page.goto(`${site.server.baseUrl}/api/auth/google/login`);
  expect(started?.status()).toBe(403);
  await page.getByRole('heading', { level: 1, name: en.title }).waitFor();
  expect(await page.getByRole('link', { name: en.openInBrowser }).getAttribute('href')).toBe(
    `${site.server.baseUrl}/app/login?openExternalBrowser=1`,
  );
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'inapp-line-google-refused');

  await guestBooksAndPays(page, { name: 'Line Guest', email: 'line-guest@example.com' });
  await screenshot(page, 'inapp-line-booked');
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('in Instagram on Android: the menu item to use and "Copy link", which copies; a guest books and pays', async () => {
  const { context, page, pageErrors } = await inAppPhone(INSTAGRAM_ANDROID);
  await loginPageShowsTheNote(page, 'Instagram');
  await page.getByText(en.menuHint).waitFor();
  expect(await page.getByRole('link', { name: en.openInBrowser }).count()).toBe(0);
  await page.getByRole('button', { name: en.copyLink }).click();
  await page.getByRole('status').getByText(en.copied).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.server.baseUrl}/app/login`);
  expect(await violations(page)).toEqual([]);
  await screenshot(page, 'inapp-instagram-login');

  await guestBooksAndPays(page, { name: 'Insta Guest', email: 'insta-guest@example.com' });
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('a shared link previews with the page’s title in the visitor’s language and the site’s 1200×630 picture', async () => {
  const res = await fetch(`${site.server.baseUrl}/app/booking`, { headers: { 'accept-language': 'ja' } });
  const html = await res.text();
  const content = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(content('og:title')).toBe(PREVIEW_TEXTS.ja.titles.booking);
  expect(html).toContain(`<link rel="canonical" href="${site.server.baseUrl}/app/booking" />`);
  const image = await fetch(content('og:image')!);
  expect(image.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await image.arrayBuffer());
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
