import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LINE_CALLBACK_PATH,
  LINE_LOGIN_PATH,
  LineConnectStarted,
  MY_LINE_PATH,
  MyLine,
  MyLineSettingsBody,
  type LineOutcome,
} from '../../shared/line.js';
import { paths, returnPathOf } from '../../shared/paths.js';
import type { AccountDeps } from '../accounts/accountService.js';
import { connectLineUser, disconnectLine, myLine, setLineOnly, signInLineUser, type LineLogin } from '../accounts/line.js';
import { promoteConfiguredOwners } from '../accounts/owners.js';
import { requireUser, setSessionCookie } from '../accounts/session.js';
import { createSession } from '../accounts/sessionRepository.js';
import { csrfGuard } from '../csrf.js';
import { HttpError } from '../errors.js';

export const LINE_ONLY_NEEDS_LINE = 'Connect LINE first to get your booking messages by LINE only.';

export interface LineRoutesOptions {
  deps: AccountDeps;
  line: LineLogin;
  secureCookies: boolean;
}

/**
 * LINE Login (registered only when it is configured: otherwise every LINE path is a 404). Sign-in
 * finds the account that connected this LINE user; my page connects and disconnects LINE and chooses
 * how booking messages arrive. Sign-in with LINE never creates an account: LINE gives no verified email,
 * and the site's bookings, receipts and fallbacks need one, so a new visitor is asked to log in (or sign
 * up) once and connect LINE on my page.
 */
export const lineRoutes: FastifyPluginAsyncZod<LineRoutesOptions> = async (app, { deps, line, secureCookies }) => {
  app.addHook('onRequest', csrfGuard); // the my-page calls change state; GETs pass
  const bindingCookie = secureCookies ? '__Host-gtss_line' : 'gtss_line';
  const bindingOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
  const user = (req: Parameters<typeof requireUser>[0]) => requireUser(req, deps.db, deps.now());
  const back = (reply: FastifyReply, page: string, outcome: LineOutcome) => reply.redirect(`${deps.publicUrl}${page}?line=${outcome}`, 303);

  app.get(LINE_LOGIN_PATH, async (req, reply) => {
    try {
      const { url, browserBinding } = await line.start(returnPathOf((req.query as { return_to?: unknown }).return_to), null);
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
    const { identity, returnTo, connectUserId } = finished;
    if (connectUserId !== null) {
      const connected = await connectLineUser(deps.db, connectUserId, identity);
      return back(reply, paths.myPage, connected ? 'connected' : 'taken');
    }
    const signedIn = await signInLineUser(deps.db, identity);
    if (!signedIn) return back(reply, paths.login, 'unlinked');
    if (!signedIn.role) await promoteConfiguredOwners(deps.db, deps.ownerEmails, signedIn.id);
    const session = await createSession(deps.db, signedIn.id, deps.now());
    setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
    return reply.redirect(`${deps.publicUrl}${returnTo ?? paths.home}`, 303);
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
