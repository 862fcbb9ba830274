import type { Browser } from 'playwright-core';
import { freePort, launchBrowser, newPage, screenshot, startServer, type RunningServer } from './harness';
import { startOidcProvider, type OidcProvider } from './oidcKit';

// "Google sign-in", end to end: the login page's Google button runs the OpenID Connect flow
// against a local oidc-provider standing in for Google, and the visitor comes back to /app logged in.
jest.setTimeout(180_000);
const google = { clientId: 'gtss-e2e', clientSecret: 'e2e-client-secret', email: 'grace@example.com', name: 'Grace Hopper' };
let server: RunningServer;
let browser: Browser;
let provider: OidcProvider | undefined;

beforeAll(async () => {
  const appPort = await freePort();
  provider = await startOidcProvider({
    OIDC_CLIENT_ID: google.clientId,
    OIDC_CLIENT_SECRET: google.clientSecret,
    OIDC_REDIRECT_URI: `http://127.0.0.1:${appPort}/api/auth/google/callback`,
    OIDC_EMAIL: google.email,
    OIDC_NAME: google.name,
  });
  [server, browser] = await Promise.all([
    startServer(
      { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_ISSUER: provider.issuer },
      { port: appPort },
    ),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop();
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
