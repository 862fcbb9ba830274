import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as messages from '../../src/shared/messages';
import { launchBrowser, newPage, screenshot, startServer, type RunningServer } from './harness';
import { findEmailedLink } from './outbox';
import { detail, pickFirstAvailableDay, screenshotBothWidths } from './steps';

// End to end, in Chromium: a visitor signs up, confirms the email, logs in, books and pays,
// cancels on my page, renames themselves, logs out, resets the forgotten password and logs in again.
// The tests below are the steps of that one story, in order, on one page.
jest.setTimeout(180_000);
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, page, pageErrors } = await newPage(browser));
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const visitor = {
  name: 'Ada Lovelace',
  newName: 'Ada King',
  email: 'ada@example.com',
  password: 'first-Passw0rd',
  newPassword: 'second-Passw0rd',
};
const url = (path: string) => `${server.baseUrl}${path}`;
const shots = (name: string) => screenshotBothWidths(page, name, screenshot);
const header = () => page.getByRole('banner');
/** The message an account page shows above its form (MUI Alert, role=alert). */
const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
/** A form field by its whole label (a required field's label ends in an asterisk hidden from screen readers). */
const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\W*$`));

async function logIn(email: string, password: string): Promise<void> {
  await field('Email').fill(email);
  await field('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Milliseconds from `since` until the page's URL became `path` (the 3-second redirects). */
async function msUntilUrl(path: string, since: number): Promise<number> {
  await page.waitForURL(url(path), { timeout: 10_000 });
  return Date.now() - since;
}

describe('a visitor signs up, books and manages their account', () => {
  test('my page opened while logged out ends at the login page', async () => {
    await page.goto(url('/app/my_page'));
    await page.waitForURL(url('/app/login'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await header().getByRole('link', { name: 'Login' }).waitFor();
  });

  test('sign up: passwords must match, then a confirmation email is sent', async () => {
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(url('/app/signup'));
    await field('Name').fill(visitor.name);
    await field('Email').fill(visitor.email);
    await field('Password').fill(visitor.password);
    await field('Confirm password').fill(`${visitor.password}!`);
    await shots('account-01-signup');

    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await alertWith(messages.signupPasswordsMismatch).waitFor();
    await screenshot(page, 'account-02-signup-mismatch');

    await field('Confirm password').fill(visitor.password);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await alertWith('Confirmation email sent. Please check your inbox.').waitFor();
    await shots('account-03-signup-sent');
  });

  test('logging in before confirming shows the server telling to confirm the email', async () => {
    await page.goto(url('/app/login'));
    await logIn(visitor.email, visitor.password);
    await alertWith(messages.confirmEmailFirst).waitFor();
    expect(page.url()).toBe(url('/app/login'));
    await shots('account-04-login-unconfirmed');
  });

  test("the emailed link shows 'Email verified.' and opens the login page after 3 seconds", async () => {
    const link = await findEmailedLink(server, '/confirm\\?token=[\\w-]+');
    await page.goto(link);
    await alertWith('Email verified.').waitFor();
    const shown = Date.now();
    await screenshot(page, 'account-05-email-verified');
    expect(await msUntilUrl('/app/login', shown)).toBeGreaterThan(2_000);
  });

  test('log in: the visitor lands on /app and the header shows their name, linking to my page', async () => {
    await logIn(visitor.email, visitor.password);
    await page.waitForURL(url('/app'));
    const me = header().getByRole('link', { name: visitor.name });
    await me.waitFor();
    expect(await me.getAttribute('href')).toBe('/app/my_page');
    expect(await header().getByRole('link', { name: 'Login' }).count()).toBe(0);
    await shots('account-06-logged-in');
    // On load the current-user call restores the session from the cookie
    await page.reload();
    await me.waitFor();
  });

  let booked: { date: string; time: string };
  test('a logged-in visitor books a trial as their account and pays by card', async () => {
    await page.goto(url('/app/booking'));
    // When logged in, the name and email are read-only text
    await detail(page, 'Name').getByText(visitor.name, { exact: true }).waitFor();
    expect(await detail(page, 'Email').textContent()).toBe(visitor.email);
    expect(await page.getByRole('textbox', { name: /name|email/i }).count()).toBe(0);

    await page.getByRole('grid').waitFor();
    await pickFirstAvailableDay(page);
    const boxes = page.getByRole('checkbox', { name: /^\d\d:\d\d-\d\d:\d\d$/ });
    await boxes.first().waitFor();
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    expect(await confirm.isEnabled()).toBe(true); // no name or email needed
    await screenshotBothWidths(page, 'account-07-booking-logged-in', screenshot);

    await confirm.click();
    await page.waitForURL(url('/app/payment'));
    booked = { date: (await detail(page, 'Date').textContent())!, time: (await detail(page, 'Time').textContent())! };
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(url('/app/book_success'));
    await page.getByRole('heading', { level: 1, name: 'Appointment successful' }).waitFor();
  });

  test("my page 'View Bookings' lists the booking, and Cancel asks first, then shows 'Booking canceled!'", async () => {
    await header().getByRole('link', { name: visitor.name }).click();
    await page.waitForURL(url('/app/my_page'));
    await page.reload(); // opened directly, my page waits for the session restore instead of sending the visitor to log in
    expect(await page.getByRole('tab', { name: 'View Bookings' }).getAttribute('aria-selected')).toBe('true');
    const booking = page.getByRole('article', { name: `Booking on ${booked.date}` });
    await booking.getByText('Confirmed', { exact: true }).waitFor();
    await booking.getByText(`${booked.time} · ¥6,000`).waitFor(); // 4 slots × ¥1,500, tax included
    await shots('account-08-my-bookings');

    // Answering no to the prompt keeps the booking
    // each prompt is answered before the next is awaited (two listeners at once would both answer the first)
    const dismissed = page.waitForEvent('dialog').then((d) => d.dismiss());
    await booking.getByRole('button', { name: 'Cancel' }).click();
    await dismissed;
    await expect(booking.getByRole('button', { name: 'Cancel' }).isEnabled()).resolves.toBe(true);
    await booking.getByText('Confirmed', { exact: true }).waitFor();

    let prompt = '';
    page.once('dialog', (d) => {
      prompt = d.message();
      void d.accept();
    });
    await booking.getByRole('button', { name: 'Cancel' }).click();
    await alertWith('Booking canceled!').waitFor();
    expect(prompt).toBe('Are you sure you want to cancel this booking?');
    await booking.getByText('Canceled', { exact: true }).waitFor();
    expect(await booking.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await screenshot(page, 'account-09-booking-canceled');
  });

  test("'Edit Profile' changes the name: 'Profile updated!' and the header shows it at once", async () => {
    await page.getByRole('tab', { name: 'Edit Profile' }).click();
    const email = field('Email');
    expect(await email.inputValue()).toBe(visitor.email);
    expect(await email.getAttribute('readonly')).not.toBeNull(); // the email is read-only
    expect(await email.getAttribute('type')).toBe('email');

    await field('Name').fill('');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true); // name required
    await field('Name').fill(visitor.newName);
    await page.getByRole('button', { name: 'Save' }).click();
    await alertWith('Profile updated!').waitFor();
    await header().getByRole('link', { name: visitor.newName }).waitFor();
    await shots('account-10-profile-updated');
  });

  test('hovering the user menu reveals Logout, which goes to the login page', async () => {
    // On a phone there is no hover: the opened menu shows the user link and Logout together
    await page.setViewportSize({ width: 390, height: 844 });
    await header().getByRole('button', { name: 'Open menu' }).click();
    await header().getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'account-11-mobile-menu');
    await header().getByRole('button', { name: 'Close menu' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });

    const logout = header().getByRole('button', { name: 'Logout' });
    await page.mouse.move(640, 600); // away from the header
    expect(await logout.isVisible()).toBe(false);
    await header().getByRole('link', { name: visitor.newName }).hover();
    await screenshot(page, 'account-11-user-menu');
    await logout.click();
    await page.waitForURL(url('/app/login'));
    await header().getByRole('link', { name: 'Login' }).waitFor();
    expect(await header().getByRole('link', { name: visitor.newName }).count()).toBe(0);
  });

  test("'Forgot your password?' sends a reset email", async () => {
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(url('/app/forgot_pass'));
    await field('Email').fill(visitor.email);
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await alertWith('Password reset email sent. Please check your inbox.').waitFor();
    await shots('account-12-reset-email-sent');
  });

  test('the emailed reset link sets a new password, then opens the login page after 3 seconds', async () => {
    const link = await findEmailedLink(server, '/reset_password\\?token=[\\w-]+');
    await page.goto(link);
    await field('New password').fill(visitor.newPassword);
    await field('Confirm new password').fill(`${visitor.newPassword}?`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await alertWith(messages.resetPasswordsMismatch).waitFor(); // 'Passwords do not match.'
    await shots('account-13-reset-form');

    await field('Confirm new password').fill(visitor.newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await alertWith('Password reset successfully. You can now log in.').waitFor();
    const shown = Date.now();
    await screenshot(page, 'account-14-reset-done');
    expect(await msUntilUrl('/app/login', shown)).toBeGreaterThan(2_000);
  });

  test('the old password no longer works; the new one logs in with the new name in the header', async () => {
    await logIn(visitor.email, visitor.password);
    await page.getByRole('alert').waitFor();
    expect(page.url()).toBe(url('/app/login'));
    await shots('account-15-login-old-password');

    await logIn(visitor.email, visitor.newPassword);
    await page.waitForURL(url('/app'));
    await header().getByRole('link', { name: visitor.newName }).waitFor();
    expect(pageErrors).toEqual([]);
    expect(server.output()).not.toMatch(/"level":50/); // the server logged no error along the way
    await context.close();
  });
});

describe('Google sign-in on a site without Google settings', () => {
  test("the Google button says 'Google sign-in is not configured on this site.'", async () => {
    const { context: ctx, page: p } = await newPage(browser);
    await p.goto(url('/app/login'));
    await p.getByRole('link', { name: 'Log in with Google' }).click();
    await p.waitForURL(/\/app\/login/);
    await p.getByRole('alert').filter({ hasText: 'Google sign-in is not configured on this site.' }).waitFor();
    await screenshot(p, 'account-16-google-not-configured');
    await ctx.close();
  });
});
