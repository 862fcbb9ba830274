import type { LanguageCode } from './constants.js';

// A text the school writes per language, and how a visitor's language picks from it: on its own, without the
// profile's defaults, so the visitor's entry carries only this.

/** A text the school writes per language; a language left out (or blank) falls back (textFor). */
export type LocalText = Partial<Record<LanguageCode, string>>;

/** The text in `language`, else in the school's first language, else in any language it was written in; '' when none. */
export function textFor(text: LocalText | undefined, language: LanguageCode, first: LanguageCode): string {
  if (!text) return '';
  const pick = (l: LanguageCode) => text[l]?.trim() ?? '';
  return (
    pick(language) ||
    pick(first) ||
    Object.values(text)
      .find((v) => v && v.trim())
      ?.trim() ||
    ''
  );
}
