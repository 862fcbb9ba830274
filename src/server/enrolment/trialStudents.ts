import type { SourceStudents } from '../../shared/admin/numbers.js';
import type { Queryable } from '../db/db.js';

// The numbers' "trials that became students" (issue 40, point 6): per source of the range's paid trial bookings, how
// many there were and how many customers enrolled from one (from_booking_id), or as the same customer after it. An
// enrolment that never began (pending, canceled) does not count. A customer is counted once per source.

const SQL = `
select b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, count(*)::int as trials,
  count(distinct e.customer_id)::int as students
from bookings b
left join lateral (
  select e.customer_id from enrolments e
  where e.status in ('active', 'ending', 'ended')
    and (e.from_booking_id = b.id or (b.customer_id is not null and e.customer_id = b.customer_id and e.created_at >= b.created_at))
  limit 1
) e on true
where b.booking_date between $1::date and $2::date
  and (b.status = 'Confirmed' or (b.status = 'Canceled' and b.paid_at is not null))
group by 1, 2, 3, 4
order by students desc, trials desc, 1 nulls last, 2 nulls last, 3 nulls last, 4 nulls last`;

export const studentsBySource = (db: Queryable, from: string, to: string): Promise<SourceStudents[]> => db.query(SQL, [from, to]);
