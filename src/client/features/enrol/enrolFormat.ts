import type { LanguageCode } from '../../../shared/constants.js';
import type { Course, EnrolmentTerms } from '../../../shared/enrolment.js';
import { formatAmount } from '../../../shared/localeFormat.js';
import { nextMonth } from '../../../shared/tuition.js';
import type { VisitorWords } from '../../i18n/useWords.js';
import type { WordId } from '../../i18n/wordIds.js';
import { enrol as english } from '../../i18n/words/en/enrol.js';

// How the course page and my page write a course, a weekly time, a month and a message in the visitor's language.

// The refusals come as the server's English texts (src/shared/enrolment.ts, word for word in the English words, which
// enrolWords.test checks): shared/enrolment.ts itself is not imported, its zod schemas would come with it.
const KNOWN: ReadonlyMap<string, WordId> = new Map(
  Object.entries(english)
    .filter(([id]) => id.startsWith('enrol.err.'))
    .map(([id, text]) => [text, id as WordId]),
);

/** A message kept in state (English) in the visitor's language where known; another server text as written. */
export const enrolMessage = ({ t }: VisitorWords, english: string): string => {
  const id = KNOWN.get(english);
  return id ? t(id) : english;
};

export const courseName = (c: Pick<Course, 'names'>, language: LanguageCode): string => c.names[language] ?? c.names.en ?? '';

export const yenIn = (language: LanguageCode, yen: number): string => formatAmount(language, yen);

/** "Tuesdays 18:00–19:00 (Japan time)". */
export const weeklyText = ({ t }: VisitorWords, w: { weekday: number; start: string; end: string }): string =>
  t('enrol.weekly', { weekday: t(`enrol.weekday.${w.weekday}` as WordId), start: w.start, end: w.end });

/** "December 2026" / "2026年12月" from YYYY-MM. */
export const monthText = (language: LanguageCode, month: string): string =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );

/** The first month charged on the charge day: the one after the first month (YYYY-MM). */
export const firstRenewal = (terms: EnrolmentTerms): string => nextMonth(`${terms.first_month.month}-01`).slice(0, 7);
