-- LINE: the account's LINE user id (from LINE Login; the Messaging API's id for the same provider), whether
-- a push can reach it (added the school's account as a friend, not blocked since), and the account's choice
-- of "LINE only" (else email and LINE) for its booking messages.
alter table users add column line_user_id text unique;
alter table users add column line_reachable boolean not null default false;
alter table users add column line_only boolean not null default false;

-- A LINE Login in flight for "connect LINE" on my page: the account it connects (null: a sign-in).
alter table oidc_logins add column connect_user_id int references users (id) on delete cascade;

-- The outbox carries LINE pushes beside the emails: a 'line' row pushes line_text to line_to with its own
-- retry key (LINE's X-Line-Retry-Key: sent once however often it is retried). Its email columns are the
-- fallback: when the push cannot reach the visitor, the row turns into that email (email_fallback), else it
-- fails (the email went out beside it anyway).
alter table mail_outbox add column channel text not null default 'email' check (channel in ('email', 'line'));
alter table mail_outbox add column line_to text;
alter table mail_outbox add column line_text text;
alter table mail_outbox add column line_retry_key uuid;
alter table mail_outbox add column email_fallback boolean not null default false;
alter table mail_outbox add constraint mail_outbox_line check (channel = 'email' or (line_to is not null and line_text is not null and line_retry_key is not null));
