import { TIME_ZONE, type LanguageCode } from '../../../shared/constants.js';

export { formatYen } from '../../../shared/format.js';

// Created_at is an instant; shows times in Japan time, in words a visitor reads ('24 Nov 2026, 10:30 (JST)').
// shared/dates.ts's tokyoDateTime is the compact form ('2026-11-24 10:30') for the console's activity and schedule lines.
// In another language, as it writes them ('2026年11月24日 10:30（日本時間）').
const LOCALES: Record<LanguageCode, string> = { en: 'en-GB', ja: 'ja-JP', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };
const JAPAN_TIME: Record<LanguageCode, string> = { en: ' (JST)', ja: '（日本時間）', 'zh-CN': '（日本时间）', 'zh-TW': '（日本時間）' };
export function formatTokyoDateTime(instant: string, language: LanguageCode = 'en'): string {
  const t = new Date(instant);
  if (Number.isNaN(t.getTime())) return instant;
  const format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  return `${format.format(t)}${JAPAN_TIME[language]}`;
}
