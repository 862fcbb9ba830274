-- Security review finding 6: ten failed logins for an email locked its owner out too. A browser that
-- has logged in to the account before keeps a device cookie (stored here only as a hash); it is
-- limited on its own count, not the email's, so an attacker's guesses do not lock the owner out.
create table trusted_devices (
  token_hash text primary key,
  user_id    int not null references users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index trusted_devices_user on trusted_devices (user_id);
