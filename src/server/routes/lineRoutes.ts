import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LINE_CALLBACK_PATH,
  LINE_LOGIN_PATH,
  LINE_NEW_VISITOR,
  LINE_SIGNUP_PATH,
  LINE_VISITOR_PATH,
  LineConnectStarted,
  LineSignupBody,
  LineVisitorInfo,
  MY_LINE_PATH,
  MyLine,
  MyLineSettingsBody,
  type LineOutcome,
} from '../../shared/line.js';
import { LINE_VISITOR_TEXTS } from '../../shared/lineVisitorTexts.js';
import { paths, returnPathOf } from '../../shared/paths.js';
import type { AccountDeps } from '../accounts/accountService.js';
import { connectLineUser, disconnectLine, myLine, setLineOnly, signInLineUser, type LineLogin } from '../accounts/line.js';
import { promoteConfiguredOwners } from '../accounts/owners.js';
import { LIMITS } from '../accounts/limits.js';
import { rateLimitAll } from '../accounts/rateLimit.js';
import { createLineAccount } from '../accounts/lineSignup.js';
import { lineSignupCookie, lineSignupCookieOptions } from '../accounts/lineSignupBrowser.js';
import { forgetLineVisitor, lineVisitorCookie, lineVisitorOf, rememberLineVisitor } from '../accounts/lineVisitors.js';
import { requireUser, setSessionCookie } from '../accounts/session.js';
import { createSession } from '../accounts/sessionRepository.js';
import { csrfGuard } from '../csrf.js';
import { HttpError } from '../errors.js';
import { visitorLanguage } from '../visitorLocale.js';

export const LINE_ONLY_NEEDS_LINE = 'Connect LINE first to get your booking messages by LINE only.';

export interface LineRoutesOptions {
  deps: AccountDeps;
  line: LineLogin;
  secureCookies: boolean;
}

/**
 * LINE Login (registered only when it is configured: otherwise every LINE path is a 404). Sign-in
 * finds the account that connected this LINE user; my page connects and disconnects LINE and chooses
 * how booking messages arrive. A LINE user nobody connected is remembered for this browser (lineVisitors.ts):
 * "Continue with LINE" on the booking page returns there and the guest's booking gets LINE messages; a
 * sign-in asks for name and email once and creates the account (LINE gives no email, and one that has an
 * account is refused, never linked): no session and no LINE until its link is followed in this browser.
 */
export const lineRoutes: FastifyPluginAsyncZod<LineRoutesOptions> = async (app, { deps, line, secureCookies }) => {
  app.addHook('onRequest', csrfGuard); // the my-page calls change state; GETs pass
  const bindingCookie = secureCookies ? '__Host-gtss_line' : 'gtss_line';
  const bindingOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  const user = (req: Parameters<typeof requireUser>[0]) => requireUser(req, deps.db, deps.now());
  const back = (reply: FastifyReply, page: string, outcome: LineOutcome) => reply.redirect(`${deps.publicUrl}${page}?line=${outcome}`, 303);

  app.get(LINE_LOGIN_PATH, async (req, reply) => {
    try {
      const query = req.query as { return_to?: unknown; as?: unknown };
      const { url, browserBinding } = await line.start(returnPathOf(query.return_to), null, query.as === 'guest');
      reply.setCookie(bindingCookie, browserBinding, { ...bindingOptions, maxAge: 10 * 60 });
      return reply.redirect(url, 303);
    } catch (err) {
      deps.log.error({ err }, 'LINE sign-in could not start (discovery failed?)');
      return back(reply, paths.login, 'failed');
    }
  });

  app.get(LINE_CALLBACK_PATH, async (req, reply) => {
    reply.clearCookie(bindingCookie, bindingOptions);
    let finished: Awaited<ReturnType<LineLogin['finish']>>;
    try {
      finished = await line.finish(new URL(req.url, deps.publicUrl), req.cookies[bindingCookie]);
    } catch (err) {
      deps.log.warn({ err }, 'LINE sign-in failed');
      return back(reply, paths.login, 'failed');
    }
    const { identity, returnTo, connectUserId, guest } = finished;
    if (connectUserId !== null) {
      const connected = await connectLineUser(deps.db, connectUserId, identity);
      return back(reply, paths.myPage, connected ? 'connected' : 'taken');
    }
    const signedIn = await signInLineUser(deps.db, identity);
    if (!signedIn) {
      // No account has this LINE user: remember it for this browser. "Continue with LINE" goes back to the
      // booking, whose guest booking then gets LINE messages; a sign-in is asked for name and email once.
      await rememberLineVisitor(deps.db, reply, identity, deps.now(), secureCookies);
      if (guest) return reply.redirect(`${deps.publicUrl}${returnTo ?? paths.home}`, 303);
      const query = new URLSearchParams({ line: LINE_NEW_VISITOR, ...(returnTo ? { return_to: returnTo } : {}) });
      return reply.redirect(`${deps.publicUrl}${paths.login}?${query}`, 303);
    }
    if (!signedIn.role) await promoteConfiguredOwners(deps.db, deps.ownerEmails, signedIn.id);
    // not `proven`: LINE is no fresh password for the staff's re-authentication
    const session = await createSession(deps.db, signedIn.id, deps.now(), false);
    setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
    return reply.redirect(`${deps.publicUrl}${returnTo ?? paths.home}`, 303);
  });

  app.get(LINE_VISITOR_PATH, { schema: { response: { 200: LineVisitorInfo } } }, async (req) => ({
    name: (await lineVisitorOf(deps.db, req, deps.now(), secureCookies))?.displayName ?? null,
  }));

  // "Not you?": this browser forgets its LINE user (the next guest booking gets email only).
  app.delete(LINE_VISITOR_PATH, { schema: { response: { 200: LineVisitorInfo } } }, async (req, reply) => {
    await forgetLineVisitor(deps.db, req, reply, secureCookies);
    return { name: null };
  });

  // The new LINE user's name and email, once: the account waits for its confirmation link, with no session
  // and no LINE; this browser gets the cookie that link must be followed with to connect LINE.
  app.post(LINE_SIGNUP_PATH, { schema: { body: LineSignupBody, response: { 204: z.null() } } }, async (req, reply) => {
    const language = visitorLanguage(req);
    const visitor = await lineVisitorOf(deps.db, req, deps.now(), secureCookies);
    if (!visitor) throw new HttpError(400, LINE_VISITOR_TEXTS[language].expired);
    // the same limits as a sign-up: it sends a confirmation email to a typed address
    await rateLimitAll(
      deps.db,
      [
        [LIMITS.registerByIp, req.ip],
        [LIMITS.registerByEmail, req.body.email],
      ],
      deps.now(),
    );
    const made = await createLineAccount(deps, visitor, req.body, language);
    reply.clearCookie(lineVisitorCookie(secureCookies), { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    reply.setCookie(lineSignupCookie(secureCookies), made.browserToken, {
      ...lineSignupCookieOptions(secureCookies),
      expires: made.expiresAt,
    });
    return reply.code(204).send(null);
  });

  app.get(MY_LINE_PATH, { schema: { response: { 200: MyLine } } }, async (req) => myLine(deps.db, (await user(req)).id));

  // A JSON call (CSRF-guarded) rather than a link: the browser's binding cookie comes with the answer.
  app.post(`${MY_LINE_PATH}/connect`, { schema: { response: { 200: LineConnectStarted } } }, async (req, reply) => {
    const u = await user(req);
    const { url, browserBinding } = await line.start(null, u.id);
    reply.setCookie(bindingCookie, browserBinding, { ...bindingOptions, maxAge: 10 * 60 });
    return { url };
  });

  app.delete(MY_LINE_PATH, { schema: { response: { 200: MyLine } } }, async (req) => {
    const u = await user(req);
    await disconnectLine(deps.db, u.id);
    return myLine(deps.db, u.id);
  });

  app.put(`${MY_LINE_PATH}/settings`, { schema: { body: MyLineSettingsBody, response: { 200: MyLine } } }, async (req) => {
    const u = await user(req);
    const now = await myLine(deps.db, u.id);
    if (!now.connected && req.body.notify === 'line_only') throw new HttpError(400, LINE_ONLY_NEEDS_LINE);
    await setLineOnly(deps.db, u.id, req.body.notify === 'line_only');
    return myLine(deps.db, u.id);
  });
};
