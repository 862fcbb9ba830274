import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.js';
import { LANGUAGE_CODES } from './language.js';
import { STAFF_ROLES } from './roles.js';
import { FreeText } from './text.js';

// The contract of the account calls. Field names are the API's, fixed.

// User: name, email. The body of GET /public/me, with the school's role of staff
// (absent for a visitor), so the header can offer the console.
export const User = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES).optional(),
  /** A staff member's console language; null (or absent) follows the header's selector, else the browser. */
  console_language: z.enum(LANGUAGE_CODES).nullable().optional(),
});
export type User = z.infer<typeof User>;

/** Emails are trimmed and lower-cased before they are compared or stored. */
export const Email = z.string().trim().toLowerCase().max(254, 'Email is too long.').pipe(z.email('Enter a valid email address.'));

export const Password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

// Control characters have no place in a name shown in the header and in emails; NUL is even
// refused by PostgreSQL's text type (it used to end in a 500).
// A name is put into emails ("Dear …"): a link or markup there turns the school's mail into someone's
// advert or phishing (security review finding 6), so neither is a name.
const LINK = /[a-z][a-z0-9+.-]*:\/\/|www\.|\b[\w-]+\.[a-z]{2,}\//i;
export const NAME_NO_LINKS = 'Name must not contain links or the characters < and >.';
export const PersonName = FreeText('Name', 100)
  .pipe(z.string().min(1, 'Name is required.'))
  .refine((name) => /^[^<>]*$/.test(name), NAME_NO_LINKS)
  .refine((name) => !LINK.test(name), NAME_NO_LINKS);

export const LoginBody = z.object({ email: Email, password: z.string().min(1, 'Password is required.').max(PASSWORD_MAX) }).strict();
export type LoginBody = z.input<typeof LoginBody>;

export const LoginResult = z.object({ access_token: z.string() });
export type LoginResult = z.infer<typeof LoginResult>;

export const RegisterBody = z.object({ name: PersonName, email: Email, password: Password }).strict();
export type RegisterBody = z.input<typeof RegisterBody>;

export const ForgotPasswordBody = z.object({ email: Email }).strict();
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token: z.string().min(1).max(200), password: Password }).strict();
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const TokenQuery = z.object({ token: z.string().min(1).max(200) });

export const UpdateProfileBody = z.object({ name: PersonName }).strict();
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** The answer of calls that only report success in words (register, confirm, forgot, reset). */
export const MessageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResult>;

/** One of the site's languages. */
export const Language = z.enum(LANGUAGE_CODES);

/** PUT /public/me/language: a logged-in visitor chose another language in the selector. */
export const UpdateLanguageBody = z.object({ language: Language });
export type UpdateLanguageBody = z.infer<typeof UpdateLanguageBody>;
