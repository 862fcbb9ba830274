import { paths } from '../../src/shared/paths';
import { bookedViewPath, confirmedAccount, logIn, routes, violationsOn } from './a11yKit';
import { newPage, useSite } from './harness';

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
