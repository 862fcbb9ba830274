import type { LanguageCode } from '../../../shared/constants.js';
import { isLanguage, LANGUAGE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, TIME_ZONE_COOKIE } from '../../../shared/language.js';

/**
 * The visitor's language choice and time zone, kept in cookies so that the server reads them
 * on every call and every page it renders (emails, the checkout, the receipt are in the visitor's language).
 */
export interface VisitorLocale {
  /** The language chosen on this or an earlier visit; null when none was chosen (the browser's decides). */
  chosenLanguage(): LanguageCode | null;
  rememberLanguage(language: LanguageCode): void;
  /** Tells the server the browser's time zone (emails show the class in it, beside Japan time). */
  rememberTimeZone(): void;
}

function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function browserVisitorLocale(): VisitorLocale {
  return {
    chosenLanguage() {
      const value = readCookie(LANGUAGE_COOKIE);
      return isLanguage(value) ? value : null;
    },
    rememberLanguage: (language) => writeCookie(LANGUAGE_COOKIE, language),
    rememberTimeZone() {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone && readCookie(TIME_ZONE_COOKIE) !== zone) writeCookie(TIME_ZONE_COOKIE, zone);
    },
  };
}
