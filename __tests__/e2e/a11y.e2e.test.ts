import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';

jest.setTimeout(180_000);
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const routes = ['/app', '/app/about', '/app/terms', '/app/privacy', '/app/trading', '/app/pay_for_booking', '/app/book_success', '/app/missing'];

describe.each([1280, 390])('axe at %i px', (width) => {
  test.each(routes)('%s has no accessibility violations', async (route) => {
    const { context, page } = await newPage(browser, width, 900);
    await page.goto(`${server.baseUrl}${route}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const violations = result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
    await context.close();
  });
});
