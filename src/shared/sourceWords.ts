// The words and rules of visitor sources and tracked links without zod, so that the console's pages can
// use them without the schemas (referral.ts and admin/links.ts re-export them).

export const REFERRAL_VALUE_MAX = 64;

/** The bookings list's filter by source: untracked bookings, those from another site, or a utm_source or host. */
export const ORIGIN_DIRECT = 'direct';
export const ORIGIN_OTHER_SITE = 'referrer';

export const LINK_CHANNELS = ['line', 'instagram', 'wechat', 'facebook', 'flyer', 'email', 'other'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];
/** qr: printed (a flyer, a poster); social: posted in a chat or a feed; email: sent in a mail. */
export const LINK_MEDIUMS = ['qr', 'social', 'email'] as const;
export type LinkMedium = (typeof LINK_MEDIUMS)[number];
export const LINK_TARGETS = ['home', 'booking'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

// The tracked links' refusals (the console shows them in the member's language: i18n/details/sources.ts).
export const LINK_NAME_NEEDED = 'Give the link a name.';
export const LINK_CAMPAIGN_RULE = 'A campaign is letters, digits, dots, dashes or underscores (at most 64).';
export const LINK_TAKEN = 'A link with this channel, use and campaign exists already: choose another campaign.';
export const LINK_NOT_FOUND = 'There is no such link.';

/** How a link is usually used on its channel (the form's first choice). */
export const defaultMedium = (channel: LinkChannel): LinkMedium => (channel === 'flyer' ? 'qr' : channel === 'email' ? 'email' : 'social');

/** A campaign from a name: lower-cased, spaces as dashes, other signs dropped ("Spring flyer 2027" → "spring-flyer-2027"). */
export function campaignOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}._+-]/gu, '')
    .replace(/^[._+-]+/, '')
    .slice(0, REFERRAL_VALUE_MAX);
}

/** A source's columns (a booking's, an account's, a row of the numbers). */
export interface SourceColumns {
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  referrer_host?: string | null;
}

/** How staff read it: "line / qr / flyer" (the parts there are), or the referring host; null: direct or unknown. */
export function referralLabel(r: SourceColumns | null | undefined): string | null {
  if (!r) return null;
  const utm = [r.utm_source, r.utm_medium, r.utm_campaign].filter(Boolean);
  if (utm.length > 0) return utm.join(' / ');
  return r.referrer_host ?? null;
}
