import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { paths } from '../../src/shared/paths';
import { newPage, useSite, type RunningServer } from './harness';
import { findEmailedLink, findInOutbox } from './outbox';

// Issue 6 "Accessibility and looks": axe on every route of src/shared/paths.ts, logged out and logged in,
// zero violations of any impact. The view-booking page shows a real booking, made through the API and
// paid on the test checkout.
jest.setTimeout(300_000);
const site = useSite();
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const account = { name: 'Axe Tester', email: 'axe@example.com', password: 'axe-Passw0rd-1' };

async function api(route: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const res = await fetch(`${site.server.baseUrl}/api${route}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    ...(init.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  expect(res.status).toBeLessThan(400);
  return res;
}

/** A guest books the first 4 free slots, pays with the test card, and gets the emailed view-booking link. */
async function bookedViewPath(server: RunningServer): Promise<string> {
  const days = (await (await api('/public/rental-space/calendar/default')).json()) as Array<{ date: string; status: string }>;
  const date = days.find((d) => d.status === 'available')!.date.replaceAll('-', '');
  const slots = (await (await api(`/public/rental-space/calendar/default/${date}`)).json()) as Array<{ id: number }>;
  const payment = (await (
    await api('/public/book/confirm', {
      method: 'POST',
      body: { rental_space_id: 'default', booking_date: date, timeslot_ids: slots.slice(0, 4).map((s) => s.id), seat_count: 1,
        user_name: 'Axe Guest', user_email: 'axe-guest@example.com', action_type: 'payment' },
    })
  ).json()) as { session: { url: string } };
  const session = new URL(payment.session.url).pathname.split('/').pop();
  const paid = await fetch(`${server.baseUrl}/api/test-checkout/${session}/pay`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242424242424242',
  });
  expect(paid.status).toBe(303);
  return new URL(await findInOutbox(server, new RegExp(`${server.baseUrl.replaceAll('.', '\\.')}/view-booking/[\\w-]+/\\d+`))).pathname;
}

/** Every route, with what to wait for before axe runs (the page's own content, not the loading shell). */
function routes(viewPath: string): Array<[string, (page: Page) => Promise<void>]> {
  const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
  const calendar = async (page: Page) => {
    await h1(page);
    await page.getByRole('grid').waitFor();
    await page.getByRole('gridcell').first().waitFor();
  };
  const list: Array<[string, (page: Page) => Promise<void>]> = Object.values(paths)
    .filter((p) => p !== paths.viewBooking)
    .map((p) => [p, p === paths.booking ? calendar : h1]);
  return [...list, [viewPath, async (page) => void (await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor())], ['/app/no-such-page', h1]];
}

async function violationsOn(page: Page, route: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  await page.goto(`${site.server.baseUrl}${route}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

let viewPath = '';
beforeAll(async () => {
  viewPath = await bookedViewPath(site.server);
});

test('every route logged out, at 1280 px and 390 px: no axe violations of any impact', async () => {
  const found: Record<string, string[]> = {};
  for (const width of [1280, 390]) {
    const { context, page, pageErrors } = await newPage(site.browser, width, 900);
    for (const [route, ready] of routes(viewPath)) {
      const v = await violationsOn(page, route, ready);
      if (v.length) found[`${width} ${route}`] = v;
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  }
  expect(found).toEqual({});
});

test('logged in: /app, /app/my_page and /app/booking have no axe violations', async () => {
  await api('/public/users/register', { method: 'POST', body: account });
  const link = await findEmailedLink(site.server, '/confirm\\?token=[\\w-]+');
  await api(`/public/users/confirm?token=${new URL(link).searchParams.get('token')}`);
  const { context, page, pageErrors } = await newPage(site.browser);
  // the context's request shares its cookie jar with the page: the session cookie is the browser's
  const login = await context.request.post(`${site.server.baseUrl}/api/public/auth/login`, { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const found: Record<string, string[]> = {};
  const visited: string[] = [];
  for (const [route, ready] of routes(viewPath).filter(([r]) => [paths.home, paths.myPage, paths.booking].includes(r as never))) {
    const v = await violationsOn(page, route, async (p) => {
      await ready(p);
      await p.getByRole('banner').getByRole('link', { name: account.name }).waitFor(); // really logged in
    });
    if (v.length) found[route] = v;
    visited.push(new URL(page.url()).pathname); // my page did not send us to the login page
  }
  expect(visited.sort()).toEqual([paths.home, paths.booking, paths.myPage].sort());
  expect(pageErrors).toEqual([]);
  await context.close();
  expect(found).toEqual({});
});
