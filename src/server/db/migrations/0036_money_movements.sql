-- A till that balances (issue 39, point 2), and the accountant's CSV (point 12): every movement of money, one row
-- each, read from the same facts as the one account of a booking's money (booking_money, bookingMoney.ts), so the
-- two always agree (moneyProperty.test.ts checks it on random histories):
--   the first payment (first_yen, at paid_at; a payment that came for a hold already released, at its refund's
--   request), each charge paid (a move's difference, a booking paid at the lesson: at settled_at), each late
--   payment of a charge (at its refund row's creation), each refund paid out or handed back (at settled_at, or the
--   booking's refunded_at for the first payment's part). A refund still on its way, or cash still owed back, is no
--   movement yet: it becomes one when it is paid out.
-- way: 'cash' at the desk, 'card' paid by the visitor online, 'link' a payment link the school sent (a phone or desk
-- booking's, a move's difference, a booking paid at the lesson paid by card); refunds go back 'cash' or 'card'.
-- The clerk who took or handed back the cash is recorded with it (null: online, or from before this migration).
alter table bookings add column paid_by int references users (id);
alter table bookings add column refunded_by int references users (id);
alter table booking_differences add column settled_by int references users (id);
-- the till of a day: cash movements by when they happened
create index booking_differences_settled_at on booking_differences (settled_at) where settled_at is not null;
create index bookings_paid_at on bookings (paid_at) where paid_at is not null;
create index bookings_refunded_at on bookings (refunded_at) where refunded_at is not null;

create view money_movements as
select b.id as booking_id, 'payment' as kind, 'first' as part,
  case when b.provider = 'cash' then 'cash' when b.source in ('phone', 'desk') then 'link' else 'card' end as way,
  bm.first_yen as yen, b.paid_at as at, b.paid_by as clerk_id
from bookings b join booking_money bm on bm.booking_id = b.id
where b.paid_at is not null and bm.first_yen > 0
union all
select b.id, 'payment', 'late', 'card', b.total_amount, coalesce(b.refund_requested_at, b.refunded_at), null
from bookings b
where b.paid_at is null and coalesce(b.refund_requested_at, b.refunded_at) is not null and b.payment_ref is not null
union all
select b.id, 'refund', 'first', case when b.provider = 'cash' then 'cash' else 'card' end, bm.first_back_yen, b.refunded_at,
  b.refunded_by
from bookings b join booking_money bm on bm.booking_id = b.id
where b.refunded_at is not null and bm.first_back_yen > 0
union all
select d.booking_id, case when d.kind = 'charge' then 'payment' else 'refund' end, d.reason,
  case when d.kind = 'charge' and d.method = 'card' then 'link' else d.method end, d.amount, d.settled_at, d.settled_by
from booking_differences d
where d.settled_at is not null
union all
-- a card payment of a charge no longer owed: received when it came (its refund row records it), refunded above
select d.booking_id, 'payment', 'late', 'link', d.amount, d.created_at, null
from booking_differences d
where d.reason = 'late';
