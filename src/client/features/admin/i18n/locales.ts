import type { LanguageCode } from '../../../../shared/constants.js';

/**
 * The locale each console language formats with: British English (25 Nov 2026, 16:00; no mm/dd),
 * Japanese (2026年11月25日(水) 16:00), simplified and traditional Chinese.
 */
export const CONSOLE_LOCALES: Record<LanguageCode, string> = { en: 'en-GB', ja: 'ja-JP', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

/** The first of the browser's languages that is one of ours, else English. */
export function browserConsoleLanguage(languages: readonly string[], languageOfTag: (tag: string) => LanguageCode | null): LanguageCode {
  for (const tag of languages) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}
