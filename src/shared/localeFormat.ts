import { TIME_ZONE, type LanguageCode } from './constants.js';
import { tokyoInstant } from './dates.js';

// Dates and amounts as each language writes them, in one place for the emails, the receipt, the checkout
// and the visitor's pages. The day is a Tokyo date, so every formatter works in Asia/Tokyo on that day's
// noon: the weekday is Japan's whatever the server's or the browser's zone.

const weekdays: Record<LanguageCode, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
  'zh-CN': new Intl.DateTimeFormat('zh-CN', { timeZone: TIME_ZONE, weekday: 'long' }),
  'zh-TW': new Intl.DateTimeFormat('zh-TW', { timeZone: TIME_ZONE, weekday: 'long' }),
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: TIME_ZONE, weekday: 'short' }),
};

/** 2026-11-24 → Tue, 24 Nov 2026 | 2026年11月24日 星期二 | 2026年11月24日（星期二） | 2026年11月24日(火) */
export function formatDate(language: LanguageCode, isoDate: string): string {
  const noon = tokyoInstant(isoDate, '12:00');
  if (language === 'en') {
    // assembled from parts: ICU versions differ on the comma after the weekday
    const p = Object.fromEntries(weekdays.en.formatToParts(noon).map((x) => [x.type, x.value]));
    return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
  }
  const [y, m, d] = isoDate.split('-').map(Number);
  const day = `${y}年${m}月${d}日`;
  const wd = weekdays[language].format(noon);
  if (language === 'ja') return `${day}(${wd})`;
  return language === 'zh-CN' ? `${day} ${wd}` : `${day}（${wd}）`;
}

const grouped = new Intl.NumberFormat('en-US');

/**
 * Yen, tax-inclusive: ¥6,000 in English; 6,000円 in Japanese; in Chinese the ¥ sign reads
 * as renminbi, so the currency is written out (日元 in the mainland, 日圓 in Taiwan).
 */
export function formatAmount(language: LanguageCode, yen: number): string {
  const n = grouped.format(yen);
  return { en: `¥${n}`, ja: `${n}円`, 'zh-CN': `${n}日元`, 'zh-TW': `${n}日圓` }[language];
}
