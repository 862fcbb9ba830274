-- Teachers. A trial class is one teacher with one visitor. While no teacher is active (none, or all
-- retired) the school books anonymous seats (the schedule's seatsPerSlot) as before.
create table teachers (
  id              serial primary key,
  name            text not null,
  profile         jsonb not null default '{}',   -- { en?, ja?, zh-CN?, zh-TW? }
  languages       text[] not null,               -- what they teach (ISO 639-1)
  photo_url       text,
  bookable_online boolean not null default true, -- false: only staff book them (phone, desk)
  user_id         int unique references users (id) on delete set null,
  weekly_hours    jsonb,                         -- null: whenever the school is open
  retired_at      timestamptz,
  version         int not null default 1,
  created_at      timestamptz not null default now()
);

-- Dated exceptions to a teacher's weekly hours: other hours that day, or [] for a day off.
create table teacher_days (
  teacher_id int  not null references teachers (id) on delete cascade,
  day        date not null,
  hours      jsonb not null,
  primary key (teacher_id, day)
);

-- Which teacher works which slot, made from their hours and the school's slots (as the slots are made
-- from the schedule). In a school with teachers a slot's seats are its shifts.
create table teacher_shifts (
  teacher_id int not null references teachers (id),
  slot_id    int not null references slots (id) on delete cascade,
  primary key (teacher_id, slot_id)
);
create index teacher_shifts_slot on teacher_shifts (slot_id);

-- A teacher's class in a slot. The primary key allows one class per teacher and slot (never two classes
-- for one teacher at once: slots of a day never overlap), and the foreign key only in a slot they work.
-- A booking's rows go when it releases its seats; bookings.teacher_id keeps who taught it.
create table teacher_slots (
  teacher_id int not null,
  slot_id    int not null,
  booking_id int not null references bookings (id) on delete cascade,
  primary key (teacher_id, slot_id),
  foreign key (teacher_id, slot_id) references teacher_shifts (teacher_id, slot_id)
);
create index teacher_slots_booking on teacher_slots (booking_id);

alter table bookings
  add column teacher_id int references teachers (id),
  add column assignment text check (assignment in ('chosen', 'fair', 'staff', 'existing'));
create index bookings_teacher on bookings (teacher_id, booking_date) where teacher_id is not null;
-- The fair pick's "least recently booked": each teacher's newest held booking, from the index's end.
create index bookings_teacher_recent on bookings (teacher_id, created_at) where status in ('Pending', 'Confirmed');

-- A slot no teacher works has no seat.
alter table slots drop constraint slots_seats_check;
alter table slots add constraint slots_seats_check check (seats >= 0);

-- What a visitor can book now also depends on teachers and their classes (0004).
create trigger teachers_availability_changed
  after insert or update or delete or truncate on teachers
  for each statement execute function gtss_availability_changed();
create trigger teacher_shifts_availability_changed
  after insert or update or delete or truncate on teacher_shifts
  for each statement execute function gtss_availability_changed();
create trigger teacher_slots_availability_changed
  after insert or update or delete or truncate on teacher_slots
  for each statement execute function gtss_availability_changed();
