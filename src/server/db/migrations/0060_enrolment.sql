-- From trial to student (issue 40): courses, weekly classes, enrolments, their lessons and monthly tuition.
--
-- A course is what the school sells (a private or group lesson of a length, so many a month, for a monthly fee).
-- A class is one teacher's weekly time for a course (a weekday and a span of the day, from a date); students
-- enrol in a class, up to its capacity (1: a private lesson). Its lessons are materialised ahead, one row a date,
-- and take their teacher's time through teacher_slots, the same key as a trial's classes: a trial can never take
-- an enrolled lesson's teacher, nor a lesson a trial's.

create table courses (
  id                serial primary key,
  kind              text unique,                -- the spec's four default courses; null for a school's own
  names             jsonb not null,             -- { en, ja?, zh-CN?, zh-TW? }
  descriptions      jsonb not null default '{}',
  language          text not null,              -- the language taught (ISO 639-1)
  level             text not null check (level in ('beginner', 'elementary', 'intermediate', 'advanced', 'business')),
  lesson_slots      int not null check (lesson_slots between 1 and 8),
  lessons_per_month int not null check (lessons_per_month between 1 and 8),
  monthly_fee       int not null check (monthly_fee between 0 and 1000000),
  enrolment_fee     int not null check (enrolment_fee between 0 and 1000000),
  capacity          int not null check (capacity between 1 and 30),
  online            boolean not null default true,  -- false: only the desk enrols
  retired_at        timestamptz,
  version           int not null default 1,
  created_at        timestamptz not null default now()
);

-- The teachers who may teach a course.
create table course_teachers (
  course_id  int not null references courses (id) on delete cascade,
  teacher_id int not null references teachers (id),
  primary key (course_id, teacher_id)
);

-- One teacher's weekly time for a course. The exclusion constraint gives a teacher at most one class at any
-- weekly time while both run: two students racing for the last weekly time with one teacher, exactly one wins
-- (and its lessons' teacher_slots rows say the same for each date). Seats: the capacity constraint, as slots'.
create table classes (
  id           serial primary key,
  course_id    int not null references courses (id),
  teacher_id   int not null references teachers (id),
  weekday      int not null check (weekday between 0 and 6),   -- 0 Sunday … 6 Saturday (Tokyo)
  start_minute int not null check (start_minute between 0 and 1439),
  end_minute   int not null check (end_minute > start_minute and end_minute <= 1440),
  starts_on    date not null,
  ends_on      date,                                           -- the last day it runs (before starts_on: never ran); null: no end yet
  capacity     int not null check (capacity >= 1),
  seats_taken  int not null default 0,
  created_at   timestamptz not null default now(),
  constraint classes_capacity check (seats_taken between 0 and capacity),
  -- (a teacher's week as one line of minutes, teacher after teacher: ranges need no btree_gist operator class, which
  -- a database's other schemas may not see)
  constraint classes_teacher_week exclude using gist (
    int4range(teacher_id * 10080 + weekday * 1440 + start_minute, teacher_id * 10080 + weekday * 1440 + end_minute) with &&,
    daterange(starts_on, ends_on, '[]') with &&) where (ends_on is null or ends_on >= starts_on)
);
create index classes_course on classes (course_id);

-- A student in a class. pending: waiting for the first payment (its seat and lessons held until expires_at);
-- active; ending (withdrawal asked: ends_on set); ended; canceled (never began: the first payment never came).
create table enrolments (
  id              serial primary key,
  code            text not null unique,
  class_id        int not null references classes (id),
  customer_id     int not null references customers (id),
  user_id         int references users (id) on delete set null,
  starts_on       date not null,
  ends_on         date,
  status          text not null check (status in ('pending', 'active', 'ending', 'ended', 'canceled')),
  billing         text not null check (billing in ('card', 'school')),
  language        text not null check (language in ('en', 'zh-CN', 'zh-TW', 'ja')),
  from_booking_id int references bookings (id),
  terms           jsonb not null,              -- what the final confirmation screen showed, as confirmed
  expires_at      timestamptz,                 -- pending only
  checkout_session_id text unique,
  subscription_ref text,
  created_by      int references users (id),
  created_at      timestamptz not null default now()
);
create unique index enrolments_one_seat on enrolments (class_id, customer_id) where status in ('pending', 'active', 'ending');
create index enrolments_customer on enrolments (customer_id);
create index enrolments_pending on enrolments (expires_at) where status = 'pending';

-- A class's lesson on one date. canceled: the school canceled it (a closure, a teacher's time off).
create table lessons (
  id       serial primary key,
  class_id int not null references classes (id),
  day      date not null,
  status   text not null default 'scheduled' check (status in ('scheduled', 'canceled')),
  unique (class_id, day)
);
create index lessons_day on lessons (day);

-- A lesson's teacher time: one teacher_slots row a slot, owned by a booking or by a lesson, never both.
alter table teacher_slots alter column booking_id drop not null;
alter table teacher_slots add column lesson_id int references lessons (id) on delete cascade;
alter table teacher_slots add constraint teacher_slots_one_owner check ((booking_id is null) <> (lesson_id is null));
create index teacher_slots_lesson on teacher_slots (lesson_id) where lesson_id is not null;

-- Each month of an enrolment's tuition: what it costs (the first month priced by the lessons left in it, with the
-- enrolment fee), when it is charged, and whether it was paid (card: by the provider; school: the desk marks it).
create table tuition_months (
  enrolment_id  int not null references enrolments (id),
  month         date not null check (extract(day from month) = 1),
  lessons       int not null check (lessons >= 0),
  tuition_yen   int not null check (tuition_yen >= 0),
  fee_yen       int not null default 0 check (fee_yen >= 0),
  charge_on     date not null,
  status        text not null default 'due' check (status in ('due', 'paid', 'failed', 'waived')),
  way           text check (way in ('card', 'cash', 'transfer')),
  paid_at       timestamptz,
  paid_by       int references users (id),
  attempts      int not null default 0,
  payment_ref   text,
  primary key (enrolment_id, month),
  constraint tuition_paid_has_way check ((status = 'paid') = (paid_at is not null and way is not null))
);
create index tuition_months_month on tuition_months (month, status);

-- How far lessons are materialised: one row; the job that extends it runs under an advisory lock, so once
-- however many processes share the database, and from where it stopped (catching up after a downtime).
create table lesson_horizon (
  id      boolean primary key default true check (id),
  through date not null
);
