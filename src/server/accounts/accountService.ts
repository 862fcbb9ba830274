import type { LanguageCode } from '../../shared/constants.js';
import * as messages from '../../shared/messages.js';
import type { Referral } from '../../shared/referral.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { alreadyRegisteredMail, confirmEmailMail, resetPasswordMail } from '../mail/accountMails.js';
import { enqueueMail } from '../mail/outbox.js';
import { consumeToken, findTokenUser, issueToken, revokeTokens } from './accountTokens.js';
import { dropUnprovenLine, verifyEmail } from './emailVerification.js';
import { finishLineSignup, takeLineSignup } from './lineSignupBrowser.js';
import { hashPassword, verifyPassword } from './secrets.js';
import { promoteConfiguredOwners } from './owners.js';
import { createSession, deleteUserSessions } from './sessionRepository.js';
import { findUserByEmail, insertUser, setPasswordHash } from './userRepository.js';

/** What the account flows need: the booking services' database, clock, public URL and mail wake-up. */
export type AccountDeps = Pick<ServerDeps, 'db' | 'now' | 'publicUrl' | 'mailQueued' | 'log' | 'inBackground' | 'ownerEmails'>;

export const WRONG_LOGIN = 'Wrong email or password.';
export const BAD_CONFIRM_LINK = 'This confirmation link is invalid or has expired.';
export const BAD_RESET_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Sign up. The same answer whether or not the email exists (no enumeration). */
export async function register(
  deps: AccountDeps,
  body: { name: string; email: string; password: string },
  language: LanguageCode,
  referral: Referral | null = null,
): Promise<void> {
  const passwordHash = await hashPassword(body.password); // outside the transaction: it takes ~10 ms
  await deps.db.transaction(async (tx) => {
    const created = await insertUser(tx, { email: body.email, name: body.name, passwordHash, language, referral });
    if (created) {
      await enqueueMail(tx, confirmEmailMail(created, deps.publicUrl, await issueToken(tx, created.id, 'confirm', deps.now())));
    } else {
      const owner = await findUserByEmail(tx, body.email);
      // in the language of whoever just tried to sign up (most likely the owner, now)
      if (owner) await enqueueMail(tx, alreadyRegisteredMail({ ...owner, language }, deps.publicUrl));
    }
  });
  deps.mailQueued();
}

/**
 * The confirmation link: the email is verified (verifyEmail: an unverified account's sessions and any LINE
 * end), then a LINE sign-up's LINE user is connected when the link is followed in the browser that signed up
 * (`signupBrowser`: its lineSignupBrowser cookie). OWNER_EMAILS is applied last.
 */
export async function confirmEmail(deps: AccountDeps, token: string, signupBrowser?: string): Promise<void> {
  const confirmed = await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'confirm', deps.now());
    if (userId === null) return null;
    const pending = await takeLineSignup(tx, userId, deps.now());
    await verifyEmail(tx, userId);
    return { userId, pending };
  });
  if (confirmed === null) throw new HttpError(400, BAD_CONFIRM_LINK);
  // after the commit: the unique constraint on the LINE user decides without aborting the verification
  await finishLineSignup(deps.db, confirmed.userId, confirmed.pending, signupBrowser);
  await promoteConfiguredOwners(deps.db, deps.ownerEmails, confirmed.userId);
}

/** Checks the password and opens a session; an unconfirmed account gets a 403 saying so. */
export async function login(deps: AccountDeps, body: { email: string; password: string }) {
  const user = await findUserByEmail(deps.db, body.email);
  const ok = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !ok) throw new HttpError(401, WRONG_LOGIN);
  if (!user.email_verified) throw new HttpError(403, messages.confirmEmailFirst);
  // OWNER_EMAILS listed after the account was verified (a restart promotes too, this spares it)
  if (!user.role) await promoteConfiguredOwners(deps.db, deps.ownerEmails, user.id);
  return { ...(await createSession(deps.db, user.id, deps.now())), userId: user.id };
}

/**
 * Forgot password. Security review finding 6: the lookup, token and mail run after the answer,
 * so a known email's answer takes no longer than an unknown one's (the same answer, the same time).
 */
export function forgotPassword(deps: AccountDeps, email: string, language: LanguageCode): void {
  deps.inBackground('password reset mail', () => sendResetMail(deps, email, language));
}

async function sendResetMail(deps: AccountDeps, email: string, language: LanguageCode): Promise<void> {
  const sent = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return false;
    await enqueueMail(tx, resetPasswordMail({ ...user, language }, deps.publicUrl, await issueToken(tx, user.id, 'reset', deps.now())));
    return true;
  });
  if (sent) deps.mailQueued();
}

/** A new password ends every session; following the emailed link also proves the email. */
export async function resetPassword(deps: AccountDeps, body: { token: string; password: string }): Promise<void> {
  // Security review finding 5: a bogus token costs one indexed lookup, not an argon2 hash on the thread pool.
  if ((await findTokenUser(deps.db, body.token, 'reset', deps.now())) === null) throw new HttpError(400, BAD_RESET_LINK);
  const passwordHash = await hashPassword(body.password);
  const done = await deps.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, body.token, 'reset', deps.now());
    if (userId === null) return false;
    await revokeTokens(tx, userId, 'reset', deps.now());
    await setPasswordHash(tx, userId, passwordHash);
    // the email's owner takes over an unconfirmed account: its sessions and any LINE end (verifyEmail); a
    // verified account loses a LINE that came before its verification (an account taken before that rule)
    await dropUnprovenLine(tx, userId);
    await verifyEmail(tx, userId);
    await deleteUserSessions(tx, userId);
    return true;
  });
  if (!done) throw new HttpError(400, BAD_RESET_LINK);
}
