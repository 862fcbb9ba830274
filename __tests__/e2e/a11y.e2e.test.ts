import AxeBuilder from '@axe-core/playwright';
import { newPage, useSite } from './harness';

jest.setTimeout(180_000);
const site = useSite();

const routes = ['/app', '/app/about', '/app/terms', '/app/privacy', '/app/trading', '/app/pay_for_booking', '/app/book_success', '/app/missing'];

describe.each([1280, 390])('axe at %i px', (width) => {
  test.each(routes)('%s has no accessibility violations', async (route) => {
    const { context, page } = await newPage(site.browser, width, 900);
    await page.goto(`${site.server.baseUrl}${route}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const violations = result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
    await context.close();
  });
});
