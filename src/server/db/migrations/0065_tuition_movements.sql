-- The till balances with tuition too (issue 40 on issue 39's till): a month of tuition paid is a money movement, in
-- cash or by transfer at the desk (the clerk recorded), or by card; the till of a day counts the cash ones with the
-- bookings' (tillReport.ts), so Today's "cash taken" is the drawer's whatever was paid for.
create view tuition_movements as
select t.enrolment_id, 'payment' as kind, 'tuition' as part, t.way, t.tuition_yen + t.fee_yen as yen, t.paid_at as at,
  t.paid_by as clerk_id, t.month
from tuition_months t
where t.status = 'paid' and t.paid_at is not null and t.tuition_yen + t.fee_yen > 0;

-- a day's cash tuition, by when it was taken
create index tuition_months_paid_at on tuition_months (paid_at) where status = 'paid';
