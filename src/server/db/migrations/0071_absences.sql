-- Absences (issue 41, point 1): a student says they will miss one of their lessons, from my page or at the desk.
-- Reported before the school's cut-off (lesson_rules) it earns a make-up credit (credit_id: the ledger's lot), within
-- the month's limit; after it, the lesson counts and no credit is given unless staff grant one anyway (audited). One
-- absence a student and lesson.
create table absences (
  id           serial primary key,
  lesson_id    int not null references lessons (id),
  enrolment_id int not null references enrolments (id),
  customer_id  int not null references customers (id),
  in_time      boolean not null,               -- reported before the cut-off
  credit_id    int unique references lesson_credits (id),
  no_credit    text check (no_credit in ('late', 'limit')),  -- why none was given (null: one was)
  by_kind      text not null check (by_kind in ('customer', 'staff')),
  by_user      int references users (id),
  note         text check (length(note) <= 500),
  created_at   timestamptz not null default now(),
  unique (lesson_id, enrolment_id),
  constraint absences_credit_or_why check ((credit_id is null) = (no_credit is not null))
);
create index absences_enrolment on absences (enrolment_id);
