import type { Page } from 'playwright-core';
import { appRendered, newPage, useSite } from './harness';
import { findEmailedLink } from './outbox';

// Accessibility and looks: the login flow and the booking flow done with the keyboard only
// (Tab, Shift+Tab, Space, Enter, arrow keys in the calendar; page.keyboard, never a click), and every
// control shows a visible focus indicator while it has the focus.
jest.setTimeout(180_000);
const site = useSite();
const account = { name: 'Kei Board', email: 'kei@example.com', password: 'kei-Passw0rd-1' };

interface Focused {
  tag: string;
  type: string | null;
  name: string | null;
  text: string;
  visible: boolean;
}

/** What has the focus, and whether it shows a focus ring (outline or box-shadow, or MUI's 2 px focused field border). */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const ring = (e: Element) => {
      const cs = getComputedStyle(e);
      return (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || cs.boxShadow !== 'none';
    };
    const fieldBorder = el.closest('.Mui-focused')?.querySelector('.MuiOutlinedInput-notchedOutline');
    const visible =
      ring(el) ||
      !!(el.closest('.Mui-focusVisible') && ring(el.closest('.Mui-focusVisible')!)) ||
      (!!fieldBorder && parseFloat(getComputedStyle(fieldBorder).borderTopWidth) >= 2);
    const text = (el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '').trim();
    return { tag: el.tagName, type: el.getAttribute('type'), name: el.getAttribute('name'), text, visible };
  });

/** Presses `key` until `wanted` has the focus; every control passed on the way must show its focus. */
async function focusBy(page: Page, wanted: (f: Focused) => boolean, key = 'Tab'): Promise<Focused> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (f.tag === 'BODY') continue; // past the footer's last link, the focus wraps through the page itself
    expect(f).toEqual({ ...f, visible: true }); // names the control that shows no focus
    if (wanted(f)) return f;
  }
  throw new Error(`${key} never reached the wanted control`);
}

const field = (name: string) => (f: Focused) => f.tag === 'INPUT' && f.name === name;
const button = (text: string) => (f: Focused) => (f.tag === 'BUTTON' || f.tag === 'A') && f.text === text;

test('log in with the keyboard only', async () => {
  const register = await fetch(`${site.server.baseUrl}/api/public/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(register.status).toBe(200);
  expect(
    (
      await fetch(
        await findEmailedLink(site.server, '/confirm\\?token=[\\w-]+').then((l) => l.replace('/confirm?', '/api/public/users/confirm?')),
      )
    ).status,
  ).toBe(200);

  const { context, page, pageErrors } = await newPage(site.browser);
  await page.goto(`${site.server.baseUrl}/app/login`);
  // The pre-rendered copy shows the same heading but is inert: Tab only reaches the app's own form.
  await appRendered(page);
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  await focusBy(page, field('email'));
  await page.keyboard.type(account.email);
  await focusBy(page, field('password'));
  await page.keyboard.type('wrong');
  await focusBy(page, field('email'), 'Shift+Tab'); // back, and forward again
  await focusBy(page, field('password'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(account.password);
  await focusBy(page, button('Log in'));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.server.baseUrl}/app`);
  await page.getByRole('banner').getByRole('link', { name: account.name }).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('book a trial class as a guest with the keyboard only, up to the test checkout, and pay there', async () => {
  const { context, page, pageErrors } = await newPage(site.browser);
  await page.goto(`${site.server.baseUrl}/app/booking`);
  await appRendered(page);
  await page.getByRole('gridcell').first().waitFor();
  await focusBy(page, field('name'));
  await page.keyboard.type('Kana Tabata');
  await focusBy(page, field('email'));
  await page.keyboard.type('kana@example.com');

  // The calendar: Tab reaches its one focusable day; arrow keys move between days, Enter picks one
  const day = await focusBy(page, (f) => f.tag === 'BUTTON' && /^\d{1,2}$/.test(f.text));
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).text).not.toBe(day.text);
  await page.keyboard.press('ArrowLeft');
  // back to it; across a month's end (the first day that can be chosen may be the month's last) the calendar
  // slides to the other month and keeps the focus on a day that can be chosen
  const back = await focused(page);
  expect(back).toEqual({ ...day, text: expect.stringMatching(/^\d{1,2}$/) });
  await page.keyboard.press('Enter');
  const boxes = page.getByRole('checkbox', { name: /^\d\d:\d\d-\d\d:\d\d$/ });
  await boxes.first().waitFor();

  // At least 4 timeslots, each ticked with Space
  for (let i = 0; i < 4; i++) {
    await focusBy(page, (f) => f.type === 'checkbox');
    await page.keyboard.press('Space');
  }
  expect(await boxes.evaluateAll((els) => els.filter((e) => (e as HTMLInputElement).checked).length)).toBe(4);
  await focusBy(page, button('Confirm Booking'));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.server.baseUrl}/app/payment`);
  await page.getByRole('heading', { level: 1, name: 'Confirm and pay' }).waitFor();

  await focusBy(page, button('Pay by card'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/api\/test-checkout\/tcs_[\w-]+$/);
  await focusBy(page, field('card'));
  await page.keyboard.type('4242 4242 4242 4242');
  await focusBy(page, button('Pay'));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.server.baseUrl}/app/book_success`);
  expect(pageErrors).toEqual([]);
  await context.close();
});
