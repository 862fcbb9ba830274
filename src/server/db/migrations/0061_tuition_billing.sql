-- Monthly tuition by card (issue 40). With Stripe: Checkout in subscription mode, then one invoice a month (its
-- webhooks mark each month paid or failed). Without Stripe keys: the built-in test provider does the same in this
-- database: a checkout session to subscribe (the first payment) or to pay one month again, and a saved test card
-- charged on each month's charge day by the renewal job (on the clock the server is given: a fake one in tests).

create table test_tuition_sessions (
  id           text primary key,
  enrolment_id int not null references enrolments (id),
  month        date,                        -- null: the subscription's first payment; else paying that month again
  amount       int not null check (amount >= 0),
  status       text not null default 'open' check (status in ('open', 'complete', 'expired')),
  expires_at   timestamptz not null,
  created_at   timestamptz not null default now()
);
create index test_tuition_sessions_enrolment on test_tuition_sessions (enrolment_id);

-- The card a test subscription charges each month (digits as typed on the test page; never a real card).
create table test_subscriptions (
  enrolment_id int primary key references enrolments (id),
  card         text not null,
  canceled_at  timestamptz
);

-- When a month's charge was last tried: the renewal job tries a failed month again once a day, a few times.
alter table tuition_months add column last_attempt_on date;
-- The receipt's number of a paid month (a qualified invoice's), and the mail that told the student of a failure once.
alter table tuition_months add column failure_told boolean not null default false;
