import type { LanguageCode } from '../../../shared/constants.js';
import * as refusals from '../../../shared/enrolment.js';
import type { Course, EnrolmentTerms } from '../../../shared/enrolment.js';
import { formatAmount } from '../../../shared/localeFormat.js';
import { nextMonth } from '../../../shared/tuition.js';
import type { VisitorWords } from '../../i18n/useWords.js';
import type { WordId } from '../../i18n/wordIds.js';
import { ENROL_FAILED, LOAD_FAILED, PAY_FAILED } from './enrolTexts.js';

// How the course page and my page write a course, a weekly time, a month and a message in the visitor's language.

const KNOWN: ReadonlyMap<string, WordId> = new Map<string, WordId>([
  [LOAD_FAILED, 'enrol.err.load'],
  [ENROL_FAILED, 'enrol.err.enrol'],
  [PAY_FAILED, 'enrol.err.pay'],
  [refusals.COURSE_NOT_FOUND, 'enrol.err.notFound'],
  [refusals.COURSE_DESK_ONLY, 'enrol.err.deskOnly'],
  [refusals.TEACHER_NOT_FOR_COURSE, 'enrol.err.teacher'],
  [refusals.WEEKLY_TIME_TAKEN, 'enrol.err.taken'],
  [refusals.CLASS_FULL, 'enrol.err.full'],
  [refusals.ALREADY_ENROLLED, 'enrol.err.already'],
  [refusals.START_NOT_ON_WEEKDAY, 'enrol.err.start'],
  [refusals.TUITION_NOT_DUE, 'enrol.err.notDue'],
  [refusals.CARD_TUITION_UNAVAILABLE, 'enrol.err.cardClosed'],
]);

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
