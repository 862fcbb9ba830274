import { z } from 'zod';

// One rule for the free text the API takes (names, the staff's search, a cancel reason).
// Control characters have no place in text shown in the console and put into emails; NUL is even refused
// by PostgreSQL's text and jsonb types (it used to end in a 500).

/** True when the text holds a control character (C0, DEL, C1); multi-line text may keep its line breaks and tabs. */
export function controlCharacters(value: string, multiline: boolean): boolean {
  return /\p{Cc}/u.test(multiline ? value.replace(/[\r\n\t]/g, '') : value);
}

export const noControlCharacters = (label: string) => `${label} must not contain control characters.`;
export const tooLong = (label: string) => `${label} is too long.`;

/** A free-text field: trimmed, at most `max` characters, no control characters (line breaks too unless `multiline`). */
export const FreeText = (label: string, max: number, { multiline = false } = {}) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label))
    .refine((value) => !controlCharacters(value, multiline), noControlCharacters(label));
