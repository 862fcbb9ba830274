-- A free trial (provider 'free', issue 38) is confirmed at once, so the hold caps per client count the free trials
-- still to come beside the unpaid holds (bookingHolds.ts): each count on its own partial index, as the holds' are.
create index bookings_free_by_ip on bookings (client_ip, booking_date) where provider = 'free' and status = 'Confirmed';
create index bookings_free_by_email on bookings (user_email, booking_date) where provider = 'free' and status = 'Confirmed';
create index bookings_free_by_user on bookings (user_id, booking_date) where provider = 'free' and status = 'Confirmed';
