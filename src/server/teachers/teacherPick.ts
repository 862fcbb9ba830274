import type { Assignment, TeachingLanguage } from '../../shared/teachers.js';
import type { Queryable } from '../db/db.js';
import { teachesCourse } from './courseTeachers.js';

// Which teacher takes a booking. One rule for the visitor's payment, the staff's booking, reassigning and
// the school's first teachers: among the teachers free for every slot of the booking (a shift in each and no
// class in any), the one with the fewest booked minutes in the 7 days around the class (3 before, 3 after),
// then the least recently booked, then the lowest id (a stable order).

export interface TeacherWish {
  /** The teacher asked for; null: any teacher (the fair rule). */
  teacherId: number | null;
  /** "Any teacher" of this language; null: of any language. */
  language: TeachingLanguage | null;
  /** Only teachers bookable online (a visitor's booking); staff book any. */
  onlineOnly: boolean;
  /** How the teacher is said to be chosen when one is asked for (chosen by the visitor, or by staff). */
  chosenAs: Assignment;
  /** Only teachers of one of these courses (a lesson paid with a course's pack); absent or null: any course. */
  courses?: number[] | null;
}

/** Every teacher, as a visitor with no wish books: any bookable one. */
export const ANY_TEACHER_ONLINE: TeacherWish = { teacherId: null, language: null, onlineOnly: true, chosenAs: 'chosen' };

/** What a wish records on the booking: the teacher asked for is `chosenAs`, any other is the fair rule's. */
export const assignmentOf = (wish: TeacherWish): Assignment => (wish.teacherId === null ? 'fair' : wish.chosenAs);

/**
 * A teacher's booked minutes in the 7 days around `day` (SQL expressions): their held bookings' slots (read
 * through bookings_teacher, not slot by slot) times the length of the booking's own slots (a day's slots
 * all have the schedule's length).
 */
const bookedMinutes = (teacher: string, day: string, slots: string) =>
  `((select coalesce(sum(b.slot_count), 0) from bookings b
     where b.teacher_id = ${teacher} and b.booking_date between ${day}::date - 3 and ${day}::date + 3
       and b.status in ('Pending', 'Confirmed'))
    * (select extract(epoch from (s.end_time::time - s.start_time::time)) / 60 from slots s where s.id = (${slots}::int[])[1]))::int`;

/**
 * The SQL of the pick: one row (id, name, booked_minutes, candidates) or none. The parameters are SQL
 * expressions: the slot ids (int[]), the class day (date), the wish's teacher (int or null), language (text or
 * null), online-only (bool), and a booking whose own classes do not count as taken (reassigning it; or null).
 */
export function pickTeacherSql(p: {
  slots: string;
  day: string;
  teacher: string;
  language: string;
  onlineOnly: string;
  except: string;
  /** The courses (int[] or null) whose teachers alone may take it. */
  courses?: string;
}): string {
  const courses = p.courses ?? 'null';
  return `select c.id, c.name, c.booked_minutes, count(*) over ()::int as candidates from (
      select t.id, t.name, ${bookedMinutes('t.id', p.day, p.slots)} as booked_minutes,
        (select max(b.created_at) from bookings b where b.teacher_id = t.id and b.status in ('Pending', 'Confirmed')) as last_booked
      from teachers t
      where t.retired_at is null
        and (${p.teacher}::int is null or t.id = ${p.teacher}::int)
        and (${p.language}::text is null or ${p.language}::text = any (t.languages))
        and (not ${p.onlineOnly}::bool or t.bookable_online)
        and (${courses}::int[] is null or exists (select 1 from courses co where co.id = any (${courses}::int[])
          and ${teachesCourse('co', 't')}))
        and (select count(*) from teacher_shifts sh where sh.teacher_id = t.id and sh.slot_id = any (${p.slots}::int[]))
          = cardinality(${p.slots}::int[])
        and not exists (select 1 from teacher_slots ts where ts.teacher_id = t.id and ts.slot_id = any (${p.slots}::int[])
          and ts.booking_id is distinct from ${p.except}::int)
    ) c
    order by c.booked_minutes, c.last_booked nulls first, c.id
    limit 1`;
}

export interface TeacherPick {
  id: number;
  name: string;
  booked_minutes: number;
  /** How many teachers were free for the whole booking. */
  candidates: number;
}

/** The teacher the rule gives these slots now (a check before any hold: the hold's statement decides again). */
export async function pickTeacher(db: Queryable, slotIds: number[], day: string, wish: TeacherWish, except: number | null = null) {
  const [row] = await db.query<TeacherPick>(
    pickTeacherSql({ slots: '$1', day: '$2', teacher: '$3', language: '$4', onlineOnly: '$5', except: '$6', courses: '$7' }),
    [slotIds, day, wish.teacherId, wish.language, wish.onlineOnly, except, wish.courses ?? null],
  );
  return row ?? null;
}
