-- Where visitors come from: the first touch (a tracked link's utm_* values, else another site's host) that
-- the visitor's browser kept (src/shared/referral.ts), recorded on each booking they make and on the account
-- they create. Not bookings.source / customers.first_source, which are the booking's channel (web, phone, desk).
-- Columns rather than a table of their own: the bookings list filters and the numbers group by them, and null
-- everywhere means direct or unknown (every booking made before this, and every desk booking).
alter table bookings
  add column utm_source    text check (length(utm_source) <= 64),
  add column utm_medium    text check (length(utm_medium) <= 64),
  add column utm_campaign  text check (length(utm_campaign) <= 64),
  add column referrer_host text check (length(referrer_host) <= 100);

alter table users
  add column utm_source    text check (length(utm_source) <= 64),
  add column utm_medium    text check (length(utm_medium) <= 64),
  add column utm_campaign  text check (length(utm_campaign) <= 64),
  add column referrer_host text check (length(referrer_host) <= 100);

-- The numbers' "By source" table and the links' booking counts group bookings by their source.
create index bookings_utm on bookings (utm_source, utm_medium, utm_campaign) where utm_source is not null;

-- Tracked links the staff make (a URL with utm_* values, and its QR code). The campaign is unique among the
-- links of a source and medium, so each booking counts towards one link at most.
create table tracked_links (
  id          serial primary key,
  name        text not null check (length(name) between 1 and 80),
  channel     text not null check (channel in ('line', 'instagram', 'wechat', 'facebook', 'flyer', 'email', 'other')),
  medium      text not null check (medium in ('qr', 'social', 'email')),
  target      text not null check (target in ('home', 'booking')),
  campaign    text not null check (length(campaign) between 1 and 64),
  created_by  int references users (id) on delete set null,
  created_at  timestamptz not null default now(),
  archived_at timestamptz,
  version     int not null default 1
);
create unique index tracked_links_utm on tracked_links (channel, medium, campaign);
