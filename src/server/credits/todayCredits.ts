import type { TodayAbsence, TodayCredits, TodayMakeup } from '../../shared/admin/todayCredits.js';
import { addDays } from '../../shared/dates.js';
import type { Queryable } from '../db/db.js';
import { todayRequests } from '../today/todayRequests.js';

/** Today's absences (the day and the next), make-ups (the day) and requests (the week up to it), for the desk. */
export async function todayCredits(db: Queryable, date: string): Promise<TodayCredits> {
  const absences = await db.prepared<TodayAbsence>(
    `select a.enrolment_id, e.code, cu.name, l.day::text as day,
       to_char(make_time(c.start_minute / 60, c.start_minute % 60, 0), 'HH24:MI') as start, a.credit_id is not null as credited
     from absences a join lessons l on l.id = a.lesson_id join classes c on c.id = l.class_id
       join enrolments e on e.id = a.enrolment_id join customers cu on cu.id = a.customer_id
     where l.day between $1::date and $2::date and l.status = 'scheduled'
     order by l.day, c.start_minute, cu.name`,
    [date, addDays(date, 1)],
  );
  const makeups = await db.prepared<TodayMakeup>(
    `select b.id as booking_id, b.code, b.user_name as name, b.time_range, t.name as teacher_name, b.makeup_enrolment_id as enrolment_id
     from bookings b left join teachers t on t.id = b.teacher_id
     where b.kind = 'makeup' and b.status = 'Confirmed' and b.booking_date = $1::date
     order by b.time_range, b.id`,
    [date],
  );
  return { absences, makeups, requests: await todayRequests(db, date) };
}
