-- Changing course or weekly time (issue 41 point 7): from the first day of a coming month the enrolment takes a seat
-- in another class (class_id switches at once; its lessons before from_day stay the old class's, read through this
-- row). provider_done: Stripe's subscription price changed from that month.
create table enrolment_changes (
  id serial primary key,
  enrolment_id int not null references enrolments (id),
  from_day date not null,
  old_class_id int not null references classes (id),
  new_class_id int not null references classes (id),
  old_terms jsonb not null,
  monthly_fee int not null,
  requested_at timestamptz not null,
  requested_by int references users (id),
  provider_done boolean not null default false
);
create index enrolment_changes_of on enrolment_changes (enrolment_id, from_day);
