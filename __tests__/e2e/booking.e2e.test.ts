import type { Page } from 'playwright-core';
import { formatDate } from '../../src/shared/localeFormat';
import { newPage, screenshot, useSite } from './harness';
import { findInOutbox as findMail } from './outbox';
import { detail, pickFirstAvailableDay } from './steps';

// End to end, in Chromium: a guest books a trial class, pays on the test checkout,
// opens the link from the confirmation email and cancels, in the visitor's words.
jest.setTimeout(180_000);
const site = useSite();

interface Slot {
  id: number;
  start: string;
  end: string;
}
const compact = (isoDate: string) => isoDate.replaceAll('-', '');
/** 2026-11-24 → 'Tue, 24 Nov 2026', as the English emails write a date. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(/^(\w+) /, '$1, ');
async function getJson<T>(route: string): Promise<T> {
  const res = await fetch(`${site.server.baseUrl}/api${route}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}
const firstAvailableDate = async () =>
  (await getJson<Array<{ date: string; status: string }>>('/public/rental-space/calendar/default')).find((d) => d.status === 'available')!
    .date;
const freeSlots = (isoDate: string) => getJson<Slot[]>(`/public/rental-space/calendar/default/${compact(isoDate)}`);

/** The booking form up to the payment page: the first available date, the first 4 slots, the guest's contact. */
async function bookUpToPayment(page: Page, guest: { name: string; email: string }, shots = false): Promise<Slot[]> {
  await page.goto(`${site.server.baseUrl}/app/booking`);
  const confirm = page.getByRole('button', { name: 'Confirm Booking' });
  await confirm.waitFor();
  expect(await confirm.isDisabled()).toBe(true);
  await page.getByText('Please select a date and at least 4 timeslots.').waitFor();

  await page.getByRole('grid').waitFor(); // the calendar has loaded
  await page.getByRole('button', { name: 'Book a Trial class' }).click();
  // It scrolls to #booking, and the form's heading ends up below the sticky header, not under it
  await page.waitForFunction(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const heading = document.getElementById('booking')!.querySelector('h2')!.getBoundingClientRect();
    return window.scrollY > 0 && heading.top >= header.bottom && heading.top < header.bottom + 120;
  });

  const date = await firstAvailableDate();
  await pickFirstAvailableDay(page);
  await page.getByRole('status').filter({ hasText: date }).waitFor(); // the picker's legend shows the chosen yyyy-MM-dd
  const slots = (await freeSlots(date)).slice(0, 4);
  const boxes = page.getByRole('checkbox', { name: /^\d\d:\d\d-\d\d:\d\d$/ });
  await boxes.first().waitFor();
  for (const s of slots) {
    await page.getByRole('checkbox', { name: `${s.start}-${s.end}`, exact: true }).check();
    if (s !== slots.at(-1)) expect(await confirm.isDisabled()).toBe(true); // at least 4
  }
  // Guests also need a name and email
  expect(await confirm.isDisabled()).toBe(true);
  await page.getByText('Name and email are required for guest booking.').waitFor();
  await page.getByLabel('Name').fill(guest.name);
  expect(await confirm.isDisabled()).toBe(true);
  await page.getByLabel('Email').fill(guest.email);
  expect(await confirm.isEnabled()).toBe(true);
  if (shots) {
    await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot would draw the sticky header mid-page
    await screenshot(page, 'booking-01-form');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'booking-01-form');
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await confirm.click();
  await page.waitForURL(`${site.server.baseUrl}/app/payment`);
  await page.getByRole('heading', { level: 1, name: 'Confirm and pay' }).waitFor();
  expect(await detail(page, 'Date').textContent()).toBe(formatDate('en', date)); // as English writes it: Mon, 30 Nov 2026
  return slots;
}

describe('a guest books a trial class, pays by card, and cancels from the emailed link', () => {
  test('book, pay (declined, then accepted), open the email link, cancel, and the slots are free again', async () => {
    const { context, page, pageErrors } = await newPage(site.browser);
    const slots = await bookUpToPayment(page, { name: 'Hanako Yamada', email: 'hanako@example.com' }, true);
    const date = await firstAvailableDate();

    // Payment page: date, time range, total in yen, tax rate, sales tax (4 adjacent slots merge)
    expect(await detail(page, 'Time').textContent()).toBe(`${slots[0].start}-${slots[3].end} Japan time`); // the browser's clock is Japan's
    expect(await detail(page, 'Total (tax included)').textContent()).toBe('¥6,000'); // 4 × ¥1,500 (config/schedule.json)
    expect(await detail(page, 'Tax rate').textContent()).toBe('10%');
    expect(await detail(page, 'Sales tax').textContent()).toBe('¥545'); // floor(6000 × 10 / 110)
    await screenshot(page, 'booking-02-payment');

    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.waitForURL(/\/api\/test-checkout\/tcs_[\w-]+$/);
    const card = page.getByLabel('Card number');
    await card.waitFor();
    await page.getByText('¥6,000').waitFor(); // the same ASCII-width yen as the site (shared/format.ts)
    // The seats are held while the visitor pays
    const heldIds = (await freeSlots(date)).map((s) => s.id);
    for (const s of slots) expect(heldIds).not.toContain(s.id);
    await screenshot(page, 'booking-03-checkout');

    await card.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await screenshot(page, 'booking-04-declined');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`${site.server.baseUrl}/app/book_success`);
    await page.getByRole('heading', { level: 1, name: 'Appointment successful' }).waitFor();
    await screenshot(page, 'booking-05-success');

    const link = await findInOutbox(new RegExp(`${site.server.baseUrl.replaceAll('.', '\\.')}/view-booking/[\\w-]+/\\d+`));
    expect(link.startsWith(`${site.server.baseUrl}/view-booking/`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: /^Booking GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,5}$/ }).waitFor();
    await detail(page, 'Status').getByText('Confirmed', { exact: true }).waitFor();
    expect(await detail(page, 'Date').textContent()).toBe(formatDate('en', date)); // as English writes it: Mon, 30 Nov 2026
    expect(await detail(page, 'Time').textContent()).toBe(`${slots[0].start}-${slots[3].end} Japan time`); // the browser's clock is Japan's
    await page.getByRole('link', { name: 'View receipt' }).waitFor();
    await screenshot(page, 'booking-06-view');

    // The confirm prompt, then 'Booking canceled!'
    let prompt = '';
    page.once('dialog', (d) => {
      prompt = d.message();
      void d.accept();
    });
    await page.getByRole('button', { name: /cancel/i }).click();
    await page.getByText('Booking canceled!').waitFor();
    expect(prompt).toBe('Are you sure you want to cancel this booking?');
    await detail(page, 'Status').getByText('Canceled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /cancel/i }).count()).toBe(0); // no longer cancellable
    await screenshot(page, 'booking-07-canceled');

    const freeIds = (await freeSlots(date)).map((s) => s.id);
    for (const s of slots) expect(freeIds).toContain(s.id);
    await findInOutbox(new RegExp(`Subject: Your trial class on ${longDate(date)} was canceled`)); // and the visitor is told
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test("'Cancel' on the test checkout returns to the booking page, the date and timeslots still chosen, and frees the slots", async () => {
    const { context, page, pageErrors } = await newPage(site.browser);
    const slots = await bookUpToPayment(page, { name: 'Taro Suzuki', email: 'taro@example.com' });
    const date = await firstAvailableDate();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByLabel('Card number').waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${site.server.baseUrl}/app/booking`);
    await page.getByRole('button', { name: 'Confirm Booking' }).waitFor();
    // the date and the four timeslots are still chosen (issue 38)
    await page.getByRole('status').filter({ hasText: date }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('input[type="checkbox"]:checked').length === 4);
    const freeIds = (await freeSlots(date)).map((s) => s.id);
    for (const s of slots) expect(freeIds).toContain(s.id);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('pages opened without a booking', () => {
  test('the payment page opened directly shows Invalid Access with a link to the booking page', async () => {
    const { context, page } = await newPage(site.browser);
    await page.goto(`${site.server.baseUrl}/app/payment`);
    await page.getByText('Invalid Access').waitFor();
    await screenshot(page, 'booking-invalid_access');
    await page
      .getByRole('main')
      .getByRole('link', { name: /booking/i })
      .click(); // the header has a Booking link too
    await page.waitForURL(`${site.server.baseUrl}/app/booking`);
    await context.close();
  });

  test('a wrong view-booking link shows Booking not found.', async () => {
    const { context, page } = await newPage(site.browser);
    await page.goto(`${site.server.baseUrl}/view-booking/not-a-real-reference/999999`);
    await page.getByText('Booking not found.').waitFor();
    await screenshot(page, 'booking-not_found');
    await context.close();
  });
});

const findInOutbox = (pattern: RegExp) => findMail(site.server, pattern);
