-- The till of a day (and Today's cash figures) asks money_movements (migration 0036) for the cash movements between two
-- instants. Its bookings' branches were found by paid_at and refunded_at alone, then filtered by their way: a day on
-- which thousands of bookings were paid by card (a busy school, or the bench's school, whose window is paid at once)
-- read every one of them to keep the few paid in cash (6,335 rows for none: 10 ms and more on the embedded database).
-- These indexes are on the view's own expressions of the way, so the planner matches the predicate it pushes into
-- each branch (way = 'cash' and the instants) and reads only the cash rows. They must stay equal to the view's CASEs.
create index bookings_paid_way on bookings
  ((case when provider = 'cash' then 'cash' when source in ('phone', 'desk') then 'link' else 'card' end), paid_at)
  where paid_at is not null;
create index bookings_refunded_way on bookings ((case when provider = 'cash' then 'cash' else 'card' end), refunded_at)
  where refunded_at is not null;
