import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { confirmedAccount, logIn } from './a11yKit';
import { appRendered, newPage, useSite } from './harness';
import { everyDaySchedule, walkInDay } from './steps';
import { tokyoToday } from '../../src/shared/dates';

// One booking's money, read as a clerk reads it in the browser: a walk-in paid in cash at the desk (4 timeslots,
// ¥6,000), lengthened in the move dialog to 6 (¥9,000, the ¥3,000 taken in cash), shows ¥9,000 on its page, on
// Today's "Cash taken", on its receipt and in the CSV; canceled with a full refund in cash, its page, Today's cash to
// pay back, the receipt and the CSV's "refunded (JPY)" agree again. Every figure comes from the one account of a
// booking's money (bookingMoney.ts and its SQL twin, the view booking_money).
jest.setTimeout(240_000);

const CLERK = { name: 'Mina Money', email: 'mina@school.example', password: 'money-Passw0rd' };
const WALK_IN = 'Wanda Walk-in';
const scheduleFile = everyDaySchedule(); // ¥1,500 a timeslot, tax included; open every day 09:00-21:00
const site = useSite({ OWNER_EMAILS: CLERK.email, SCHEDULE_FILE: scheduleFile });
let clerk: Awaited<ReturnType<typeof newPage>>;
const booked = { day: '', path: '', code: '' };

beforeAll(async () => {
  await confirmedAccount(site.server, CLERK);
  clerk = await newPage(site.browser);
  clerk.page.setDefaultTimeout(15_000);
  await logIn(clerk.context, site.server, CLERK);
});
afterAll(() => fs.rmSync(path.dirname(scheduleFile), { recursive: true, force: true }));
afterEach(() => expect(clerk.pageErrors).toEqual([]));

const url = (p: string) => `${site.server.baseUrl}${p}`;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\W*$`));
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();
/** The value beside a term in a description list (the console's detail lists and Today's figures). */
const figure = (scope: Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
const text = async (l: Locator) => (await l.innerText()).trim();

/** The booking's page and its Payment section. */
async function bookingPage(): Promise<Locator> {
  await clerk.page.goto(url(booked.path));
  await h1(clerk.page, /^Booking GT-/);
  return clerk.page.getByRole('region', { name: 'Payment' });
}

/**
 * Today for a day (the booking's by default), and its figures "at a glance": the cash taken and handed back are the
 * day's till (the day the money moved, issue 39 point 2), so the cash taken now is on today's.
 */
async function today(day = booked.day): Promise<Locator> {
  const { page } = clerk;
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Today' }).click();
  await h1(page, 'Today');
  await field(page, 'Date').fill(day);
  return page.getByRole('region', { name: 'The day at a glance' });
}

/** The printable receipt, opened from the booking's page in a new tab as staff open it: [amount, refund line or null]. */
async function receipt(): Promise<{ amount: string; refund: string | null }> {
  const payment = await bookingPage();
  const [tab] = await Promise.all([
    clerk.context.waitForEvent('page'),
    payment.getByRole('link', { name: 'Printable receipt (領収書)' }).click(),
  ]);
  await tab.getByRole('heading', { level: 1, name: 'Receipt (領収書)' }).waitFor();
  const amountOf = (region: string, row: string | RegExp) =>
    tab
      .getByRole('region', { name: region })
      .getByRole('row')
      .filter({ has: tab.getByRole('rowheader', { name: row }) })
      .getByRole('cell');
  const amount = await text(amountOf('Totals per tax rate', /^Subject to 10%/).first());
  const refunds = tab.getByRole('region', { name: 'Refund (返金)' });
  const refund = (await refunds.count()) ? await text(amountOf('Refund (返金)', /^Refund of the trial class/).nth(1)) : null;
  await tab.close();
  return { amount, refund };
}

/** The booking's row of the CSV export, downloaded from the Bookings page as the clerk does, by its headings. */
async function csvRow(): Promise<Record<string, string>> {
  const { page } = clerk;
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' }).click();
  await h1(page, 'Bookings');
  await field(page, 'From').fill(booked.day);
  await field(page, 'To').fill(booked.day);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table', { name: 'Bookings found' }).getByText(WALK_IN).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const [head, ...rows] = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const headings = head.split(',');
  const row = rows.map((r) => r.split(',')).find((cells) => cells[1] === booked.code);
  expect(row).toHaveLength(headings.length); // no quoted field: a plain split reads it
  return Object.fromEntries(headings.map((h, i) => [h, row![i]]));
}

test('a walk-in pays ¥6,000 in cash at the desk, and the clerk lengthens it in the move dialog, taking the ¥3,000 in cash', async () => {
  const { page } = clerk;
  booked.day = await walkInDay(clerk.context, site.server.baseUrl, 6);
  await page.goto(url('/admin/new-booking'));
  await appRendered(page);
  await h1(page, 'Take a booking by phone or at the desk');
  await field(page, 'Class date').fill(booked.day);
  const slots = page.getByRole('group', { name: /Timeslots/ }).getByRole('checkbox', { disabled: false });
  await slots.nth(5).waitFor();
  for (let i = 0; i < 4; i++) await slots.nth(i).check();
  await field(page, 'Customer name').fill(WALK_IN);
  await field(page, 'Email').fill('wanda@example.com');
  await page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true }).click(); // her receipt, in English
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('radio', { name: 'At the desk' }).check();
  await page.getByRole('radio', { name: 'Paid on site (cash)' }).check();
  await page.getByRole('button', { name: 'Take the booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book it' }).click();
  await page.waitForURL(/\/admin\/bookings\/\d+$/);
  booked.path = new URL(page.url()).pathname;
  booked.code = (await text(page.getByRole('heading', { level: 1, name: /^Booking GT-/ }))).replace('Booking ', '');
  expect(await text(figure(page.getByRole('region', { name: 'Payment' }), 'Total (tax included)'))).toBe('¥6,000');

  // the same time, two timeslots longer: the dialog prices it and offers the cash at the desk
  await page.getByRole('button', { name: 'Move to another time' }).click();
  const move = page.getByRole('dialog', { name: /^Move booking/ });
  const free = move.getByRole('group', { name: /New timeslots/ }).getByRole('checkbox', { disabled: false });
  await free.nth(5).waitFor();
  for (let i = 0; i < 6; i++) await free.nth(i).check();
  await move.getByText('Price: ¥9,000 (was ¥6,000), ¥3,000 more.').waitFor();
  expect(await move.getByRole('radio', { name: 'Take ¥3,000 in cash at the desk now' }).isChecked()).toBe(true);
  await move.getByRole('button', { name: /^Move to / }).click();
  await page.getByRole('status').filter({ hasText: '¥3,000 more is recorded as paid in cash.' }).waitFor();
});

test('its page, Today, the receipt and the CSV all say ¥9,000: the price after the move is what was received', async () => {
  const payment = await bookingPage();
  expect(await text(figure(payment, 'Total (tax included)'))).toBe('¥9,000');
  expect(await text(figure(payment, 'Moves’ differences'))).toBe('¥3,000 more in cash: paid');
  // what was paid, as the cancel dialog offers it back (the server's paid_yen), then kept
  await clerk.page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = clerk.page.getByRole('dialog', { name: `Cancel booking ${booked.code}?` });
  expect(await cancel.getByRole('radio', { name: 'Full refund (¥9,000)' }).isChecked()).toBe(true);
  await cancel.getByText("¥9,000, all of it, will be paid back in cash at the school's desk.").waitFor();
  await cancel.getByRole('button', { name: 'Keep the booking' }).click();
  await cancel.waitFor({ state: 'hidden' });

  const glance = await today(tokyoToday());
  await figure(glance, 'Cash taken').filter({ hasText: '¥9,000' }).waitFor();
  expect(await text(figure(glance, 'Cash to pay back'))).toBe('¥0');

  expect(await receipt()).toEqual({ amount: '¥9,000', refund: null });
  expect(await csvRow()).toMatchObject({ status: 'Confirmed', 'amount (JPY)': '9000', 'refunded (JPY)': '' });
});

test('canceled with a full refund handed back in cash: its page, Today, the receipt and the CSV agree on ¥9,000 back', async () => {
  const { page } = clerk;
  await bookingPage();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel booking ${booked.code}?` });
  await cancel.getByRole('button', { name: 'Cancel and refund ¥9,000' }).click();
  await page.getByRole('status').filter({ hasText: 'Booking canceled. ¥9,000 is recorded as paid back in cash at the desk.' }).waitFor();

  const payment = await bookingPage();
  expect(await text(figure(payment, 'Refund'))).toMatch(/^¥9,000 paid back in cash /);
  expect(await text(figure(payment, 'Moves’ differences'))).toBe('¥3,000 more in cash: paid\n¥3,000 back in cash (cancel): paid out');

  // handed back at once: nothing is left for the desk to pay back
  const glance = await today();
  await figure(glance, 'Cash to pay back').filter({ hasText: '¥0' }).waitFor();
  expect(await clerk.page.getByRole('list', { name: 'Classes, in time order' }).getByText(WALK_IN).count()).toBe(0);

  expect(await receipt()).toEqual({ amount: '¥9,000', refund: '-¥9,000' });
  expect(await csvRow()).toMatchObject({ status: 'Canceled', 'amount (JPY)': '9000', 'refunded (JPY)': '9000' });
});
