import { violationsOn } from './a11yKit';
import { newPage, useSite } from './harness';

jest.setTimeout(180_000);
const site = useSite();

const routes = [
  '/app',
  '/app/about',
  '/app/terms',
  '/app/privacy',
  '/app/trading',
  '/app/pay_for_booking',
  '/app/book_success',
  '/app/missing',
];

describe.each([1280, 390])('axe at %i px', (width) => {
  test.each(routes)('%s has no accessibility violations', async (route) => {
    const { context, page } = await newPage(site.browser, width, 900);
    const found = await violationsOn(page, `${site.server.baseUrl}${route}`, (p) => p.getByRole('heading', { level: 1 }).waitFor());
    expect(found).toEqual([]);
    await context.close();
  });
});
