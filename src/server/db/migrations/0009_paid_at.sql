-- Receipts (領収書): the transaction date a receipt shows is when the provider's payment was
-- confirmed; the receipt page exists only for bookings with one.
alter table bookings add column paid_at timestamptz;
-- Bookings paid before this column: the hold's time is the closest record (payment comes within its 30 minutes).
update bookings set paid_at = created_at where payment_ref is not null and status in ('Confirmed', 'Canceled');
