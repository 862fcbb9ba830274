import { z } from 'zod';
import { ORIGIN_DIRECT, ORIGIN_OTHER_SITE, REFERRAL_VALUE_MAX } from './sourceWords.js';

export * from './sourceWords.js';

// Where a visitor first came from (a tracked link's utm_* values, else another site's host): kept in the
// visitor's browser by the server (a first-touch cookie, no script) and recorded on their bookings and
// account. Not the booking's channel (bookings.source: web, phone, desk), which is another thing.

/** The first-touch cookie ( `__Host-` prefixed over https). */
export const REFERRAL_COOKIE = 'gtss_src';
export const REFERRAL_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const REFERRER_HOST_MAX = 100;

/** A utm_* value: letters (any script), digits and . _ + -, lower-cased; anything else is not recorded. */
export const ReferralValue = z
  .string()
  .trim()
  .toLowerCase()
  .max(REFERRAL_VALUE_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}._+-]*$/u);
/** Another site's host name (no port, no user, no path). */
export const ReferrerHost = z
  .string()
  .toLowerCase()
  .max(REFERRER_HOST_MAX)
  .regex(/^(?=.*[a-z])[a-z0-9-]+(\.[a-z0-9-]+)*$/);

export const Referral = z.object({
  utm_source: ReferralValue.nullable(),
  utm_medium: ReferralValue.nullable(),
  utm_campaign: ReferralValue.nullable(),
  referrer_host: ReferrerHost.nullable(),
});
export type Referral = z.infer<typeof Referral>;

export const NO_REFERRAL: Referral = { utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null };

const valueOf = (raw: string | null | undefined) => {
  if (raw == null) return null;
  // Over-long values are cut, not refused: a long campaign name still says where the visitor came from.
  const parsed = ReferralValue.safeParse(raw.trim().slice(0, REFERRAL_VALUE_MAX));
  return parsed.success ? parsed.data : null;
};

const isEmpty = (r: Referral) => !r.utm_source && !r.utm_medium && !r.utm_campaign && !r.referrer_host;

/**
 * The first touch a page request shows: its utm_* values, or with none of them another site's host from
 * the Referer. Null when there is nothing to record (no UTM, no referrer, or a referrer from this site).
 */
export function referralOfRequest(query: URLSearchParams, referer: string | undefined, siteHosts: string[]): Referral | null {
  const utm: Referral = {
    utm_source: valueOf(query.get('utm_source')),
    utm_medium: valueOf(query.get('utm_medium')),
    utm_campaign: valueOf(query.get('utm_campaign')),
    referrer_host: null,
  };
  if (!isEmpty(utm)) return utm;
  if (!referer) return null;
  let host: string;
  try {
    host = new URL(referer).hostname;
  } catch {
    return null;
  }
  const own = siteHosts.map((h) => h.toLowerCase().replace(/:\d+$/, ''));
  const parsed = ReferrerHost.safeParse(host);
  if (!parsed.success || own.includes(parsed.data)) return null;
  return { ...NO_REFERRAL, referrer_host: parsed.data };
}

const KEYS = { s: 'utm_source', m: 'utm_medium', c: 'utm_campaign', r: 'referrer_host' } as const;

/** The bookings list's filter by source (sourceWords.ts). */
export const OriginFilter = z.union([z.literal(ORIGIN_DIRECT), z.literal(ORIGIN_OTHER_SITE), ReferralValue]);
export type OriginFilter = z.infer<typeof OriginFilter>;

/** A booking's or an account's source columns as staff read them (every one null: direct or unknown). */
export const ReferralColumns = {
  utm_source: z.string().nullable().optional(),
  utm_medium: z.string().nullable().optional(),
  utm_campaign: z.string().nullable().optional(),
  referrer_host: z.string().nullable().optional(),
};

/** The cookie's value: a short query string (s, m, c, r). */
export function encodeReferral(r: Referral): string {
  const out = new URLSearchParams();
  for (const [short, key] of Object.entries(KEYS)) if (r[key]) out.set(short, r[key]);
  return out.toString();
}

/** The cookie read back; null when absent, malformed or oversized (it came from the browser: never trusted). */
export function decodeReferral(raw: string | undefined): Referral | null {
  if (!raw || raw.length > 400) return null;
  const params = new URLSearchParams(raw);
  const candidate = Object.fromEntries(Object.entries(KEYS).map(([short, key]) => [key, params.get(short)]));
  const parsed = Referral.safeParse(candidate);
  return parsed.success && !isEmpty(parsed.data) ? parsed.data : null;
}
