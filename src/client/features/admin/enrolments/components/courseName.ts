import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { LanguageCode } from '../../../../../shared/constants.js';
import { CONSOLE_LOCALES } from '../../i18n/locales.js';

const LANGUAGE_OF = new Map(Object.entries(CONSOLE_LOCALES).map(([language, locale]) => [locale, language as LanguageCode]));

/** A course's name in the console's language, English when it has none there. */
export function useCourseName(): (names: Record<string, string>) => string {
  const { locale } = useIntl();
  const language = LANGUAGE_OF.get(locale) ?? 'en';
  return useCallback((names) => names[language] ?? names.en ?? '', [language]);
}
