import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '../shared/constants.js';
import { isLanguage, LANGUAGE_COOKIE, negotiateLanguage, TIME_ZONE_COOKIE, validTimeZone } from '../shared/language.js';

/** The visitor's language: the one chosen in the site's selector (its cookie), else their browser's Accept-Language. */
export function visitorLanguage(req: FastifyRequest): LanguageCode {
  const chosen = req.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : negotiateLanguage(req.headers['accept-language']);
}

/** The browser's time zone as the SPA reported it, or null (not sent, or not a zone this runtime knows). */
export function visitorTimeZone(req: FastifyRequest): string | null {
  return validTimeZone(req.cookies?.[TIME_ZONE_COOKIE]);
}
