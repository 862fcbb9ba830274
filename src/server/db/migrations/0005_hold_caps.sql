-- Security review finding 1: unpaid holds are capped per client (address, email, account) and per
-- day. The address a hold came from is kept for that count; the indexes serve the counts of open holds.
alter table bookings add column client_ip text;
-- How many seats the booking holds (one per slot), so a day's unpaid seats are summed without a join.
alter table bookings add column slot_count int not null default 0;
create index bookings_pending_ip on bookings (client_ip) where status = 'Pending';
create index bookings_pending_email on bookings (user_email) where status = 'Pending';
create index bookings_pending_day on bookings (booking_date) where status = 'Pending';
