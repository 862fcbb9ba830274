import {
  campaignOf,
  LINK_CAMPAIGN_RULE,
  LINK_NOT_FOUND,
  LINK_TAKEN,
  trackedUrl,
  type TrackedLink,
  type TrackedLinkInput,
} from '../../shared/admin/links.js';
import { ReferralValue } from '../../shared/referral.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// Tracked links: the rows staff make (migration 0022) and the paid bookings each brought, counted by the
// utm_* values the visitor's first touch recorded on the booking (the numbers' "paid" rule).

type LinkRow = Omit<TrackedLink, 'url'>;

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const COLUMNS = `l.id, l.name, l.channel, l.medium, l.target, l.campaign, ${utc('l.created_at')} as created_at,
  ${utc('l.archived_at')} as archived_at,
  (select count(*)::int from bookings b where b.utm_source = l.channel and b.utm_medium = l.medium and b.utm_campaign = l.campaign
     and (b.status = 'Confirmed' or (b.status = 'Canceled' and b.paid_at is not null))) as bookings`;

const withUrl =
  (publicUrl: string) =>
  (row: LinkRow): TrackedLink => ({ ...row, url: trackedUrl(publicUrl, row) });

export async function listLinks(db: Queryable, publicUrl: string): Promise<TrackedLink[]> {
  const rows = await db.query<LinkRow>(
    `select ${COLUMNS} from tracked_links l order by l.archived_at is not null, l.archived_at desc, l.id desc`,
  );
  return rows.map(withUrl(publicUrl));
}

export async function findLink(db: Queryable, publicUrl: string, id: number): Promise<TrackedLink> {
  const [row] = await db.query<LinkRow>(`select ${COLUMNS} from tracked_links l where l.id = $1`, [id]);
  if (!row) throw new HttpError(404, LINK_NOT_FOUND);
  return withUrl(publicUrl)(row);
}

/** A new link and its audit entry, in one transaction; 409 when its utm_* values are another link's. */
export async function createLink(db: Db, publicUrl: string, actor: Actor, input: TrackedLinkInput): Promise<TrackedLink> {
  const campaign = input.campaign || campaignOf(input.name);
  // a name of signs only gives no campaign: the link must be given one
  if (!ReferralValue.safeParse(campaign).success) throw new HttpError(400, LINK_CAMPAIGN_RULE);
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: number }>(
      `insert into tracked_links (name, channel, medium, target, campaign, created_by) values ($1, $2, $3, $4, $5, $6)
       on conflict (channel, medium, campaign) do nothing returning id`,
      [input.name, input.channel, input.medium, input.target, campaign, actor.id],
    );
    if (!created) throw new HttpError(409, LINK_TAKEN);
    const link = await findLink(tx, publicUrl, created.id);
    const { name, channel, medium, target } = link;
    await writeAudit(tx, actor, {
      action: 'tracked_link.created',
      targetType: 'tracked_link',
      targetId: link.id,
      after: { name, channel, medium, target, campaign, url: link.url },
    });
    return link;
  });
}

/**
 * Archived: off the active list (its URL still works and its bookings keep their source); restored: back on
 * it. Asking for the state a link is already in changes nothing more and writes no audit entry.
 */
export async function setLinkArchived(db: Db, publicUrl: string, actor: Actor, id: number, archived: boolean): Promise<TrackedLink> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ name: string }>(
      `update tracked_links set archived_at = case when $2 then now() end, version = version + 1
       where id = $1 and (archived_at is null) = $2 returning name`,
      [id, archived],
    );
    if (row) {
      await writeAudit(tx, actor, {
        action: archived ? 'tracked_link.archived' : 'tracked_link.restored',
        targetType: 'tracked_link',
        targetId: id,
        before: { name: row.name, archived: !archived },
        after: { name: row.name, archived },
      });
    }
    return findLink(tx, publicUrl, id);
  });
}
