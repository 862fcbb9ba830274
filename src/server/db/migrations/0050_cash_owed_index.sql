-- Today's list of cash owed back (src/server/today/todayView.ts) starts from the bookings whose cash first payment
-- is to be handed back and is not yet: a handful among thousands. Without this index that list read every booking
-- (a sequential scan of 20,000 rows on each call of Today in `npm run bench:admin`).
create index bookings_cash_owed on bookings (id) where provider = 'cash' and refund_requested_at is not null and refunded_at is null;
