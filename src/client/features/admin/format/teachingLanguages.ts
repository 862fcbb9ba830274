import type { TeachingLanguage } from '../../../../shared/teachers.js';
import type { MessageId } from '../i18n/messageIds.js';

/** Each language a teacher can teach, by its catalogue key (its name in the member's language). */
export const TEACHING_LANGUAGE_LABELS: Record<TeachingLanguage, MessageId> = {
  en: 'teachers.language.en',
  ja: 'teachers.language.ja',
  zh: 'teachers.language.zh',
  ko: 'teachers.language.ko',
  fr: 'teachers.language.fr',
  de: 'teachers.language.de',
  es: 'teachers.language.es',
};
