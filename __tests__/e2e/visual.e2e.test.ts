import type { Browser, Page } from 'playwright-core';
import { paths } from '../../src/shared/paths';
import { bookedViewPath, confirmedAccount, logIn, routes, type Ready } from './a11yKit';
import { newPage, useSite } from './harness';
import { compareWithBaseline, FROZEN_NOW, pinDatedData, settle, type Comparison } from './visualKit';

// Accessibility and looks: every route of logged out, plus my page and a booking page
// logged in, at 360, 768 and 1280 px, compared with the PNGs in __tests__/e2e/baselines (full page).
// UPDATE_BASELINES=1 rewrites them. The browser's clock is frozen and the server's dated data pinned
// (visualKit.ts), so the booking calendar, my bookings and the booking page are the same every day.
jest.setTimeout(300_000);
const site = useSite();
const account = { name: 'Visual Tester', email: 'visual@example.com', password: 'visual-Passw0rd-1' };
const WIDTHS: Array<[number, number]> = [
  [360, 800],
  [768, 1024],
  [1280, 800],
];

let viewPath = '';
beforeAll(async () => {
  await confirmedAccount(site.server, account);
  // booked as a guest with the account's email: my page lists it too
  viewPath = await bookedViewPath(site.server, { name: account.name, email: account.email });
});

/** The baseline's name for a route: '/app/about' → 'about', '/app' → 'home'. */
function shotName(route: string, width: number, loggedIn: boolean): string {
  const slug =
    route === paths.home ? 'home' : route.startsWith('/view-booking/') ? 'view-booking' : route.split('/').filter(Boolean).pop()!;
  return `${slug}${loggedIn ? '-logged-in' : ''}-${width}`;
}

async function shoot(
  browser: Browser,
  width: number,
  height: number,
  loggedIn: boolean,
  list: Array<[string, Ready]>,
): Promise<Comparison[]> {
  const { context, page, pageErrors } = await newPage(browser, width, height);
  await page.clock.setFixedTime(FROZEN_NOW);
  await pinDatedData(context);
  if (loggedIn) await logIn(context, site.server, account);
  const results: Comparison[] = [];
  for (const [route, ready] of list) {
    await page.goto(`${site.server.baseUrl}${route}`);
    await ready(page);
    if (loggedIn) await page.locator(`header a[href="${paths.myPage}"]`).waitFor({ state: 'attached' }); // the menu is closed on phones
    await settle(page);
    const name = shotName(route, width, loggedIn);
    // WCAG 1.4.10 reflow: nothing may push the page sideways, even by a few pixels
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) results.push({ name, ok: false, message: `the page is ${scrollWidth} px wide in a ${width} px window` });
    results.push(compareWithBaseline(name, await shot(page)));
  }
  expect(pageErrors).toEqual([]);
  await context.close();
  return results;
}

const shot = (page: Page) => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });

test.each(WIDTHS)('every route at %i px looks like its baseline (logged out; my page and a booking logged in)', async (width, height) => {
  const all = routes(viewPath);
  // '/' is the same page as /app; logged out, my page is the login page
  const loggedOut = all.filter(([r]) => r !== paths.root && r !== paths.myPage);
  const loggedIn = all.filter(([r]) => r === paths.myPage || r === viewPath);
  const results = [
    ...(await shoot(site.browser, width, height, false, loggedOut)),
    ...(await shoot(site.browser, width, height, true, loggedIn)),
  ];
  const noisiest = results.reduce((a, b) => ((b.differing ?? 0) > (a.differing ?? 0) ? b : a));
  const identical = results.filter((r) => r.message.endsWith('(identical file)')).length;
  console.log(
    `${width} px: ${results.length} shots, ${identical} byte-identical to their baseline; most pixels differing: ${noisiest.differing ?? 0} (${noisiest.name})`,
  );
  expect(results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.message}`)).toEqual([]);
  expect(results).toHaveLength(loggedOut.length + loggedIn.length);
});
