import type { Lot } from '../credits/ledger.js';
import type { Queryable } from '../db/db.js';
import type { TeacherWish } from '../teachers/teacherPick.js';

// "Any teacher" for a lesson paid with a pack (issue 41's leftovers): when every pack the visitor could spend on it is
// a course's, only that course's teachers may take the lesson (the ledger refuses another: PACK_COURSE_TEACHER), so
// the pick chooses among them rather than the fair rule's choice among all. A teacher the visitor chose is left to
// the ledger's own answer.

/** The courses whose teachers alone can be paid with these lots; null when one of them is of no course. */
export async function coursesOfLots(q: Queryable, lots: Lot[]): Promise<number[] | null> {
  const ids = lots.map((l) => l.pack_purchase_id).filter((id): id is number => id !== null);
  const rows = await q.query<{ course_id: number | null }>('select distinct course_id from pack_purchases where id = any ($1::int[])', [
    ids,
  ]);
  return rows.length === 0 || rows.some((r) => r.course_id === null) ? null : rows.map((r) => r.course_id!);
}

/** The visitor's wish, narrowed to the courses of their packs when they asked for any teacher. */
export async function packWish(q: Queryable, wish: TeacherWish, lots: Lot[]): Promise<TeacherWish> {
  return wish.teacherId === null ? { ...wish, courses: await coursesOfLots(q, lots) } : wish;
}
