// The teaching languages as plain constants (no zod here: the booking page's bundle imports this
// module, and zod would add ~15 KB to it). teachers.ts builds its schemas from these.

/** The languages a teacher can teach (what a visitor may want to learn), as ISO 639-1 codes. */
export const TEACHING_LANGUAGES = ['en', 'ja', 'zh', 'ko', 'fr', 'de', 'es'] as const;
export type TeachingLanguageCode = (typeof TEACHING_LANGUAGES)[number];
/** Each teaching language's name in English (the visitor's pages are written in English and translated). */
export const TEACHING_LANGUAGE_NAMES: Record<TeachingLanguageCode, string> = {
  en: 'English',
  ja: 'Japanese',
  zh: 'Chinese',
  ko: 'Korean',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
};
