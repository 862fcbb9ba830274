-- Tuition receipts (issue 40, point 3): each paid month of tuition gets a receipt, as a trial booking does (issue 39,
-- point 7). `receipt_ref` is the month's secret, as a booking's reference is the secret of its receipt link: the
-- student's page and the month's paid mail link to it. The addressee (宛名) and purpose (但し書き) are set before the
-- first issue and kept as printed; `prints` counts the prints, so every print after the first is marked 再発行 and audited.
alter table tuition_months add column receipt_ref uuid not null default gen_random_uuid();
create unique index tuition_months_receipt_ref on tuition_months (receipt_ref);

create table tuition_receipt_issues (
  enrolment_id int not null,
  month        date not null,
  addressee    text not null,
  purpose      text not null,
  issued_at    timestamptz not null,
  prints       int not null default 0 check (prints >= 0),
  primary key (enrolment_id, month),
  foreign key (enrolment_id, month) references tuition_months (enrolment_id, month) on delete cascade
);

-- Changing the card of a card enrolment (issue 40, point 5): with the built-in test provider, a test session whose
-- page saves a new card for the renewals (nothing is charged); `kind` says which a session is.
alter table test_tuition_sessions add column kind text not null default 'pay' check (kind in ('pay', 'card'));
