// Who attends a class's lesson, in one place: its students whose enrolment runs on its day and who are not paused that
// month. A lesson none of them attends is canceled (a pause, seats.ts's ended class) unless a guest's make-up is in it.

/** SQL: no enrolled student attends the lesson `l` (each has ended before its day, or is paused that month). */
export const NO_STUDENT_ATTENDS = `not exists (
  select 1 from enrolment_lessons el join enrolments e on e.id = el.enrolment_id
  where el.lesson_id = l.id and e.status in ('pending', 'active', 'ending') and (e.ends_on is null or e.ends_on >= l.day)
    and not exists (select 1 from enrolment_pauses p where p.enrolment_id = e.id
      and l.day >= p.first_month and l.day < p.first_month + p.months * interval '1 month'))`;
