import { z } from 'zod';
import { paths } from '../paths.js';
import { REFERRAL_VALUE_MAX } from '../referral.js';
import { FreeText } from '../text.js';
import { Instant } from './common.js';

// "Tracked links": /api/admin/links. A link is the site's address with utm_* values (utm_source = its channel,
// utm_medium = how it is used, utm_campaign = its campaign), shown with Copy and as a QR code (SVG and PNG).

export const LINK_CHANNELS = ['line', 'instagram', 'wechat', 'facebook', 'flyer', 'email', 'other'] as const;
export type LinkChannel = (typeof LINK_CHANNELS)[number];
/** qr: printed (a flyer, a poster); social: posted in a chat or a feed; email: sent in a mail. */
export const LINK_MEDIUMS = ['qr', 'social', 'email'] as const;
export type LinkMedium = (typeof LINK_MEDIUMS)[number];
export const LINK_TARGETS = ['home', 'booking'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

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

const Campaign = z
  .string()
  .trim()
  .toLowerCase()
  .max(REFERRAL_VALUE_MAX, LINK_CAMPAIGN_RULE)
  .regex(/^([\p{L}\p{N}][\p{L}\p{N}._+-]*)?$/u, LINK_CAMPAIGN_RULE);

/** POST /api/admin/links. An empty campaign is made from the name (campaignOf). */
export const TrackedLinkInput = z
  .object({
    name: FreeText('The name', 80).refine((v) => v.length > 0, LINK_NAME_NEEDED),
    channel: z.enum(LINK_CHANNELS),
    medium: z.enum(LINK_MEDIUMS),
    target: z.enum(LINK_TARGETS),
    campaign: Campaign.optional(),
  })
  .strict();
export type TrackedLinkInput = z.input<typeof TrackedLinkInput>;

export const TrackedLink = z.object({
  id: z.number().int(),
  name: z.string(),
  channel: z.enum(LINK_CHANNELS),
  medium: z.enum(LINK_MEDIUMS),
  target: z.enum(LINK_TARGETS),
  campaign: z.string(),
  /** The address to share: PUBLIC_URL's page with the utm_* values. */
  url: z.string(),
  /** Paid bookings that came through it (as the numbers count them). */
  bookings: z.number().int(),
  created_at: Instant,
  archived_at: Instant.nullable(),
});
export type TrackedLink = z.infer<typeof TrackedLink>;

/** GET /api/admin/links: the active links, newest first, then the archived ones. */
export const TrackedLinkList = z.object({ links: z.array(TrackedLink) });
export type TrackedLinkList = z.infer<typeof TrackedLinkList>;

/** The address a link shares. */
export function trackedUrl(publicUrl: string, link: Pick<TrackedLink, 'channel' | 'medium' | 'target' | 'campaign'>): string {
  const query = new URLSearchParams({ utm_source: link.channel, utm_medium: link.medium, utm_campaign: link.campaign });
  return `${publicUrl.replace(/\/+$/, '')}${link.target === 'booking' ? paths.booking : paths.home}?${query}`;
}
