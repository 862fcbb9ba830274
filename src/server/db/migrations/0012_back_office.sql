-- The school's back office.

-- Roles on accounts: owners run the schedule, prices and staff; staff handle bookings; visitors have none.
alter table users add column role text check (role in ('owner', 'staff'));
-- Each staff member's switch for the new-booking and cancellation emails (SCHOOL_EMAIL always gets them).
alter table users add column notify_bookings boolean not null default false;

-- Invitations an owner sent: the emailed link (only its hash kept) creates or upgrades the account.
create table staff_invitations (
  token_hash  text primary key,
  email       text not null,
  role        text not null check (role in ('owner', 'staff')),
  invited_by  int not null references users (id),
  expires_at  timestamptz not null,
  accepted_at timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz not null default now()
);
create index staff_invitations_email on staff_invitations (email);

-- Every state-changing staff call, written in the same transaction as the change it records.
create table audit_log (
  id          bigserial primary key,
  at          timestamptz not null default now(),
  actor_id    int references users (id),
  actor_email text not null,
  action      text not null,
  target_type text not null,
  target_id   text,
  booking_id  int references bookings (id),
  before      jsonb,
  after       jsonb
);
create index audit_log_booking on audit_log (booking_id) where booking_id is not null;
create index audit_log_at on audit_log (at desc);

-- Bookings taken by staff (phone or desk), attendance, and refunds of part of the amount.
alter table bookings add column phone text;
alter table bookings add column source text not null default 'web' check (source in ('web', 'phone', 'desk'));
alter table bookings add column attendance text check (attendance in ('attended', 'no_show'));
-- The yen refunded (or to refund): null means the whole amount (a visitor's own cancel, a late payment).
alter table bookings add column refund_amount int check (refund_amount >= 0);
alter table bookings add column canceled_at timestamptz;
create index bookings_date on bookings (booking_date, id);

-- Which booking a queued mail is about (the console lists the emails sent for a booking).
alter table mail_outbox add column booking_id int references bookings (id);
create index mail_outbox_booking on mail_outbox (booking_id) where booking_id is not null;

-- A slot staff closed by hand: nobody can hold it; its existing bookings stay.
alter table slots add column closed boolean not null default false;

-- Each staff member's private calendar feed (.ics): only the token's hash; a new token revokes the old.
create table calendar_feeds (
  user_id    int primary key references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now()
);

-- The schedule is data (seeded once from config/schedule.json): one row, its version bumped on each change.
create table schedule (
  id         int primary key check (id = 1),
  settings   jsonb not null,
  version    int not null default 1,
  updated_at timestamptz not null default now(),
  updated_by int references users (id)
);
-- A schedule change changes what can be booked: every process drops its cache and reloads the schedule
-- (the payload is the table's name, so listeners can tell 'schedule' from 'slots').
create trigger schedule_availability_changed
  after insert or update on schedule
  for each statement execute function gtss_availability_changed();
