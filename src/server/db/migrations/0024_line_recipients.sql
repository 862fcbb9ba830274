-- One place knows whether a LINE user can be reached by a push: line_recipients, keyed by LINE's user id.
-- An account that connected LINE points at its recipient; so does a guest's booking made after LINE Login
-- (no account). The follow/unfollow webhook updates this row, so it reaches accounts and guests alike.
create table line_recipients (
  line_user_id text primary key,
  reachable boolean not null default false,
  updated_at timestamptz not null default now()
);
insert into line_recipients (line_user_id, reachable)
  select line_user_id, line_reachable from users where line_user_id is not null;
alter table users add constraint users_line_recipient foreign key (line_user_id) references line_recipients (line_user_id);
alter table users drop column line_reachable;

-- A guest's booking made after "Continue with LINE": its LINE messages go to this recipient (the account's
-- connected LINE wins for an account's booking).
alter table bookings add column line_user_id text references line_recipients (line_user_id);

-- A LINE Login that found no account, remembered for that browser by a random token (only its hash here;
-- the cookie holds the token, never the LINE id): a guest's booking uses it, or the visitor creates an
-- account with it. Short-lived; the display name is LINE's (the ID token's name).
create table line_visitors (
  token_hash text primary key,
  line_user_id text not null references line_recipients (line_user_id),
  display_name text not null,
  expires_at timestamptz not null
);
create index line_visitors_expires on line_visitors (expires_at);

-- The sign-in state says whether the visitor started "Continue with LINE" for a guest booking.
alter table oidc_logins add column line_guest boolean not null default false;
