-- The payment-link email of a hold still unpaid a while after it was made, queued once.
alter table bookings add column payment_link_queued_at timestamptz;
