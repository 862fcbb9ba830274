import type { Assignment } from '../../shared/teachers.js';
import type { Queryable } from '../db/db.js';

// The one writer of a booking's teacher: its classes (teacher_slots, whose key refuses a teacher taken
// meanwhile and whose foreign key a shift gone meanwhile) and the booking's teacher_id and assignment. The
// hold writes them in its one statement (holdTeacherSql), a move, a reassignment and the school's first
// teachers through giveTeacher; a release or a move gives the classes back through takeTeacher.

/**
 * teacher_slots' key refused a class: another booking took that teacher at that time first (a statement that
 * could not see it yet; on PostgreSQL the day's lock makes that rare), or a shift went meanwhile (its key).
 */
export function isTeacherTaken(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string } | null;
  const named = (name: string) => err?.constraint === name || (err?.message ?? '').includes(name);
  return (
    (err?.code === '23505' && named('teacher_slots_pkey')) || (err?.code === '23503' && named('teacher_slots_teacher_id_slot_id_fkey'))
  );
}

/** The hold's classes, as a statement of its `with` (SQL names: the teacher's id, the slots' ids, the booking's id, from what). */
export const holdTeacherSql = (q: { teacher: string; slot: string; booking: string; from: string }): string =>
  `insert into teacher_slots (teacher_id, slot_id, booking_id) select ${q.teacher}, ${q.slot}, ${q.booking} from ${q.from}`;

/** The booking's classes given back (the booking keeps teacher_id: who would have taught it). */
export async function takeTeacher(tx: Queryable, bookingId: number): Promise<void> {
  await tx.query('delete from teacher_slots where booking_id = $1', [bookingId]);
}

/** Who teaches a booking, and why (null: a booking from before assignments were recorded). */
export interface BookingTeacher {
  teacherId: number;
  assignment: Assignment | null;
}

/** The booking taught by `teacherId` at `slotIds` (free ones: the keys refuse a class taken meanwhile), and why. */
export async function giveTeacher(tx: Queryable, bookingId: number, to: BookingTeacher, slotIds: number[]): Promise<void> {
  await tx.query('insert into teacher_slots (teacher_id, slot_id, booking_id) select $1, unnest($2::int[]), $3', [
    to.teacherId,
    slotIds,
    bookingId,
  ]);
  await tx.query('update bookings set teacher_id = $2, assignment = $3, updated_at = now() where id = $1', [
    bookingId,
    to.teacherId,
    to.assignment,
  ]);
}
