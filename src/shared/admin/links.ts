import { z } from 'zod';
import { paths } from '../paths.js';
import { LINK_CAMPAIGN_RULE, LINK_CHANNELS, LINK_MEDIUMS, LINK_NAME_NEEDED, LINK_TARGETS, REFERRAL_VALUE_MAX } from '../sourceWords.js';
import { FreeText } from '../text.js';
import { Instant } from './common.js';

export {
  campaignOf,
  defaultMedium,
  LINK_CAMPAIGN_RULE,
  LINK_CHANNELS,
  LINK_MEDIUMS,
  LINK_NAME_NEEDED,
  LINK_NOT_FOUND,
  LINK_TAKEN,
  LINK_TARGETS,
} from '../sourceWords.js';
export type { LinkChannel, LinkMedium, LinkTarget } from '../sourceWords.js';

// "Tracked links": /api/admin/links. A link is the site's address with utm_* values (utm_source = its channel,
// utm_medium = how it is used, utm_campaign = its campaign), shown with Copy and as a QR code (SVG and PNG).

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
