// The timetable's blocks come from sources: each is one select with the same columns (kind, id, teacher_id, date,
// start, end, code, customer, lesson_language, status) for the days $1..$2, and the timetable reads them all in one
// statement (union all). Another kind of class (an enrolled lesson, issue 40) is one more entry in BLOCK_SOURCES and
// one more value of BLOCK_KINDS (shared/admin/timetable.ts); nothing else changes. The statement reading them is
// timetableView.ts's.

/**
 * The trial bookings holding a seat (Pending or Confirmed), from their first slot's start to their last slot's end
 * (booking_slots, which a move rewrites), else their time_range. Joined and grouped per booking, so each booking's
 * slots are found by the keys (booking_slots_pkey, slots_pkey): PGlite keeps no planner statistics, and a lateral
 * subquery per booking scanned every slot (159 ms for a day of 35 classes among 20,000 bookings). The status is
 * compared as an expression so the planner does not AND the date index with the partial index of held bookings
 * (bookings_teacher_recent), which covers nearly all of them.
 */
const BOOKINGS = `
  select 'booking' as kind, b.id, b.teacher_id, to_char(b.booking_date, 'YYYY-MM-DD') as date,
    coalesce(min(s.start_time), left(b.time_range, 5)) as start, coalesce(max(s.end_time), right(b.time_range, 5)) as "end",
    b.code, b.user_name as customer, b.lesson_language, b.status
  from bookings b
  left join booking_slots bs on bs.booking_id = b.id
  left join slots s on s.id = bs.slot_id
  where b.booking_date between $1::date and $2::date and (b.status || '') in ('Pending', 'Confirmed')
  group by b.id`;

/**
 * The enrolled lessons still scheduled (issue 40): a class's lesson on its day, its weekly span, its students (a group's
 * all), the course's language; id and code are its first student's enrolment (the block leads to that enrolment).
 */
const LESSONS = `
  select 'lesson' as kind, coalesce(min(e.id), l.id) as id, c.teacher_id, to_char(l.day, 'YYYY-MM-DD') as date,
    to_char(make_time(c.start_minute / 60, c.start_minute % 60, 0), 'HH24:MI') as start,
    to_char(make_time(c.end_minute / 60, c.end_minute % 60, 0), 'HH24:MI') as "end",
    coalesce(min(e.code), '') as code, coalesce(string_agg(cu.name, ', ' order by cu.name), '') as customer,
    min(co.language) as lesson_language, 'Lesson' as status
  from lessons l
  join classes c on c.id = l.class_id
  join courses co on co.id = c.course_id
  left join enrolment_lessons el on el.lesson_id = l.id
  left join enrolments e on e.id = el.enrolment_id and e.status in ('pending', 'active', 'ending')
    and (e.ends_on is null or e.ends_on >= l.day)
  left join customers cu on cu.id = e.customer_id
  where l.day between $1::date and $2::date and l.status = 'scheduled'
  group by l.id, c.id`;

/** Every source of blocks; add a kind's select here. */
export const BLOCK_SOURCES: readonly string[] = [BOOKINGS, LESSONS];

/** The blocks of the days $1..$2 (Japan dates), every source's, as one select (a CTE of the timetable's statement). */
export const BLOCKS_SQL = BLOCK_SOURCES.map((source) => `(${source})`).join(' union all ');
