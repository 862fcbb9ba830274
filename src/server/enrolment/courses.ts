import type { Course } from '../../shared/enrolment.js';
import type { Queryable } from '../db/db.js';

// The school's courses (migration 0060 makes the spec's four; the owner edits them). Who may teach a course: its
// listed teachers, or, when none is listed, every active teacher of its language.

const COLUMNS = `c.id, c.kind, c.names, c.descriptions, c.language, c.level, c.lesson_slots, c.lessons_per_month, c.monthly_fee,
  c.enrolment_fee, c.capacity, c.online,
  coalesce((select array_agg(ct.teacher_id order by ct.teacher_id) from course_teachers ct where ct.course_id = c.id), '{}') as teacher_ids`;

type CourseRow = Omit<Course, 'lesson_minutes'>;
const withMinutes =
  (slotMinutes: number) =>
  (c: CourseRow): Course => ({ ...c, lesson_minutes: c.lesson_slots * slotMinutes });

/** The courses on offer (not retired), the desk's or (onlineOnly) those a visitor enrols in online. */
export async function listCourses(db: Queryable, slotMinutes: number, onlineOnly: boolean): Promise<Course[]> {
  const rows = await db.query<CourseRow>(
    `select ${COLUMNS} from courses c where c.retired_at is null and (not $1 or c.online) order by c.id`,
    [onlineOnly],
  );
  return rows.map(withMinutes(slotMinutes));
}

export async function courseById(db: Queryable, slotMinutes: number, id: number): Promise<Course | null> {
  const [row] = await db.query<CourseRow>(`select ${COLUMNS} from courses c where c.id = $1 and c.retired_at is null`, [id]);
  return row ? withMinutes(slotMinutes)(row) : null;
}

export interface CourseTeacher {
  id: number;
  name: string;
  name_latin: string | null;
  bookable_online: boolean;
}

/** The active teachers who may teach the course. */
export async function courseTeachers(db: Queryable, course: Pick<Course, 'id' | 'language' | 'teacher_ids'>): Promise<CourseTeacher[]> {
  return db.query<CourseTeacher>(
    `select t.id, t.name, t.name_latin, t.bookable_online from teachers t
     where t.retired_at is null and (case when cardinality($1::int[]) > 0 then t.id = any($1::int[]) else $2 = any(t.languages) end)
     order by t.id`,
    [course.teacher_ids, course.language],
  );
}
