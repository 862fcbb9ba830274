import { LANGUAGES, type LanguageCode } from './constants.js';

// The visitor's language (en, zh-CN, zh-TW, ja) and time zone, end to end. The language chosen
// in the site's selector is remembered in a cookie, which the browser sends with every call and every
// page the server renders (the checkout, the receipt, Google's return); with no choice made, the
// browser's Accept-Language decides. The browser's time zone travels the same way.

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Cookies the SPA sets (not HttpOnly: it writes them) and the server reads. */
export const LANGUAGE_COOKIE = 'gtss_lang';
export const TIME_ZONE_COOKIE = 'gtss_tz';
/** A year: the choice is remembered across visits. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

// (no zod here: the SPA's first-load bundle imports this module, and zod would add ~15 KB to it)
export const isLanguage = (value: unknown): value is LanguageCode => (LANGUAGE_CODES as readonly unknown[]).includes(value);

/** One language tag (ja-JP, zh-Hant-TW, en) → ours, or null when it is none of ours. */
export function languageOfTag(tag: string): LanguageCode | null {
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const [primary] = parts;
  if (primary === 'ja') return 'ja';
  if (primary === 'en') return 'en';
  if (primary !== 'zh') return null;
  // the script says it outright (zh-Hans-HK is simplified); else zh-TW, zh-HK and zh-MO are traditional
  if (parts.includes('hans')) return 'zh-CN';
  if (parts.some((p) => p === 'hant' || p === 'tw' || p === 'hk' || p === 'mo')) return 'zh-TW';
  return 'zh-CN';
}

/**
 * An Accept-Language header → the best of our languages: the visitor's preferences in order of
 * their q-values (q=0 means "not this one"), the first one we have; none of ours → en.
 */
export function negotiateLanguage(acceptLanguage: string | undefined | null): LanguageCode {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 32)
    .map((entry, index) => {
      const [tag, ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** An IANA time zone name this runtime knows (Asia/Tokyo, Europe/Paris), or null. */
export function validTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
