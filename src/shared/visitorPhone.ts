import * as z from 'zod/mini';
import type { LanguageCode } from './constants.js';
import { PHONE_PATTERN } from './phone.js';
import type { PhoneField } from './schoolProfile.js';

// The visitor's booking form's phone number (issue 39, point 4), as the school asks it (its profile's phone_field):
// one schema for the form and the server, with its refusals in the visitor's four languages. zod/mini, not zod: the
// booking page's chunk carries it (full zod is 20 KB as served; the page's budget has 17 KB left).

/** What the form and the server say when the number is missing (the school requires it) or not a phone number. */
export const PHONE_WORDS: Record<LanguageCode, { required: string; invalid: string }> = {
  en: {
    required: 'Please enter your phone number.',
    invalid: 'Please enter a phone number in digits, for example 090-1234-5678.',
  },
  ja: {
    required: '電話番号を入力してください。',
    invalid: '電話番号は数字で入力してください（例：090-1234-5678）。',
  },
  'zh-CN': {
    required: '请输入您的电话号码。',
    invalid: '请用数字输入电话号码，例如 090-1234-5678。',
  },
  'zh-TW': {
    required: '請輸入您的電話號碼。',
    invalid: '請以數字輸入電話號碼，例如 090-1234-5678。',
  },
};

/** Full-width digits and hyphens (a Japanese keyboard's) read as ASCII; blank is not given. */
const typed = (v: unknown) => (typeof v === 'string' && v.normalize('NFKC').trim() !== '' ? v : undefined);

/**
 * The phone as the school asks it, in the visitor's language: 'required' refuses a blank one, 'optional' takes a
 * blank one as none (undefined). The number is kept as written (NFKC, trimmed), as the desk's are: the database
 * searches its digits (gtss_phone_digits).
 */
export function visitorPhoneSchema(field: Exclude<PhoneField, 'hidden'>, language: LanguageCode) {
  const words = PHONE_WORDS[language];
  const number = z.string({ error: words.required }).check(z.normalize('NFKC'), z.trim(), z.regex(PHONE_PATTERN, words.invalid));
  return z.pipe(z.transform(typed), field === 'required' ? number : z.optional(number));
}

/** The number to store (null: none, or not asked) or the refusal to show; a school that does not ask ignores what came. */
export function readVisitorPhone(
  field: PhoneField,
  language: LanguageCode,
  value: unknown,
): { phone: string | null } | { refusal: string } {
  if (field === 'hidden') return { phone: null };
  const read = visitorPhoneSchema(field, language).safeParse(value);
  return read.success ? { phone: read.data ?? null } : { refusal: read.error.issues[0].message };
}
