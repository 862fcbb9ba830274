import { paths } from '../../src/shared/paths';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, bookedViewPath, confirmedAccount, logIn, routes, violationLine, violations, violationsOn } from './a11yKit';
import { newPage, screenshot, useSite } from './harness';
import { BROWSERS, englishLeft, servedPage, shownLanguage } from './languageKit';

// Accessibility and looks: axe on every route of src/shared/paths.ts, logged out and logged in,
// zero violations of any impact. The view-booking page shows a real booking, made through the API and
// paid on the test checkout.
jest.setTimeout(300_000);
const site = useSite();
const account = { name: 'Axe Tester', email: 'axe@example.com', password: 'axe-Passw0rd-1' };

let viewPath = '';
beforeAll(async () => {
  viewPath = await bookedViewPath(site.server);
});

test('every route logged out, at 1280 px and 390 px: no axe violations of any impact', async () => {
  const found: Record<string, string[]> = {};
  for (const width of [1280, 390]) {
    const { context, page, pageErrors } = await newPage(site.browser, width, 900);
    for (const [route, ready] of routes(viewPath)) {
      const v = await violationsOn(page, `${site.server.baseUrl}${route}`, ready);
      if (v.length) found[`${width} ${route}`] = v;
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  }
  expect(found).toEqual({});
});

// Issue 38: each page in the browser's language from the first paint (the server's HTML), its selector
// showing it, no English word left, nothing wider than a phone, and axe clean; a screenshot of each at 390 px.
test.each(BROWSERS)(
  'every route logged out in a %s browser at 390 px: in %s from the first paint, and no axe violations',
  async (locale, language) => {
    const { context, page, pageErrors } = await newPage(site.browser, 390, 844, { locale });
    const found: Record<string, unknown> = {};
    for (const [route, ready] of routes(viewPath)) {
      const url = `${site.server.baseUrl}${route}`;
      const served = await servedPage(context, url, locale);
      const v = await violationsOn(page, url, ready);
      const shown = await shownLanguage(page);
      const wrong = {
        ...(v.length ? { axe: v } : {}),
        ...(served.lang === language ? {} : { servedLang: served.lang }),
        ...(englishLeft(served.copy, language).length ? { firstPaintEnglish: englishLeft(served.copy, language) } : {}),
        ...(englishLeft(shown.text, language).length ? { english: englishLeft(shown.text, language) } : {}),
        ...(shown.selector === language && shown.lang === language ? {} : { selector: shown.selector, lang: shown.lang }),
        ...(shown.overflow ? { overflow: true } : {}),
      };
      if (Object.keys(wrong).length) found[route] = wrong;
      const name = route === viewPath ? 'view_booking' : route.replace(/^\//, '').replace(/\W+/g, '_') || 'root';
      await screenshot(page, `language-${language}-${name}`);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
    expect(found).toEqual({});
  },
);

test('every route logged in, at 1280 px: no axe violations of any impact', async () => {
  await confirmedAccount(site.server, account);
  const { context, page, pageErrors } = await newPage(site.browser);
  await logIn(context, site.server, account);
  const found: Record<string, string[]> = {};
  for (const [route, ready] of routes(viewPath)) {
    const v = await violationsOn(page, `${site.server.baseUrl}${route}`, async (p) => {
      await ready(p);
      await p.getByRole('banner').getByRole('link', { name: account.name }).waitFor(); // really logged in
    });
    if (v.length) found[route] = v;
    if (route === paths.myPage) expect(new URL(page.url()).pathname).toBe(paths.myPage); // not sent to the login page
  }
  expect(pageErrors).toEqual([]);
  await context.close();
  expect(found).toEqual({});
});

test("the sweep's axe finds what @axe-core/playwright finds: an image added without a text alternative, and nothing else", async () => {
  const { context, page } = await newPage(site.browser);
  const clean = await violationsOn(page, `${site.server.baseUrl}${paths.about}`, (p) =>
    p.getByRole('heading', { level: 1 }).first().waitFor(),
  );
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.ico">'));
  const found = await violations(page);
  // the package's own run (a page of its own for the results): the reference the sweep's lighter run must agree with
  const reference = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  await context.close();
  expect({ clean, found }).toEqual({ clean: [], found: [expect.stringMatching(/^critical image-alt: img$/)] });
  expect(found).toEqual(reference.violations.map(violationLine));
});
