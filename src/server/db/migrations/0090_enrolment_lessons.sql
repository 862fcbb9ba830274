-- The lessons of each enrolment (issue 41 point 7), the one place that says which they are: a change of course or
-- weekly time switches enrolments.class_id at once, while the student keeps the old class's lessons until the
-- change's first day. So: the current class's lessons from the latest change's first day (else from the start), and
-- each change's old class's lessons from the change before it (else the start) up to its own first day. Every read of
-- "an enrolment's lessons" (closures, absences, withdrawal, timetable, my page, tuition counts) joins this view.
-- Status and the enrolment's end are the reader's to filter.
create view enrolment_lessons as
select e.id as enrolment_id, l.id as lesson_id, l.class_id, l.day, l.status
from enrolments e
join lessons l on l.class_id = e.class_id
  and l.day >= coalesce((select max(ch.from_day) from enrolment_changes ch where ch.enrolment_id = e.id), e.starts_on)
union all
select e.id, l.id, l.class_id, l.day, l.status
from enrolment_changes ch
join enrolments e on e.id = ch.enrolment_id
join lessons l on l.class_id = ch.old_class_id and l.day < ch.from_day
  and l.day >= coalesce(
    (select max(p.from_day) from enrolment_changes p where p.enrolment_id = ch.enrolment_id and p.id < ch.id), e.starts_on);
