-- A make-up in a group course (issue 41, point 2) joins another class of the same course on one of its lesson dates:
-- the class's lesson already holds its teacher and its room, so the make-up takes a guest's seat of that lesson.
-- A lesson's guests and its class's enrolled students never exceed the class's capacity: the booking takes the seat
-- with one conditional update of the lesson's row (under its row lock, two racing for the last seat: one wins).
alter table lessons add column guests int not null default 0 check (guests >= 0);
alter table bookings add column makeup_lesson_id int references lessons (id);
create index bookings_makeup_lesson on bookings (makeup_lesson_id) where makeup_lesson_id is not null;
