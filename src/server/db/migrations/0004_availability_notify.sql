-- Each server process keeps the calendar and the free timeslots in memory, and the
-- database tells every process when to drop them. What a visitor can book is decided by the slots
-- table alone (its rows and seats_free: a hold, a payment's release, a cancellation, an expiry and
-- a new day of the window all write it), so any statement that writes it notifies the channel
-- gtss_availability. NOTIFY is transactional: it is delivered at commit, and a hold that rolls back
-- (a seat already taken) says nothing. PostgreSQL folds the identical notifications of one
-- transaction into one.
create function gtss_availability_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('gtss_availability', tg_table_name);
  return null;
end
$$;

create trigger slots_availability_changed
  after insert or update or delete or truncate on slots
  for each statement execute function gtss_availability_changed();
