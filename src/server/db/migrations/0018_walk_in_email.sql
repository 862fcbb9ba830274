-- A walk-in at the desk may give only a name: such a booking has no email, and no customer email is sent.
alter table bookings alter column user_email drop not null;
-- The staff's search text (0013) keeps the name when there is no email.
alter table bookings drop column search_text;
alter table bookings add column search_text text generated always as (lower(user_name) || E'\n' || lower(coalesce(user_email, ''))) stored;
