-- Withdrawing (退会, issue 41 point 6): a request ends the enrolment at the end of that month (asked by its terms'
-- withdrawal day) or of the next; meanwhile it is 'ending' with ends_on set, then 'ended' by the job, which tells the
-- student (the end-of-enrolment mail, issue 40 point 7). provider_done: Stripe's subscription set to cancel then.
alter table enrolments add column withdrawal_requested_at timestamptz;
alter table enrolments add column withdrawal_requested_by int references users (id);
alter table enrolments add column withdrawal_provider_done boolean not null default false;
alter table enrolments add column end_told boolean not null default false;
create index enrolments_withdrawals on enrolments (withdrawal_requested_at desc) where withdrawal_requested_at is not null;
