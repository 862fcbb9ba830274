// Who teaches a course, in SQL (one place for the rule): the teachers the course names, or, when it names none,
// every teacher of its language (courses.ts). The ledger asks it of a course pack's credit and the teacher pick of
// a lesson paid with one.

/** SQL condition: the teacher row `t` teaches the course row `co` (both table aliases). */
export const teachesCourse = (co: string, t: string): string =>
  `(exists (select 1 from course_teachers ct where ct.course_id = ${co}.id and ct.teacher_id = ${t}.id)
    or (not exists (select 1 from course_teachers ct where ct.course_id = ${co}.id) and ${co}.language = any (${t}.languages)))`;
