-- One account of each booking's money, the SQL twin of src/server/booking/bookingMoney.ts (a test keeps the two
-- equal on random histories). Every reader that sums a booking's money in SQL (Today, the numbers, the lists, the
-- customer's page, the CSV) reads this view instead of spelling the rule again. One row per booking, its
-- differences summed by a lateral subquery, so a reader's condition on the booking reaches the index.
--   first_yen        the booking's own payment, received (its way: first_way): the price it was paid at, that is
--                    the price now less the moves' charges (paid or owed) plus the moves' refunds
--   first_left_yen   what is left of it after the moves' refunds (a card refund of a move goes back to it)
--   first_back_yen   the cancel's refund that goes back the first payment's way (the rest of it, the moves'
--                    charges give back each its own way, in their own rows)
--   cancel_refund_yen the cancel's whole refund (a staff's partial amount, else everything refundable then), every way
--   received_*       what came in: the first payment, the moves' charges paid, and late payments (refunded)
--   refunded_*       what went or goes back: the moves' refunds, the cancel's refund, late payments
--   pending_*        of refunded, what is not paid out yet (pending_cash: owed back in cash at the desk)
--   owed_yen         the moves' charges still owed by the customer (a payment link unpaid): not received
--   refundable_yen   what a cancel may refund now: a Confirmed paid booking's price less what is still owed
-- A card payment that came for a hold already released (late_first) is received and refunded whole. A refund is one
-- requested or paid out (rows from before refund_requested_at existed have only refunded_at).
create view booking_money as
select b.id as booking_id, b.total_amount as price, f.first_way, f.first_yen, f.first_yen - d.moved_back as first_left_yen,
  f.first_back as first_back_yen, (f.first_back + d.by_charges)::int as cancel_refund_yen, d.owed as owed_yen,
  (case when f.first_way = 'card' then f.first_yen else 0 end + f.late_first + d.paid_card + d.late)::int as received_card,
  (case when f.first_way = 'cash' then f.first_yen else 0 end + d.paid_cash)::int as received_cash,
  (d.back_card + d.late + case when f.first_way = 'card' then f.first_back else 0 end)::int as refunded_card,
  (d.back_cash + case when f.first_way = 'cash' then f.first_back else 0 end)::int as refunded_cash,
  (d.due_card + case when f.first_way = 'card' and b.refunded_at is null then f.first_back else 0 end)::int as pending_card,
  (d.due_cash + case when f.first_way = 'cash' and b.refunded_at is null then f.first_back else 0 end)::int as pending_cash,
  (case when b.status = 'Confirmed' and (case when f.first_way = 'cash' then b.paid_at is not null else b.payment_ref is not null end)
    then b.total_amount - d.owed else 0 end)::int as refundable_yen
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
    coalesce(sum(x.amount) filter (where x.kind = 'refund' and x.settled_at is null and x.method = 'cash'), 0)::int as due_cash
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
