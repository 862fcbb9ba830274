-- Make-up lessons (issue 41, point 2). A make-up is a booking of its own kind, paid by a lesson credit (provider
-- 'credit', nothing charged): it takes its teacher's time through the same key as a trial (teacher_slots) and a seat
-- of each slot as a trial does, so the database that keeps a teacher from two classes at once keeps it for make-ups
-- too, and every desk view of bookings (the day, the calendar, the teacher's classes) shows it without a second path.
-- Its credit is the ledger's use row (lesson_credits.booking_id, unique).
alter table bookings add column kind text not null default 'trial' check (kind in ('trial', 'makeup'));
alter table bookings add column makeup_enrolment_id int references enrolments (id);
alter table bookings add constraint bookings_makeup_enrolment check ((kind = 'makeup') = (makeup_enrolment_id is not null));
create index bookings_makeups on bookings (makeup_enrolment_id) where kind = 'makeup';
