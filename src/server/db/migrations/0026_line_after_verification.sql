-- LINE only after the email is verified. A LINE sign-up made an account for any typed email, connected the
-- caller's LINE and opened a session at once; the email's real owner verifying it later kept both.

-- A LINE sign-up waiting for its confirmation link: the LINE user is kept here, not on the account, and is
-- connected only when the link is followed in the browser that signed up (browser_hash: the hash of that
-- browser's random cookie). One per account; gone when the account's email is verified in any way.
create table line_signups (
  user_id int primary key references users (id) on delete cascade,
  line_user_id text not null references line_recipients (line_user_id),
  browser_hash text not null,
  expires_at timestamptz not null
);
create index line_signups_expires on line_signups (expires_at);

-- When the account's LINE was connected: OWNER_EMAILS promotes an account with LINE only when LINE came
-- at or after its verification. Null for a LINE connected before this column existed (unknown: not promoted).
alter table users add column line_connected_at timestamptz;

-- What the old sign-up left: no unverified account keeps a session, a LINE, or a "connect LINE" in flight.
delete from sessions where user_id in (select id from users where email_verified_at is null);
delete from oidc_logins where connect_user_id in (select id from users where email_verified_at is null);
update users set line_user_id = null, line_only = false where email_verified_at is null and line_user_id is not null;

-- A session's authenticated_at is now null when no password (or Google sign-in) was given in it: a LINE
-- sign-in is no fresh password for the staff's re-authentication. Older sessions got theirs at creation.
update sessions set authenticated_at = created_at where authenticated_at is null;
