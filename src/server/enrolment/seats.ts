import type { Queryable } from '../db/db.js';

// Giving a seat back: an enrolment whose first payment never came (canceled), or one that ended. Its class loses a
// seat; a class no one is left in ends, and its lessons from `fromDay` go, giving their teacher's time back to
// trials (teacher_slots rows leave with their lesson; the slots' free seats are counted back in the same statement).
// A lesson still named elsewhere stays: one with a guest's make-up is taught (the guest's booking is kept); one an
// absence or a ledger row names (an absence reported before the withdrawal, its credit; the ledger is never changed)
// is kept canceled, its teacher's time given back like the rest.

const UNNAMED = `l.guests = 0
  and not exists (select 1 from absences a where a.lesson_id = l.id)
  and not exists (select 1 from lesson_credits c where c.lesson_id = l.id)
  and not exists (select 1 from bookings b where b.makeup_lesson_id = l.id)`;

/** Frees the enrolment's seat and, when its class is left empty, the class's lessons from fromDay on. */
export async function releaseSeat(tx: Queryable, enrolmentId: number, fromDay: string): Promise<void> {
  const [c] = await tx.query<{ class_id: number; left: number }>(
    `update classes c set seats_taken = seats_taken - 1 from enrolments e
     where e.id = $1 and c.id = e.class_id returning c.id as class_id, c.seats_taken as left`,
    [enrolmentId],
  );
  if (!c || c.left > 0) return;
  await tx.query(
    `with gone as (
       delete from lessons l where l.class_id = $1 and l.day >= $2::date and ${UNNAMED} returning l.id
     ), freed as (
       select ts.slot_id from teacher_slots ts where ts.lesson_id in (select id from gone)
     )
     update slots s set seats_free = seats_free + 1 where s.id in (select slot_id from freed)`,
    [c.class_id, fromDay],
  );
  // the named ones left held: canceled, their teacher's time given back (as cancelLessons.ts's freeLessons does)
  await tx.query(
    `with done as (
       update lessons set status = 'canceled' where class_id = $1 and day >= $2::date and status = 'scheduled' and guests = 0
       returning id
     ), freed as (
       delete from teacher_slots where lesson_id in (select id from done) returning slot_id
     )
     update slots s set seats_free = seats_free + 1 where s.id in (select slot_id from freed)`,
    [c.class_id, fromDay],
  );
  await tx.query(`update classes set ends_on = $2::date - 1 where id = $1 and (ends_on is null or ends_on >= $2::date)`, [
    c.class_id,
    fromDay,
  ]);
}
