import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../../src/server/accounts/secrets';
import type { Config } from '../../../src/server/config';
import type { Queryable } from '../../../src/server/db/db';
import { call, emailedToken, startAccounts, type StartApp } from './accountsKit';
import { CLIENT, signInAtIdp, startIdp, type Idp } from '../googleKit';

// Two browsers and two providers for the LINE sign-up tests: the local OpenID provider once as LINE Login
// (HS256) and once as Google, an app with both and OWNER_EMAILS, and a cookie jar per browser.

export const PUBLIC_URL = 'http://localhost:3000';
export const LINE = { id: '2000000001', secret: 'line-login-channel-secret-0123456789' };
export const OWNER_EMAIL = 'owner@school.example';
export const MALLORY_LINE = 'U0ma11077000000000000000000000000';

export interface Providers {
  line: Idp;
  google: Idp;
}
export const startProviders = async (): Promise<Providers> => {
  const [line, google] = await Promise.all([
    startIdp(`${PUBLIC_URL}/api/auth/line/callback`, { idTokenAlg: 'HS256', client: LINE }),
    startIdp(`${PUBLIC_URL}/api/auth/google/callback`),
  ]);
  return { line, google };
};

/** LINE Login and Google on the providers, and OWNER_EMAIL in OWNER_EMAILS. */
export const providersConfig = (p: Providers): Partial<Config> => ({
  lineLoginChannelId: LINE.id,
  lineLoginChannelSecret: LINE.secret,
  lineIssuer: p.line.issuer,
  lineApiBase: 'http://127.0.0.1:9', // no friendship API: the flag stays unknown
  googleClientId: CLIENT.id,
  googleClientSecret: CLIENT.secret,
  googleIssuer: p.google.issuer,
  ownerEmails: [OWNER_EMAIL],
});
export const startWithProviders = (startApp: StartApp, staticDir: string, p: Providers) =>
  startAccounts(startApp, staticDir, providersConfig(p));

/** One browser's cookies: every Set-Cookie it was answered kept (an emptied one removed), sent on each request. */
export class Browser {
  private jar = new Map<string, string>();
  constructor(readonly t: { app: FastifyInstance }) {}
  /** The same browser (its cookies) talking to another server process. */
  on(t: { app: FastifyInstance }): Browser {
    const other = new Browser(t);
    other.jar = this.jar;
    return other;
  }
  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  has(name: string): boolean {
    return this.jar.has(name);
  }
  keep(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const c of res.cookies as Array<{ name: string; value: string }>) {
      if (c.value) this.jar.set(c.name, c.value);
      else this.jar.delete(c.name);
    }
    return res;
  }
  async get(url: string): Promise<LightMyRequestResponse> {
    return this.keep(await this.t.app.inject({ method: 'GET', url, headers: { cookie: this.cookie } }));
  }
  async send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: object): Promise<LightMyRequestResponse> {
    return this.keep(await call(this.t.app, method, url, body, { cookie: this.cookie }));
  }
  /** Through LINE Login as `sub`; answers the callback's response. */
  async throughLine(sub: string, start = '/api/auth/line/login'): Promise<LightMyRequestResponse> {
    const started = await this.get(start);
    const url = await signInAtIdp(String(started.headers.location), { sub, email_verified: false, name: 'LINE name' }, PUBLIC_URL);
    return this.get(`${url.pathname}${url.search}`);
  }
  /** Through Google as the verified `email` up to the callback URL, not followed yet. */
  async toGoogleCallback(email: string, name = 'Google Name'): Promise<string> {
    const started = await this.get('/api/auth/google/login');
    const url = await signInAtIdp(String(started.headers.location), { email, email_verified: true, name }, PUBLIC_URL);
    return `${url.pathname}${url.search}`;
  }
  /** Through Google as the verified `email`; answers the callback's response. */
  async throughGoogle(email: string): Promise<LightMyRequestResponse> {
    return this.get(await this.toGoogleCallback(email));
  }
  /** A LINE user remembered for this browser as LINE Login leaves it (without the provider: the row and the cookie). */
  async rememberedLine(db: Queryable, lineUser: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await db.query('insert into line_recipients (line_user_id) values ($1) on conflict do nothing', [lineUser]);
    await db.query(
      `insert into line_visitors (token_hash, line_user_id, display_name, expires_at) values ($1, $2, 'LINE name', '2100-01-01')`,
      [sha256(token), lineUser],
    );
    this.jar.set('gtss_line_visitor', token);
  }
  /** The account this browser is logged in to (its email), or null (a guest's 204, a dead session's 401). */
  async whoAmI(): Promise<string | null> {
    const res = await this.get('/api/public/me');
    expect([200, 204, 401]).toContain(res.statusCode);
    return res.statusCode === 200 ? res.json().email : null;
  }
}

/** The new LINE user's form sent from `browser` with `email` typed in (the answer's cookies kept). */
export const lineSignupForm = async (browser: Browser, email: string, language = 'en'): Promise<LightMyRequestResponse> =>
  browser.keep(
    await call(
      browser.t.app,
      'POST',
      '/auth/line/signup',
      { name: 'Mallory', email },
      { cookie: `${browser.cookie}; gtss_lang=${language}` },
    ),
  );

/** A LINE sign-up in `browser` as `lineUser` with `email` typed in: LINE Login, then the form. */
export async function lineSignUp(browser: Browser, lineUser: string, email: string, language = 'en'): Promise<LightMyRequestResponse> {
  const back = await browser.throughLine(lineUser);
  expect(back.headers.location).toBe(`${PUBLIC_URL}/app/login?line=new`);
  const made = await lineSignupForm(browser, email, language);
  expect(made.statusCode).toBe(204);
  return made;
}

/** The confirmation link emailed to `email`, followed in `browser`. */
export async function followConfirmLink(t: { db: Queryable }, browser: Browser, email: string): Promise<LightMyRequestResponse> {
  const token = await emailedToken(t.db, PUBLIC_URL, '/confirm', email);
  const res = await browser.get(`/api/public/users/confirm?token=${token}`);
  expect(res.json()).toEqual({ message: 'Email verified.' });
  return res;
}
