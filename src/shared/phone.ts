// Phone numbers as staff type them: 090-1234-5678, 09012345678, +81 90 1234 5678 and (090) 1234-5678 are one
// number. The database keeps the same digits (migration 0020's gtss_phone_digits) for what staff search.

const JAPAN = '81';

/** A phone number as typed: digits, spaces, - and ( ), an optional leading +; 6 to 20 of them (the desk's and the visitor's). */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/**
 * The number's digits as dialled in Japan: full-width digits read as digits, separators dropped, and the
 * country code +81 turned into the leading 0 (kept when written "+81 (0)90…"). null when there are no digits.
 */
export function phoneDigits(typed: string): string | null {
  const text = typed.normalize('NFKC');
  const digits = text.replace(/[^0-9]/g, '');
  if (digits === '') return null;
  if (/^\s*\+\s*81/.test(text)) {
    const national = digits.slice(JAPAN.length);
    return national.startsWith('0') ? national : `0${national}`;
  }
  return digits;
}

/** Fewer digits than this in a search are not a phone number (a year, part of a code). */
export const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * A search that reads as (part of) a phone number: only digits, spaces, + - . ( ) and enough digits.
 * Its digits, to find in the stored ones; null for any other search.
 */
export function phoneSearchDigits(q: string): string | null {
  const text = q.normalize('NFKC').trim();
  if (!/^\+?[0-9 ().-]+$/.test(text)) return null;
  const digits = phoneDigits(text);
  return digits !== null && digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}
