import type { LanguageCode } from '../../shared/constants.js';
import { paths } from '../../shared/paths.js';
import { messageMail } from './mailLayout.js';
import { lineSignupTexts } from './lineSignupTexts.js';
import { alreadyRegisteredTexts, confirmEmailTexts, resetPasswordTexts } from './mailTexts.js';
import type { Mail } from './outbox.js';

/** Who an account email goes to: plain facts, so mail/ never depends on the accounts area. */
export interface Recipient {
  email: string;
  name: string;
  /** The language the email is written in. */
  language: LanguageCode;
}

// The emails of the account flows, in the recipient's language; the links carry single-use tokens.

export function confirmEmailMail(u: Recipient, publicUrl: string, token: string): Mail {
  return messageMail(u, confirmEmailTexts[u.language]({}), [], `${publicUrl}${paths.confirmEmail}?token=${token}`);
}

/** A sign-up with LINE: says that LINE was used, and what to do if it was not the reader. */
export function lineSignupMail(u: Recipient, publicUrl: string, token: string): Mail {
  const t = lineSignupTexts[u.language];
  return messageMail(u, t, [], `${publicUrl}${paths.confirmEmail}?token=${token}`, [t.notYou]);
}

/** Registering an existing email answers as for a new one; the owner is told instead. */
export function alreadyRegisteredMail(u: Recipient, publicUrl: string): Mail {
  return messageMail(u, alreadyRegisteredTexts[u.language]({}), [], `${publicUrl}${paths.forgotPassword}`);
}

export function resetPasswordMail(u: Recipient, publicUrl: string, token: string): Mail {
  return messageMail(u, resetPasswordTexts[u.language]({}), [], `${publicUrl}${paths.resetPassword}?token=${token}`);
}
