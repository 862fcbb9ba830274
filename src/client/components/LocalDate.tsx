import { formatDate } from '../../shared/localeFormat.js';
import { useWords } from '../i18n/useWords.js';

/** A class's date (yyyy-MM-dd, Japan's) as the visitor's language writes it, as the emails do: Tue, 1 Dec 2026 / 2026年12月1日(火). */
export function LocalDate({ date }: { date: string }) {
  const { language } = useWords();
  return <time dateTime={date}>{formatDate(language, date)}</time>;
}
