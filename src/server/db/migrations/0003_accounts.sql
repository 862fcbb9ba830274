-- Accounts. Secrets are never stored as such: session ids and emailed tokens only as
-- SHA-256 hashes, passwords only as argon2id hashes.
create table users (
  id                serial primary key,
  email             text not null unique,        -- trimmed and lower-cased by the API
  name              text not null,
  password_hash     text,                        -- null for an account made by Google sign-in
  google_sub        text unique,
  email_verified_at timestamptz,
  created_at        timestamptz not null default now(),
  updated_at        timestamptz not null default now()
);

create table sessions (
  id_hash    text primary key,
  user_id    int not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sessions_user on sessions (user_id);

-- Email confirmation and password reset links: single use, expiring.
create table account_tokens (
  token_hash text primary key,
  user_id    int not null references users (id) on delete cascade,
  purpose    text not null check (purpose in ('confirm', 'reset')),
  expires_at timestamptz not null,
  used_at    timestamptz,
  created_at timestamptz not null default now()
);

-- Fixed-window request counters shared by every API process (rate limits on login, register, …).
create table rate_limits (
  bucket       text not null,
  window_start timestamptz not null,
  hits         int not null,
  primary key (bucket, window_start)
);

-- Google sign-in in flight: state -> nonce and PKCE verifier, for ten minutes.
create table oidc_logins (
  state_hash    text primary key,
  nonce         text not null,
  code_verifier text not null,
  expires_at    timestamptz not null
);

alter table bookings add column user_id int references users (id);
create index bookings_user on bookings (user_id);
