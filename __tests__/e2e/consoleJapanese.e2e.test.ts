import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createIntl } from 'react-intl';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { words as jaSite } from '../../src/client/i18n/words/ja/index';
import type { MessageId } from '../../src/client/features/admin/i18n/messageIds';
import { CSV_HEADINGS_BY_LANGUAGE } from '../../src/server/admin/csvExport';
import { addDays, tokyoToday } from '../../src/shared/dates';
import { logIn } from './a11yKit';
import { checkRoute, consoleRoutes, GUEST, latinWordsLeft, OWNER, ownerPage, seedConsole } from './consoleLanguageKit';
import { appRendered, newPage, screenshot, useSite } from './harness';
import { everyDaySchedule, walkInDay } from './steps';

// The console in Japanese: every route without a word of English (customer data, codes and brand names
// aside), axe clean, photographed at 1280 and 390 px; then a whole desk day by a member whose settings
// say 日本語: today's view, a walk-in paid in cash, a refund, the numbers, the CSV.
jest.setTimeout(180_000);

const scheduleFile = everyDaySchedule();
const site = useSite({ OWNER_EMAILS: OWNER.email, SCHEDULE_FILE: scheduleFile });
const WALK_IN = { name: 'Mori Walkin', email: 'mori@example.com' };
const people = [OWNER.name, GUEST.name];

beforeAll(async () => seedConsole(site.server));
afterAll(() => fs.rmSync(path.dirname(scheduleFile), { recursive: true, force: true }));

/** Whether anything is wider than the screen (clipped or overflowing text makes the page scroll sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('every route in Japanese: no English, axe clean, nothing overflowing at 1280 or 390 px, photographed at both', async () => {
  const { context, page, pageErrors } = await ownerPage(site.browser, site.server, 'ja');
  const found: Record<string, { english: string[]; axe: string[]; overflow: number[] }> = {};
  for (const route of await consoleRoutes(context, site.server)) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { english, axe } = await checkRoute(page, site.server, route.path, people);
    const overflow = (await overflows(page)) ? [1280] : [];
    await screenshot(page, `console-ja-${route.name}`);
    // the same page on a phone: laid out again, not loaded again
    await page.setViewportSize({ width: 390, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (await overflows(page)) overflow.push(390);
    await screenshot(page, `console-ja-${route.name}`);
    found[route.name] = { english, axe, overflow };
  }
  await context.close();
  const clean = Object.fromEntries(Object.keys(found).map((name) => [name, { english: [], axe: [], overflow: [] }]));
  expect(found).toEqual(clean);
  expect(pageErrors).toEqual([]);
});

describe('a desk day in Japanese: the member chooses 日本語 and meets no English', () => {
  const j = ja as Record<MessageId, string>;
  // the member's own browser is English: only their setting makes the console Japanese
  let desk: Awaited<ReturnType<typeof newPage>>;
  const english = async () => latinWordsLeft(desk.page, [...people, WALK_IN.name]);
  const url = (p: string) => `${site.server.baseUrl}${p}`;
  const nav = (name: string) => desk.page.getByRole('navigation', { name: j['common.nav'] }).getByRole('link', { name });
  const h1 = (name: string | RegExp) => desk.page.getByRole('heading', { level: 1, name }).waitFor();
  /** The browser's own prompts (deps.confirm) are answered yes, and must be in Japanese too. */
  const prompts: string[] = [];

  beforeAll(async () => {
    desk = await newPage(site.browser, 1280, 900, { locale: 'en-US' });
    desk.page.setDefaultTimeout(15_000);
    desk.page.on('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.accept();
    });
    await logIn(desk.context, site.server, OWNER);
  });
  afterAll(async () => desk.context.close());
  afterEach(() => expect(desk.pageErrors).toEqual([]));

  test('in My settings, 日本語 switches the whole console at once', async () => {
    await desk.page.goto(url('/admin/settings'));
    await appRendered(desk.page);
    await h1('My settings');
    await desk.page.getByLabel('Console language').selectOption('ja');
    await h1(j['staff.settings.title']);
    expect(await english()).toEqual([]);
    // kept on the account: a new page load is Japanese at once
    await desk.page.goto(url('/admin'));
    await h1(j['calendar.title']);
    expect(await english()).toEqual([]);
    // the site's frame around it too, though the visitor's header says English (issue 39, point 11)
    await desk.page.locator('header').getByRole('link', { name: jaSite['nav.home'] }).waitFor();
    await desk.page.locator('footer').getByRole('link', { name: jaSite['footer.terms'] }).waitFor();
    expect(await desk.page.evaluate(() => document.documentElement.lang)).toBe('ja');
  });

  test('a walk-in paid in cash at the desk', async () => {
    await nav(j['common.nav.newBooking']).click();
    await h1(j['bookings.new.title']);
    await desk.page.getByLabel(j['bookings.new.classDate']).fill(await walkInDay(desk.context, site.server.baseUrl));
    const slots = desk.page
      .getByRole('group', { name: new RegExp(j['bookings.new.slots'].split('{')[0]) })
      .getByRole('checkbox', { disabled: false });
    await slots.nth(3).waitFor();
    for (let i = 0; i < 4; i++) await slots.nth(i).check();
    await desk.page.getByLabel(new RegExp(`^${j['bookings.new.name']}`)).fill(WALK_IN.name);
    await desk.page.getByLabel(new RegExp(`^${j['bookings.new.email']}`)).fill(WALK_IN.email);
    await desk.page.getByRole('radio', { name: j['bookings.source.desk'] }).check();
    await desk.page.getByRole('radio', { name: j['bookings.new.cash'] }).check();
    expect(await english()).toEqual([]);
    await desk.page.getByRole('button', { name: j['bookings.new.submit'] }).click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await english()).toEqual([]);
    await dialog.getByRole('button', { name: j['bookings.new.bookIt'] }).click();
    await desk.page.waitForURL(/\/admin\/bookings\/\d+$/);
    await desk.page.getByText(WALK_IN.name).first().waitFor();
    expect(await english()).toEqual([]);
  });

  test('the walk-in changes their mind: canceled with a full refund paid back in cash, and the link sent again', async () => {
    await desk.page.getByRole('button', { name: j['bookings.actions.cancel'] }).click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await english()).toEqual([]);
    await dialog
      .getByRole('button', { name: /^キャンセルして|返金/ })
      .first()
      .click();
    await dialog.waitFor({ state: 'detached' });
    // canceled at the desk: the cash is paid back there and then
    await desk.page
      .getByRole('status')
      .filter({ hasText: j['bookings.cancel.doneCash'].split('{')[0] })
      .waitFor();
    expect(await english()).toEqual([]);
    // the browser's own prompt (are you sure?) is in Japanese too
    await desk.page.getByRole('button', { name: j['bookings.actions.resendLink'] }).click();
    await desk.page
      .getByRole('status')
      .filter({ hasText: j['bookings.actions.resent'].split('{')[0] })
      .waitFor();
    const japanese = createIntl({ locale: 'ja-JP', messages: ja });
    expect(prompts).toEqual([japanese.formatMessage({ id: 'bookings.actions.askResend' }, { name: WALK_IN.name, email: WALK_IN.email })]);
    expect(await english()).toEqual([]);
    const id = new URL(desk.page.url()).pathname.split('/').pop();
    const detail = await (await desk.context.request.get(url(`/api/admin/bookings/${id}`))).json();
    expect(detail).toMatchObject({ status: 'Canceled', provider: 'cash' });
    expect(detail.refunded_at).not.toBeNull();
  });

  test('the numbers, and the CSV in Japanese (its headings and its words)', async () => {
    await nav(j['common.nav.numbers']).click();
    await h1(j['numbers.title']);
    await desk.page.getByRole('table').first().waitFor();
    expect(await english()).toEqual([]);

    await nav(j['common.nav.bookings']).click();
    await h1(j['bookings.list.title']);
    await desk.page.getByLabel(j['bookings.search.from']).fill(tokyoToday());
    await desk.page.getByLabel(j['bookings.search.to']).fill(addDays(tokyoToday(), 30));
    await desk.page.getByRole('button', { name: j['bookings.search.submit'] }).click();
    await desk.page.getByText(WALK_IN.name).first().waitFor();
    // the file is in Japanese in a Japanese console
    expect(await desk.page.getByLabel(j['bookings.export.headings']).inputValue()).toBe('ja');
    expect(await english()).toEqual([]);
    const [download] = await Promise.all([
      desk.page.waitForEvent('download'),
      desk.page.getByRole('link', { name: j['bookings.export.button'] }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [heading, ...rows] = csv.subarray(3).toString('utf8').split('\r\n');
    expect(heading).toBe(CSV_HEADINGS_BY_LANGUAGE.ja.join(','));
    expect(rows.join('\n')).toContain(WALK_IN.name);
    // its words too: the walk-in's status (canceled above) and source as the console says them (issue 39, point 11)
    expect(rows.find((r) => r.includes(WALK_IN.name))).toContain(`,${j['bookings.status.Canceled']},${j['bookings.source.desk']},`);
    expect(rows.join('\n')).not.toMatch(/,(Confirmed|desk|web),/);
  });
});
