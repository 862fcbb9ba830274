-- Pausing (休会, issue 41 point 5): a student's pause of whole months, asked before the school's deadline (its
-- rules: the school profile's enrolment_rules). The enrolment stays active and keeps its class's seat and weekly
-- time; its paused months make no lessons (a class whose every student is paused then has them canceled, the
-- teacher's time given back) and are charged only the pause fee (a month of tuition marked paused: waived when
-- there is no fee). Overlaps are refused under the enrolment's row lock (pauses.ts).
create table enrolment_pauses (
  id             serial primary key,
  enrolment_id   int not null references enrolments (id),
  first_month    date not null check (extract(day from first_month) = 1),
  months         int not null check (months between 1 and 6),
  fee_yen        int not null check (fee_yen >= 0),
  requested_at   timestamptz not null,
  requested_by   int references users (id),        -- staff who took it at the desk; null: the student on my page
  provider_done  boolean not null default false,   -- Stripe: the subscription's collection paused for it
  resume_told    boolean not null default false    -- the student told the lessons resume (once)
);
create index enrolment_pauses_enrolment on enrolment_pauses (enrolment_id, first_month);
create index enrolment_pauses_requested on enrolment_pauses (requested_at desc);

alter table tuition_months add column paused boolean not null default false;
