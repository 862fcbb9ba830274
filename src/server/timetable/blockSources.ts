import type { TimetableBlock } from '../../shared/admin/timetable.js';
import type { Queryable } from '../db/db.js';

// The timetable's blocks come from sources: each is one select with the same columns (kind, id, teacher_id, date,
// start, end, code, customer, lesson_language, status) for the days $1..$2, and the timetable reads them all in one
// statement (union all). Another kind of class (an enrolled lesson, issue 40) is one more entry in BLOCK_SOURCES and
// one more value of BLOCK_KINDS (shared/admin/timetable.ts); nothing else changes.

/**
 * The trial bookings holding a seat (Pending or Confirmed), from their first slot's start to their last slot's end
 * (booking_slots, which a move rewrites), else their time_range.
 */
const BOOKINGS = `
  select 'booking' as kind, b.id, b.teacher_id, to_char(b.booking_date, 'YYYY-MM-DD') as date,
    coalesce(t.start, left(b.time_range, 5)) as start, coalesce(t."end", right(b.time_range, 5)) as "end",
    b.code, b.user_name as customer, b.lesson_language, b.status
  from bookings b
  left join lateral (
    select min(s.start_time) as start, max(s.end_time) as "end"
    from booking_slots bs join slots s on s.id = bs.slot_id where bs.booking_id = b.id
  ) t on true
  where b.booking_date between $1::date and $2::date and b.status in ('Pending', 'Confirmed')`;

/** Every source of blocks; add a kind's select here. */
export const BLOCK_SOURCES: readonly string[] = [BOOKINGS];

/** The blocks of the days first..last (Japan dates), by day, start and kind. */
export async function readBlocks(db: Queryable, first: string, last: string): Promise<TimetableBlock[]> {
  const sql = `${BLOCK_SOURCES.map((s) => `(${s})`).join(' union all ')} order by date, start, "end", kind, id`;
  return db.query<TimetableBlock>(sql, [first, last]);
}
