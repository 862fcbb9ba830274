import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { GOOGLE_LOGIN_PATH, GOOGLE_SIGNUP_PATH } from '../../shared/constants.js';
import { detectInAppBrowser } from '../../shared/inAppBrowser.js';
import { paths, returnPathOf } from '../../shared/paths.js';
import type { AccountDeps } from '../accounts/accountService.js';
import type { GoogleSignIn } from '../accounts/google.js';
import { inAppRefusalPage } from '../accounts/inAppRefusal.js';
import { promoteConfiguredOwners } from '../accounts/owners.js';
import { referralOf } from '../sources/firstTouch.js';
import { visitorLanguage } from '../visitorLocale.js';
import { setSessionCookie } from '../accounts/session.js';
import { createSession } from '../accounts/sessionRepository.js';

export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

export interface GoogleRoutesOptions {
  deps: AccountDeps;
  /** Null when GOOGLE_CLIENT_ID/SECRET are not set: the buttons then explain that. */
  google: GoogleSignIn | null;
  secureCookies: boolean;
}

/**
 * Both paths start Google sign-in (browser redirects); the callback logs in and opens /app, or
 * the page named by `?return_to=` at the start (the console page that asked for a login). A
 * return_to that is not one of this site's console or /app paths is ignored, as a login link must not
 * become a way to send a browser elsewhere.
 */
export const googleRoutes: FastifyPluginAsync<GoogleRoutesOptions> = async (app, { deps, google, secureCookies }) => {
  const backToLogin = (reply: FastifyReply, outcome: 'unavailable' | 'failed') =>
    reply.redirect(`${deps.publicUrl}${paths.login}?google=${outcome}`, 303);

  // The browser binding (google.ts): `__Host-` over https (Secure, path /, this host only); browsers refuse
  // that prefix on plain http, where the cookie keeps its plain name.
  const bindingCookie = secureCookies ? '__Host-gtss_oidc' : 'gtss_oidc';
  const bindingOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;

  const start = async (req: FastifyRequest<{ Querystring: { return_to?: unknown } }>, reply: FastifyReply) => {
    // Google answers an embedded webview with 403 disallowed_useragent: say why here, and the way out
    const inApp = detectInAppBrowser(req.headers['user-agent']);
    if (inApp) {
      reply.header('vary', 'user-agent');
      return reply
        .code(403)
        .type('text/html; charset=utf-8')
        .send(inAppRefusalPage(inApp, visitorLanguage(req), deps.publicUrl));
    }
    if (!google) return backToLogin(reply, 'unavailable');
    try {
      const { url, browserBinding } = await google.start(returnPathOf(req.query.return_to));
      reply.setCookie(bindingCookie, browserBinding, { ...bindingOptions, maxAge: 10 * 60 });
      return reply.redirect(url, 303);
    } catch (err) {
      deps.log.error({ err }, 'Google sign-in could not start (discovery failed?)');
      return backToLogin(reply, 'failed');
    }
  };
  app.get(GOOGLE_LOGIN_PATH, start);
  app.get(GOOGLE_SIGNUP_PATH, start);

  app.get(GOOGLE_CALLBACK_PATH, async (req, reply) => {
    if (!google) return backToLogin(reply, 'unavailable');
    reply.clearCookie(bindingCookie, bindingOptions);
    try {
      const { user, returnTo } = await google.finish(
        new URL(req.url, deps.publicUrl),
        req.cookies[bindingCookie],
        visitorLanguage(req),
        referralOf(req, secureCookies),
      );
      if (!user.role) await promoteConfiguredOwners(deps.db, deps.ownerEmails, user.id);
      const session = await createSession(deps.db, user.id, deps.now());
      setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
      return reply.redirect(`${deps.publicUrl}${returnTo ?? paths.home}`, 303);
    } catch (err) {
      deps.log.warn({ err }, 'Google sign-in failed');
      return backToLogin(reply, 'failed');
    }
  });
};
