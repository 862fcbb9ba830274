import type { Page } from 'playwright-core';
import { newPage, screenshot, useSite } from './harness';

jest.setTimeout(120_000);
const site = useSite();

/** Stand-in for the widget's script: builds the widget's <select>, and "translates" on change. */
const STAND_IN = `
window.google = { translate: { TranslateElement: function (opts, id) {
  var select = document.createElement('select');
  select.className = 'goog-te-combo';
  ['', ...opts.includedLanguages.split(',')].forEach(function (c) { select.add(new Option(c, c)); });
  select.addEventListener('change', function () { document.documentElement.setAttribute('data-translated-to', select.value); });
  document.getElementById(id).appendChild(select);
} } };
window.googleTranslateElementInit();
`;

function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.dismiss();
  });
  return seen;
}

test('when the translate widget never loads, choosing a language alerts after about 5 seconds', async () => {
  const { context, page } = await newPage(site.browser);
  const dialogs = recordDialogs(page);
  await page.goto(`${site.server.baseUrl}/app/about`);
  await page.getByRole('heading', { level: 1, name: 'Who We Are' }).waitFor();
  const started = Date.now();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await page.waitForEvent('dialog', { timeout: 60_000 });
  await page.waitForTimeout(100); // let the recording handler run too
  expect(dialogs).toEqual(['Google Translate not ready. Please try again shortly.']);
  expect(Date.now() - started).toBeGreaterThanOrEqual(5000); // 10 polls 500 ms apart come first
  await context.close();
});

test('when the widget is there, choosing a language switches the page through it', async () => {
  const { context, page } = await newPage(site.browser);
  const dialogs = recordDialogs(page);
  await page.route(/translate\.google\.com\/translate_a\/element\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
  await page.goto(`${site.server.baseUrl}/app`);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-translated-to') === 'zh-TW');
  // the page's own words switched to Traditional Chinese at once, the selector's label too
  await page.getByRole('combobox', { name: '語言' }).selectOption('ja');
  await page.waitForFunction(() => document.documentElement.getAttribute('data-translated-to') === 'ja');
  expect(await page.locator('script[src*="translate_a/element.js"]').count()).toBe(1); // loaded once
  await screenshot(page, 'translate_widget');
  expect(dialogs).toEqual([]);
  await context.close();
});
