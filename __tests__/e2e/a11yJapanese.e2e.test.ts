import { paths } from '../../src/shared/paths';
import { bookedViewPath, confirmedAccount, logIn, routes, violations, type Ready } from './a11yKit';
import { newPage, useSite } from './harness';
import { chooseJapanese, domSettled, serveTranslateStandIn } from './translateStandIn';

// Accessibility and looks: the same axe sweep as a11yAll, with the page in Japanese, i.e. what a
// visitor gets after choosing 日本語: the translate widget (a local stand-in that changes the DOM as the real
// one does, see translateStandIn.ts) sets <html lang="ja">, wraps the text in <font> and adds its banner.
jest.setTimeout(300_000);
const site = useSite();
const account = { name: 'Axe Japanese', email: 'axe-ja@example.com', password: 'axe-Passw0rd-ja' };

let viewPath = '';
beforeAll(async () => {
  viewPath = await bookedViewPath(site.server, { name: 'Axe Guest JA', email: 'axe-guest-ja@example.com' });
});

async function sweep(loggedIn: boolean): Promise<void> {
  const { context, page, pageErrors } = await newPage(site.browser);
  await serveTranslateStandIn(page);
  if (loggedIn) await logIn(context, site.server, account);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const found: Record<string, string[]> = {};
  for (const [route, ready] of routes(viewPath) as Array<[string, Ready]>) {
    await page.goto(`${site.server.baseUrl}${route}`);
    await ready(page);
    if (loggedIn) await page.getByRole('banner').getByRole('link', { name: account.name }).waitFor();
    await page.waitForLoadState('networkidle');
    await chooseJapanese(page);
    await domSettled(page); // React and the widget's observer are done
    const v = await violations(page);
    if (v.length) found[route] = v;
    if (loggedIn && route === paths.myPage) expect(new URL(page.url()).pathname).toBe(paths.myPage);
  }
  await context.close();
  expect({ found, pageErrors, dialogs }).toEqual({ found: {}, pageErrors: [], dialogs: [] });
}

test('every route logged out, in Japanese: no axe violations of any impact', async () => {
  await sweep(false);
});

test('every route logged in, in Japanese: no axe violations of any impact', async () => {
  await confirmedAccount(site.server, account);
  await sweep(true);
});

test('in Japanese, moving between pages through the header and footer links keeps the app working, with no axe violations', async () => {
  const { context, page, pageErrors } = await newPage(site.browser);
  await serveTranslateStandIn(page);
  await page.goto(`${site.server.baseUrl}${paths.home}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await chooseJapanese(page);
  const found: Record<string, string[]> = {};
  // The widget replaced the links' text with Japanese, so follow them by address.
  for (const to of [paths.about, paths.booking, paths.login, paths.terms, paths.privacy, paths.trading, paths.home, paths.booking]) {
    await page.locator(`header a[href="${to}"], footer a[href="${to}"]`).first().click();
    await page.waitForURL(`**${to}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await domSettled(page);
    const v = await violations(page);
    if (v.length) found[to] = v;
  }
  expect(await page.getAttribute('html', 'lang')).toBe('ja'); // still Japanese
  // the widget's banner is there but hidden, and does not push the page (and its sticky header) down
  expect(await page.locator('iframe.skiptranslate').count()).toBe(1);
  await expect(page.locator('iframe.skiptranslate').isVisible()).resolves.toBe(false);
  expect(await page.evaluate(() => [document.body.style.top, getComputedStyle(document.body).top])).toEqual(['40px', '0px']);
  await context.close();
  expect({ found, pageErrors }).toEqual({ found: {}, pageErrors: [] });
});
