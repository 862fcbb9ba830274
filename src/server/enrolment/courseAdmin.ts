import type { CourseChange, CourseForEdit, CourseInput } from '../../shared/admin/courses.js';
import { COURSE_CHANGED, COURSE_NOT_FOUND, COURSE_TEACHER_UNKNOWN } from '../../shared/enrolmentWords.js';
import type { Queryable } from '../db/db.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { HttpError } from '../errors.js';

// The owner's courses (issue 40, point 1): made, changed and retired, each audited in the same transaction. A change
// is applied only at the version the owner's form read (409 otherwise). Prices change for enrolments made afterwards:
// an enrolment keeps the terms confirmed with it, and its later months keep their own price (tuition_months).

const FIELDS = `c.id, c.kind, c.names, c.descriptions, c.language, c.level, c.lesson_slots, c.lessons_per_month, c.monthly_fee,
  c.enrolment_fee, c.capacity, c.online, c.version, c.retired_at::text as retired_at,
  coalesce((select array_agg(ct.teacher_id order by ct.teacher_id) from course_teachers ct where ct.course_id = c.id), '{}') as teacher_ids`;

/** A course as its form reads it (retired ones too), with its version. */
export async function courseForEdit(db: Queryable, slotMinutes: number, id: number): Promise<CourseForEdit | null> {
  const [row] = await db.query<Omit<CourseForEdit, 'lesson_minutes'>>(`select ${FIELDS} from courses c where c.id = $1`, [id]);
  return row ? { ...row, lesson_minutes: row.lesson_slots * slotMinutes } : null;
}

const values = (c: CourseInput) => [
  JSON.stringify(c.names),
  JSON.stringify(c.descriptions),
  c.language,
  c.level,
  c.lesson_slots,
  c.lessons_per_month,
  c.monthly_fee,
  c.enrolment_fee,
  c.capacity,
  c.online,
];

/** The course's teachers, replaced: each one a teacher still at the school. */
async function setTeachers(tx: Queryable, courseId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const [known] = await tx.query<{ n: number }>(
    'select count(*)::int as n from teachers where id = any($1::int[]) and retired_at is null',
    [unique],
  );
  if (known.n !== unique.length) throw new HttpError(400, COURSE_TEACHER_UNKNOWN);
  await tx.query('delete from course_teachers where course_id = $1', [courseId]);
  await tx.query('insert into course_teachers (course_id, teacher_id) select $1, unnest($2::int[])', [courseId, unique]);
}

export async function createCourse(tx: Queryable, actor: Actor, c: CourseInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into courses (names, descriptions, language, level, lesson_slots, lessons_per_month, monthly_fee, enrolment_fee, capacity, online)
     values ($1::jsonb, $2::jsonb, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    values(c),
  );
  await setTeachers(tx, row.id, c.teacher_ids);
  await writeAudit(tx, actor, { action: 'course.created', targetType: 'course', targetId: row.id, after: c });
  return row.id;
}

/** The change at the version read; 404 for no such course, 409 when it changed (or was retired) meanwhile. */
export async function updateCourse(tx: Queryable, actor: Actor, id: number, c: CourseChange, slotMinutes: number): Promise<void> {
  const before = await courseForEdit(tx, slotMinutes, id);
  if (!before) throw new HttpError(404, COURSE_NOT_FOUND);
  const rows = await tx.query(
    `update courses set names = $1::jsonb, descriptions = $2::jsonb, language = $3, level = $4, lesson_slots = $5,
       lessons_per_month = $6, monthly_fee = $7, enrolment_fee = $8, capacity = $9, online = $10, version = version + 1
     where id = $11 and version = $12 and retired_at is null returning id`,
    [...values(c), id, c.version],
  );
  if (!rows.length) throw new HttpError(409, COURSE_CHANGED);
  await setTeachers(tx, id, c.teacher_ids);
  const { version: _read, ...after } = c;
  await writeAudit(tx, actor, { action: 'course.changed', targetType: 'course', targetId: id, before, after });
}

/** Retired: no longer offered (its running enrolments go on); 409 when it changed or was retired meanwhile. */
export async function retireCourse(tx: Queryable, actor: Actor, id: number, at: Date): Promise<void> {
  const rows = await tx.query<{ id: number }>(
    'update courses set retired_at = $2, version = version + 1 where id = $1 and retired_at is null returning id',
    [id, at.toISOString()],
  );
  if (!rows.length) {
    const [exists] = await tx.query('select 1 from courses where id = $1', [id]);
    throw exists ? new HttpError(409, COURSE_CHANGED) : new HttpError(404, COURSE_NOT_FOUND);
  }
  await writeAudit(tx, actor, { action: 'course.retired', targetType: 'course', targetId: id });
}
