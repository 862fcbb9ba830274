import type { LanguageCode } from '../../shared/constants.js';
import { paths } from '../../shared/paths.js';
import type { Mail } from './outbox.js';
import { mail } from './templates.js';

/** Who an account email goes to: plain facts, so mail/ never depends on the accounts area. */
export interface Recipient {
  email: string;
  name: string;
  /** The language the email is written in. */
  language: LanguageCode;
}

// The emails of the account flows (issue #5); the links carry single-use tokens.

export function confirmEmailMail(u: Recipient, publicUrl: string, token: string): Mail {
  return mail(
    u.email,
    'Confirm your email address',
    [
      `Dear ${u.name},`,
      'Thank you for signing up at GTSS Language School.',
      'Please confirm your email address within 24 hours with the link below.',
    ],
    { url: `${publicUrl}${paths.confirmEmail}?token=${token}`, label: 'Confirm your email address' },
  );
}

/** DESIGN: registering an existing email answers as for a new one; the owner is told instead. */
export function alreadyRegisteredMail(u: Recipient, publicUrl: string): Mail {
  return mail(
    u.email,
    'You already have an account',
    [
      `Dear ${u.name},`,
      'Someone (probably you) tried to sign up with this email address, which already has an account.',
      'You can log in, or reset your password if you have forgotten it. If it was not you, you can ignore this email.',
    ],
    { url: `${publicUrl}${paths.forgotPassword}`, label: 'Reset your password' },
  );
}

export function resetPasswordMail(u: Recipient, publicUrl: string, token: string): Mail {
  return mail(
    u.email,
    'Reset your password',
    [
      `Dear ${u.name},`,
      'We received a request to reset the password of your GTSS account.',
      'Choose a new password within one hour with the link below. If you did not ask for this, you can ignore this email.',
    ],
    { url: `${publicUrl}${paths.resetPassword}?token=${token}`, label: 'Choose a new password' },
  );
}
