import type { Queryable } from '../../../src/server/db/db';

// The promises of issue 41's property test, read from the database itself (not through the services that keep
// them), so a story that breaks one is caught whichever path broke it. Each query lists the rows that break its
// promise: every one must come back empty.

const NEGATIVE = `
  select customer_id, sum(amount)::int as balance from lesson_credits group by customer_id having sum(amount) < 0
  union all
  select l.customer_id, l.id from lesson_credits l where l.lot_id is null
    and l.amount < (select coalesce(sum(-d.amount), 0) from lesson_credits d where d.lot_id = l.id)`;

/** Two debits of one lot sharing a unit, a use paying two bookings, a lesson paid by a credit holding no (or two) uses. */
const DOUBLE_USED = `
  select 'overlap' as what, a.id from lesson_credits a join lesson_credits b on b.lot_id = a.lot_id and b.id > a.id
    where a.first_unit < b.first_unit - b.amount and b.first_unit < a.first_unit - a.amount
  union all
  select 'two uses', booking_id from lesson_credits where kind = 'use' group by booking_id having count(*) > 1
  union all
  select 'unpaid', b.id from bookings b where b.provider in ('credit', 'pack') and b.status = 'Confirmed'
    and (select count(*) from lesson_credits u where u.booking_id = b.id and u.kind = 'use'
         and not exists (select 1 from lesson_credits r where r.returned_id = u.id)) <> 1
  union all
  select 'returned twice', r.returned_id from lesson_credits r where r.kind = 'returned'
    group by r.returned_id having count(*) > 1 or min(r.amount) <> 1`;

/** A paused month charged more than its pause fee (kept as its tuition) or counting lessons; a private class's lesson still on in its student's paused month. */
const PAUSED_CHARGED = `
  with paused as (
    select p.enrolment_id, m::date as month, p.fee_yen from enrolment_pauses p
    cross join generate_series(p.first_month, p.first_month + make_interval(months => p.months - 1), interval '1 month') m)
  select 'charged' as what, t.enrolment_id, t.month::text from tuition_months t join paused p using (enrolment_id, month)
    where t.tuition_yen <> p.fee_yen or t.fee_yen <> 0 or t.lessons <> 0 or not t.paused
  union all
  select 'lesson', el.enrolment_id, el.day::text from enrolment_lessons el
    join paused p on p.enrolment_id = el.enrolment_id and date_trunc('month', el.day) = p.month
    join classes c on c.id = el.class_id
    where el.status = 'scheduled' and c.capacity = 1`;

/**
 * Every teacher's classes on a day (scheduled lessons and live bookings, by their times): no two overlap; every lesson
 * held has its teacher's time, and a guest's make-up is in a lesson that is held.
 */
const TEACHER_TWICE = `
  with busy as (
    select c.teacher_id, l.day, c.start_minute as s, c.end_minute as e, 'lesson ' || l.id as what
      from lessons l join classes c on c.id = l.class_id where l.status = 'scheduled'
    union all
    select b.teacher_id, b.booking_date, min(split_part(s.start_time, ':', 1)::int * 60 + split_part(s.start_time, ':', 2)::int),
      max(split_part(s.end_time, ':', 1)::int * 60 + split_part(s.end_time, ':', 2)::int), 'booking ' || b.id
      from bookings b join booking_slots bs on bs.booking_id = b.id join slots s on s.id = bs.slot_id
      where b.status in ('Pending', 'Confirmed') and b.teacher_id is not null and b.makeup_lesson_id is null
      group by b.id)
  select a.teacher_id, a.day::text, a.what as one, b.what as other from busy a join busy b
    on b.teacher_id = a.teacher_id and b.day = a.day and a.what < b.what and a.s < b.e and b.s < a.e
  union all
  select c.teacher_id, l.day::text, 'lesson ' || l.id, 'no teacher time' from lessons l join classes c on c.id = l.class_id
    where l.status = 'scheduled' and not exists (select 1 from teacher_slots ts where ts.lesson_id = l.id)
  union all
  select b.teacher_id, b.booking_date::text, 'booking ' || b.id, 'a guest of a lesson not held' from bookings b
    left join lessons l on l.id = b.makeup_lesson_id
    where b.makeup_lesson_id is not null and b.status = 'Confirmed' and (l.status is distinct from 'scheduled')`;

/** A make-up credit outliving its enrolment ("credits expire on the 退会 date"): a lot of an ended enrolment still usable after its last day. */
const OUTLIVES_ENROLMENT = `
  select l.id, l.enrolment_id, l.valid_until::text from lesson_credits l join enrolments e on e.id = l.enrolment_id
  where e.status = 'ended' and l.lot_id is null and l.pack_purchase_id is null and l.valid_until > e.ends_on
    and l.amount > coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)`;

/** What breaks each promise now (all empty when the story is sound). */
export async function broken(db: Queryable) {
  return {
    negative: await db.query(NEGATIVE),
    doubleUsed: await db.query(DOUBLE_USED),
    pausedCharged: await db.query(PAUSED_CHARGED),
    teacherTwice: await db.query(TEACHER_TWICE),
    outlivesEnrolment: await db.query(OUTLIVES_ENROLMENT),
  };
}

export const SOUND = { negative: [], doubleUsed: [], pausedCharged: [], teacherTwice: [], outlivesEnrolment: [] };
