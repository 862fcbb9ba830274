import type { MyClass, MyClassesView } from '../../shared/admin/myClasses.js';
import { addDays, tokyoInstant } from '../../shared/dates.js';
import type { Queryable } from '../db/db.js';

// A member's own classes (the teacher they are linked to, teachers.user_id), for GET /api/admin/my/classes:
// a teacher's whole view of the school. Only the lesson's facts are read: no money, no email, no phone.

type ClassRow = Omit<MyClass, 'timing'>;

const CLASSES_SQL = `
  select b.id, b.code, b.booking_date::text as booking_date, b.user_name, b.status, b.attendance, b.language, b.lesson_language, b.note,
    coalesce((select min(s.start_time) from booking_slots bs join slots s on s.id = bs.slot_id where bs.booking_id = b.id),
             left(b.time_range, 5)) as start,
    coalesce((select max(s.end_time) from booking_slots bs join slots s on s.id = bs.slot_id where bs.booking_id = b.id),
             right(b.time_range, 5)) as "end"
  from bookings b
  where b.teacher_id = $1 and b.booking_date between $2::date and $3::date and b.status in ('Pending', 'Confirmed')
  order by b.booking_date, start, b.id`;

function timing(c: ClassRow, now: Date): MyClass['timing'] {
  if (tokyoInstant(c.booking_date, c.end).getTime() <= now.getTime()) return 'over';
  return tokyoInstant(c.booking_date, c.start).getTime() <= now.getTime() ? 'begun' : 'ahead';
}

/** The classes of the member's teacher from `from`, `days` dates long; none while they are linked to no teacher. */
export async function myClasses(db: Queryable, userId: number, from: string, days: number, now: Date): Promise<MyClassesView> {
  const [teacher] = await db.query<{ id: number; name: string }>('select id, name from teachers where user_id = $1', [userId]);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const rows = teacher ? await db.query<ClassRow>(CLASSES_SQL, [teacher.id, from, dates.at(-1)]) : [];
  return {
    teacher: teacher ?? null,
    days: dates.map((date) => ({
      date,
      classes: rows.filter((r) => r.booking_date === date).map((r) => ({ ...r, timing: timing(r, now) })),
    })),
  };
}
