-- Today's requests (issue 41, point 8): the packs paid in the week up to the day shown, read by the instant paid like
-- the pauses (enrolment_pauses_requested) and withdrawals (enrolments_withdrawals) beside them.
create index pack_purchases_paid on pack_purchases (paid_at desc) where status = 'paid';

-- A pack of a course (issue 41, point 3: "N lessons of a length or a course"): its lessons are the course's length and
-- are booked only with the course's teachers; a purchase keeps the course it was sold for, as it keeps its terms.
alter table lesson_packs add column course_id int references courses (id);
alter table pack_purchases add column course_id int references courses (id);
