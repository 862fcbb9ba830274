import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBody,
  LoginBody,
  LoginResult,
  MessageResult,
  RegisterBody,
  ResetPasswordBody,
  TokenQuery,
} from '../../shared/auth.js';
import * as messages from '../../shared/messages.js';
import { confirmEmail, forgotPassword, login, register, resetPassword, type AccountDeps } from '../accounts/accountService.js';
import { LIMITS } from '../accounts/limits.js';
import { lineSignupCookie, lineSignupCookieOptions } from '../accounts/lineSignupBrowser.js';
import { rateLimit } from '../accounts/rateLimit.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../accounts/session.js';
import { deleteSession } from '../accounts/sessionRepository.js';
import { rememberDevice, trustedDevice } from '../accounts/trustedDevices.js';
import { csrfGuard } from '../csrf.js';
import { referralOf } from '../sources/firstTouch.js';
import { visitorLanguage } from '../visitorLocale.js';

export interface AuthRoutesOptions {
  deps: AccountDeps;
  secureCookies: boolean;
}

/** Account calls: sign up, confirm, log in and out, forgot and reset the password. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { deps, secureCookies }) => {
  app.addHook('onRequest', csrfGuard); // every POST here changes state
  const limit = (l: (typeof LIMITS)[keyof typeof LIMITS], key: string) => rateLimit(deps.db, l, [key], deps.now());

  app.post('/public/users/register', { schema: { body: RegisterBody, response: { 200: MessageResult } } }, async (req) => {
    await limit(LIMITS.registerByIp, req.ip);
    await limit(LIMITS.registerByEmail, req.body.email);
    await register(deps, req.body, visitorLanguage(req), referralOf(req, secureCookies));
    return { message: messages.confirmationEmailSent };
  });

  // A LINE sign-up's browser sends its cookie along (the SPA's call carries credentials): LINE is connected then
  app.get('/public/users/confirm', { schema: { querystring: TokenQuery, response: { 200: MessageResult } } }, async (req, reply) => {
    const signupBrowser = req.cookies[lineSignupCookie(secureCookies)];
    await confirmEmail(deps, req.query.token, signupBrowser);
    if (signupBrowser) reply.clearCookie(lineSignupCookie(secureCookies), lineSignupCookieOptions(secureCookies));
    return { message: messages.emailVerified };
  });

  app.post('/public/auth/login', { schema: { body: LoginBody, response: { 200: LoginResult } } }, async (req, reply) => {
    await limit(LIMITS.loginByIp, req.ip);
    // a browser that has logged in to this account before counts on its own, not on the email's limit
    const device = await trustedDevice(deps.db, req, req.body.email);
    await (device ? limit(LIMITS.loginByDevice, device) : limit(LIMITS.loginByEmail, req.body.email));
    const session = await login(deps, req.body);
    await rememberDevice(deps.db, reply, session.userId, device);
    setSessionCookie(reply, session.token, session.expiresAt, secureCookies);
    return { access_token: session.token };
  });

  app.post('/public/auth/logout', async (req, reply) => {
    const token = sessionToken(req);
    if (token) await deleteSession(deps.db, token);
    clearSessionCookie(reply, secureCookies);
    return { message: 'Logged out.' };
  });

  app.post('/public/auth/forgot_password', { schema: { body: ForgotPasswordBody, response: { 200: MessageResult } } }, async (req) => {
    await limit(LIMITS.forgotByIp, req.ip);
    await limit(LIMITS.forgotByEmail, req.body.email);
    forgotPassword(deps, req.body.email, visitorLanguage(req));
    return { message: messages.resetEmailSent };
  });

  app.post('/public/auth/reset_password', { schema: { body: ResetPasswordBody, response: { 200: MessageResult } } }, async (req) => {
    await limit(LIMITS.resetByIp, req.ip);
    await resetPassword(deps, req.body);
    return { message: messages.passwordResetDone };
  });
};
