import type { LanguageCode } from '../../../../shared/constants.js';

/** Each console language named in its own script, as a language chooser shows it (the same in every language). */
export const OWN_LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  ja: '日本語',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** The chooser's order. */
export const CONSOLE_LANGUAGES: readonly LanguageCode[] = ['en', 'ja', 'zh-CN', 'zh-TW'];
