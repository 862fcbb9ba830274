import type { LanguageCode } from './constants.js';

/**
 * A teacher's name as a visitor reads it: Japanese readers see the name as written; every other visitor (who may
 * read no kanji) sees its reading in Latin letters first, the name as written beside it (the one on the door),
 * when the school gave a reading (name_latin).
 */
export function teacherNameFor(name: string, latin: string | null | undefined, language: LanguageCode): string {
  if (language === 'ja' || !latin || latin === name) return name;
  return `${latin} (${name})`;
}
