-- The reminder before the class, queued once per booking (in the same transaction as its mail).
alter table bookings add column reminder_queued_at timestamptz;
-- the sweeper looks for Confirmed bookings still waiting for theirs
create index bookings_reminder_due on bookings (booking_date) where status = 'Confirmed' and reminder_queued_at is null;
