import type { ConflictBooking } from '../../shared/admin/common.js';
import type { Queryable } from '../db/db.js';

// Enrolled lessons in the way of a change (a schedule change, a closed date, a teacher's hours or retirement): listed
// beside the bookings in the refusal, as `kind: 'lesson'` (id: the lesson's; user_name: its students; code: an enrolment's). Read only from
// the tables, so the booking and teacher areas can ask without depending on the enrolment area's services.

const LESSON_CONFLICT = `select l.id, l.day::text as booking_date,
    to_char(make_time(c.start_minute / 60, c.start_minute % 60, 0), 'HH24:MI') || '-' ||
      to_char(make_time(c.end_minute / 60, c.end_minute % 60, 0), 'HH24:MI') as time_range,
    coalesce((select string_agg(cu.name, ', ' order by cu.name) from enrolment_lessons el join enrolments e on e.id = el.enrolment_id
      join customers cu on cu.id = e.customer_id where el.lesson_id = l.id and e.status in ('pending', 'active', 'ending')
        and (e.ends_on is null or e.ends_on >= l.day)), '') as user_name,
    'Lesson' as status, 'lesson' as kind,
    coalesce((select min(e.code) from enrolment_lessons el join enrolments e on e.id = el.enrolment_id
      where el.lesson_id = l.id and e.status in ('pending', 'active', 'ending')), '') as code
  from lessons l join classes c on c.id = l.class_id where l.status = 'scheduled'`;

/** The scheduled lessons holding any of these slots. */
export async function lessonsOnSlots(db: Queryable, slotIds: number[]): Promise<ConflictBooking[]> {
  return db.query<ConflictBooking>(
    `${LESSON_CONFLICT} and exists (select 1 from teacher_slots ts where ts.lesson_id = l.id and ts.slot_id = any($1::int[]))
     order by l.day, c.start_minute, l.id`,
    [slotIds],
  );
}

/** The scheduled lessons holding any of these shifts (a teacher's time that would go). */
export async function lessonsOnShifts(db: Queryable, shifts: Array<{ teacher_id: number; slot_id: number }>): Promise<ConflictBooking[]> {
  return db.query<ConflictBooking>(
    `${LESSON_CONFLICT} and exists (select 1 from teacher_slots ts where ts.lesson_id = l.id
       and (ts.teacher_id, ts.slot_id) in (select * from unnest($1::int[], $2::int[])))
     order by l.day, c.start_minute, l.id`,
    [shifts.map((s) => s.teacher_id), shifts.map((s) => s.slot_id)],
  );
}

/** The scheduled lessons on these dates (closing them). */
export async function lessonsOnDates(db: Queryable, dates: string[]): Promise<ConflictBooking[]> {
  return db.query<ConflictBooking>(`${LESSON_CONFLICT} and l.day = any($1::date[]) order by l.day, c.start_minute, l.id`, [dates]);
}

/** The last day slot rows exist for (enrolled lessons are written past the visitors' window), or `last` if later. */
export async function lastSlotDay(db: Queryable, last: string): Promise<string> {
  const [row] = await db.query<{ day: string | null }>('select max(day)::text as day from slots');
  return row.day && row.day > last ? row.day : last;
}
