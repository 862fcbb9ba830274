import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { paths } from '../../src/shared/paths';
import { appRendered, type RunningServer } from './harness';
import { findEmailedLink, findInOutbox } from './outbox';

// Shared by the axe tests (a11yAll: English; a11yJapanese: the page translated by the widget).
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function api(server: RunningServer, route: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const res = await fetch(`${server.baseUrl}/api${route}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    ...(init.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
  });
  expect(res.status).toBeLessThan(400);
  return res;
}

/** A guest books the first 4 free slots, pays with the test card, and gets the emailed view-booking link. */
export async function bookedViewPath(
  server: RunningServer,
  guest = { name: 'Axe Guest', email: 'axe-guest@example.com' },
): Promise<string> {
  const days = (await (await api(server, '/public/rental-space/calendar/default')).json()) as Array<{ date: string; status: string }>;
  const date = days.find((d) => d.status === 'available')!.date.replaceAll('-', '');
  const slots = (await (await api(server, `/public/rental-space/calendar/default/${date}`)).json()) as Array<{ id: number }>;
  const payment = (await (
    await api(server, '/public/book/confirm', {
      method: 'POST',
      body: {
        rental_space_id: 'default',
        booking_date: date,
        timeslot_ids: slots.slice(0, 4).map((s) => s.id),
        seat_count: 1,
        user_name: guest.name,
        user_email: guest.email,
        action_type: 'payment',
      },
    })
  ).json()) as { session: { url: string } };
  const session = new URL(payment.session.url).pathname.split('/').pop();
  const paid = await fetch(`${server.baseUrl}/api/test-checkout/${session}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card=4242424242424242',
  });
  expect(paid.status).toBe(303);
  return new URL(await findInOutbox(server, new RegExp(`${server.baseUrl.replaceAll('.', '\\.')}/view-booking/[\\w-]+/\\d+`))).pathname;
}

/** Signs up and confirms an account through the API. */
export async function confirmedAccount(server: RunningServer, account: { name: string; email: string; password: string }): Promise<void> {
  await api(server, '/public/users/register', { method: 'POST', body: account });
  // its own confirmation mail, not an earlier account's (the outbox keeps every mail of the run)
  const used = usedLinks.get(server) ?? new Set<string>();
  usedLinks.set(server, used);
  let link = await findEmailedLink(server, '/confirm\\?token=[\\w-]+');
  while (used.has(link)) {
    await new Promise((r) => setTimeout(r, 250));
    link = await findEmailedLink(server, '/confirm\\?token=[\\w-]+');
  }
  used.add(link);
  await api(server, `/public/users/confirm?token=${new URL(link).searchParams.get('token')}`);
}
const usedLinks = new WeakMap<RunningServer, Set<string>>();

/** Logs the context in: its request shares the cookie jar with its pages, so the session cookie is the browser's. */
export async function logIn(context: BrowserContext, server: RunningServer, account: { email: string; password: string }): Promise<void> {
  const login = await context.request.post(`${server.baseUrl}/api/public/auth/login`, {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
}

export type Ready = (page: Page) => Promise<void>;

/** Every route, with what to wait for before axe runs (the page's own content, not the loading shell). */
export function routes(viewPath: string): Array<[string, Ready]> {
  const h1: Ready = (page) => page.getByRole('heading', { level: 1 }).first().waitFor();
  const calendar: Ready = async (page) => {
    await h1(page);
    await page.getByRole('grid').waitFor();
    await page.getByRole('gridcell').first().waitFor();
  };
  // the visitor's routes; the console's pages have their own axe test, logged in as staff
  const list: Array<[string, Ready]> = Object.values(paths)
    .filter((p) => p !== paths.viewBooking && !p.startsWith(paths.admin))
    .map((p) => [p, p === paths.booking ? calendar : h1]);
  return [
    ...list,
    [
      viewPath,
      // The booking's heading once it has loaded, known by its code alone: with Japanese chosen before, the translate
      // widget may already be running when the booking arrives and turns "Booking" into Japanese at once (the code
      // is marked translate="no"). Waiting for the English word raced the widget and lost on a busy machine.
      async (page) => void (await page.getByRole('heading', { level: 1, name: /\bGT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,5}$/ }).waitFor()),
    ],
    ['/app/no-such-page', h1],
  ];
}

/** One line per violation: its impact, its rule, and the elements it found. */
export const violationLine = (v: { impact?: axe.ImpactValue | null; id: string; nodes: Array<{ target: axe.UnlabelledFrameSelector }> }) =>
  `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/**
 * axe on the page as it is now, one line per violation. axe-core goes into each frame once (it reaches the
 * page's same-origin frames itself), and only the violations' rules and elements come back.
 * @axe-core/playwright's analyze() sends the 0.5 MB script again on every run, opens a page of its own to
 * merge the results, and passes every rule's partial results through the browser's protocol: over a quarter
 * of an axe sweep's CPU, for the same findings (a11yAll checks that the two agree).
 */
export async function violations(page: Page): Promise<string[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => 'axe' in window).catch(() => true))) await frame.evaluate(axe.source).catch(() => undefined);
  const found = await page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    // axe measures colours as they are drawn: a transition still running (a dialog's part fading in, a
    // checkbox's ripple) shows text at part of its contrast for a moment, and a clean-clone run failed on
    // one. Finite animations are let finish first (at most 2 s); endless ones (a spinner) are not waited for.
    const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
    // only violations are collected: gathering every passing node's details is much of axe's time
    const result = await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ impact, id, nodes }) => ({ impact, id, nodes: nodes.map(({ target }) => ({ target })) }));
  }, AXE_TAGS);
  return found.map(violationLine);
}

export async function violationsOn(page: Page, url: string, ready: Ready): Promise<string[]> {
  await page.goto(url);
  await appRendered(page);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return violations(page);
}
