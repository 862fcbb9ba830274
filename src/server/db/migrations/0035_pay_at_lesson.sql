-- A desk or phone booking paid at the lesson (issue 39): booked and Confirmed, nothing received. What the customer
-- owes is a charge of booking_differences with the reason 'lesson' (the booking's whole price, owed until the
-- clerk takes it in cash or it is paid by its card link), so the one account of a booking's money (bookingMoney.ts
-- and the view booking_money) counts it as owed, never as received, without a rule of its own: the view sums
-- charges whatever their reason. bookings.paid_at stays null until the money is taken (the receipt's date then).
alter table booking_differences drop constraint booking_differences_reason_check;
alter table booking_differences add constraint booking_differences_reason_check
  check (reason in ('move', 'cancel', 'late', 'lesson'));

-- The view says the same with one column more at its end (create or replace keeps the others as they are):
--   due_at_lesson_yen  of owed_yen, the price of a booking paid at the lesson not taken yet (Today's "due")
create or replace view booking_money as
select b.id as booking_id, b.total_amount as price, f.first_way, f.first_yen, f.first_yen - d.moved_back as first_left_yen,
  f.first_back as first_back_yen, (f.first_back + d.by_charges)::int as cancel_refund_yen, d.owed as owed_yen,
  (case when f.first_way = 'card' then f.first_yen else 0 end + f.late_first + d.paid_card + d.late)::int as received_card,
  (case when f.first_way = 'cash' then f.first_yen else 0 end + d.paid_cash)::int as received_cash,
  (d.back_card + d.late + case when f.first_way = 'card' then f.first_back else 0 end)::int as refunded_card,
  (d.back_cash + case when f.first_way = 'cash' then f.first_back else 0 end)::int as refunded_cash,
  (d.due_card + case when f.first_way = 'card' and b.refunded_at is null then f.first_back else 0 end)::int as pending_card,
  (d.due_cash + case when f.first_way = 'cash' and b.refunded_at is null then f.first_back else 0 end)::int as pending_cash,
  (case when b.status = 'Confirmed' and (case when f.first_way = 'cash' then b.paid_at is not null else b.payment_ref is not null end)
    then b.total_amount - d.owed else 0 end)::int as refundable_yen,
  d.due_at_lesson as due_at_lesson_yen
from bookings b
cross join lateral (
  select
    coalesce(sum(x.amount) filter (where x.kind = 'charge' and x.voided_at is null), 0)::int as charged,
    coalesce(sum(x.amount) filter (where x.kind = 'charge' and x.voided_at is null and x.settled_at is null), 0)::int as owed,
    coalesce(sum(x.amount) filter (where x.kind = 'charge' and x.settled_at is not null and x.method = 'card'), 0)::int as paid_card,
    coalesce(sum(x.amount) filter (where x.kind = 'charge' and x.settled_at is not null and x.method = 'cash'), 0)::int as paid_cash,
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.reason = 'move'), 0)::int as moved_back,
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.reason = 'late'), 0)::int as late,
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.reason = 'cancel'), 0)::int as by_charges,
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.reason <> 'late' and x.method = 'card'), 0)::int as back_card,
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.reason <> 'late' and x.method = 'cash'), 0)::int as back_cash,
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.settled_at is null and x.method = 'card'), 0)::int as due_card,
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.settled_at is null and x.method = 'cash'), 0)::int as due_cash,
    coalesce(sum(x.amount) filter (where x.kind = 'charge' and x.reason = 'lesson' and x.voided_at is null and x.settled_at is null), 0)::int
      as due_at_lesson
  from booking_differences x where x.booking_id = b.id
) d
cross join lateral (
  select
    case when b.provider = 'cash' then 'cash' else 'card' end as first_way,
    case when b.paid_at is not null then b.total_amount - d.charged + d.moved_back else 0 end as first_yen,
    case when b.paid_at is null and coalesce(b.refund_requested_at, b.refunded_at) is not null and b.payment_ref is not null
      then b.total_amount else 0 end
      as late_first,
    case when coalesce(b.refund_requested_at, b.refunded_at) is null then 0 else coalesce(b.refund_amount, b.total_amount) - d.by_charges end
      as first_back
) f;
