import type { LanguageCode } from '../../shared/constants.js';
import { localTimes } from '../../shared/dates.js';
import { wordsIn, useWords, type VisitorWords } from '../i18n/useWords.js';

const LOCALES: Record<LanguageCode, string> = { en: 'en-GB', ja: 'ja-JP', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

/** The zone a server's render uses for the visitor's (withTimeZone), else none. */
let renderZone: string | null = null;

/** The browser's time zone (undefined where the runtime does not say); in a server's render, the visitor's. */
export const browserTimeZone = (): string | undefined => renderZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Runs a server's render (renderToString: synchronous) with `zone` as the visitor's time zone. */
export function withTimeZone<T>(zone: string, render: () => T): T {
  renderZone = zone;
  try {
    return render();
  } finally {
    renderZone = null;
  }
}

/**
 * A class time says whose time it is: "10:00-12:00 Japan time", and when the visitor's clock
 * differs, their own time beside it: "(02:00-04:00 your time)", with their date when that differs too.
 * In the visitor's language (`words`; English when not given).
 */
export function classTimeText(
  date: string,
  range: string,
  timeZone: string | null | undefined = browserTimeZone(),
  { t, language }: VisitorWords = wordsIn('en'),
): string {
  const local = localTimes(date, range, timeZone);
  if (!local) return t('time.japan', { range });
  const shortDate = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = local.date === date ? '' : t('time.day', { date: shortDate.format(new Date(`${local.date}T00:00:00Z`)) });
  return t('time.both', { range, local: local.range, day });
}

export function ClassTime({ date, range }: { date: string; range: string }) {
  return <>{classTimeText(date, range, browserTimeZone(), useWords())}</>;
}
