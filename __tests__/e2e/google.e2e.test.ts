import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { freePort, launchBrowser, newPage, screenshot, startServer, type RunningServer } from './harness';

// "Google sign-in", end to end: the login page's Google button runs the OpenID Connect flow
// against a local oidc-provider standing in for Google, and the visitor comes back to /app logged in.
jest.setTimeout(180_000);
const google = { clientId: 'gtss-e2e', clientSecret: 'e2e-client-secret', email: 'grace@example.com', name: 'Grace Hopper' };
let server: RunningServer;
let browser: Browser;
let issuer: ChildProcess | undefined;
let issuerLog = '';

/** Starts __tests__/e2e/oidcProvider.mjs (oidc-provider is ESM-only) and waits for its "ready" line. */
async function startIssuer(port: number, redirectUri: string): Promise<void> {
  issuer = spawn(process.execPath, [path.join(__dirname, 'oidcProvider.mjs')], {
    env: {
      ...process.env,
      OIDC_PORT: String(port),
      OIDC_CLIENT_ID: google.clientId,
      OIDC_CLIENT_SECRET: google.clientSecret,
      OIDC_REDIRECT_URI: redirectUri,
      OIDC_EMAIL: google.email,
      OIDC_NAME: google.name,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = issuer;
  child.stderr?.on('data', (d) => (issuerLog += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      issuerLog += d;
      if (String(d).includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the OIDC provider exited with ${code}:\n${issuerLog}`)));
  });
}

beforeAll(async () => {
  // The app discovers the issuer at the first sign-in, so the issuer's port is chosen first and the
  // provider starts once the app's address (and with it the redirect URI) is known.
  const issuerPort = await freePort();
  [server, browser] = await Promise.all([
    startServer({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: `http://127.0.0.1:${issuerPort}`,
    }),
    launchBrowser(),
  ]);
  await startIssuer(issuerPort, `${server.baseUrl}/api/auth/google/callback`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (issuer && issuer.exitCode === null) {
    const exited = new Promise((r) => issuer!.once('exit', r));
    issuer.kill('SIGTERM');
    await exited;
  }
});

describe('Google sign-in', () => {
  test("'Log in with Google' signs in at the provider and returns to /app with the Google name in the header", async () => {
    const { context, page, pageErrors } = await newPage(browser);
    page.setDefaultTimeout(15_000);
    // The provider's dev page @imports a web font from outside this closed network
    await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/app/login`);
    await screenshot(page, 'google-01-login');
    await page.getByRole('link', { name: 'Log in with Google' }).click();

    // oidc-provider's development login page, then its consent page
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await page.getByPlaceholder('Enter any login').fill('grace');
    await page.getByPlaceholder('and password').fill('any-password');
    await screenshot(page, 'google-02-provider-login');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await screenshot(page, 'google-03-provider-consent');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(`${server.baseUrl}/app`);
    const me = page.getByRole('banner').getByRole('link', { name: google.name });
    await me.waitFor();
    expect(await me.getAttribute('href')).toBe('/app/my_page');
    await screenshot(page, 'google-04-logged-in');

    // The account is Google's verified email: my page shows it, read-only
    await me.click();
    await page.getByRole('tab', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel(/^Email/).inputValue()).toBe(google.email);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  test("'Sign up with Google' on the signup page signs the same Google account in again", async () => {
    const { context, page, pageErrors } = await newPage(browser);
    page.setDefaultTimeout(15_000);
    await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/app/signup`);
    await page.getByRole('link', { name: 'Sign up with Google' }).click();
    await page.getByPlaceholder('Enter any login').fill('grace');
    await page.getByPlaceholder('and password').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${server.baseUrl}/app`);
    await page.getByRole('banner').getByRole('link', { name: google.name }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
