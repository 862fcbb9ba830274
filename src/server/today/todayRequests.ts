import { TODAY_REQUEST_DAYS, type TodayRequest } from '../../shared/admin/todayRequests.js';
import { addDays, tokyoInstant } from '../../shared/dates.js';
import type { Queryable } from '../db/db.js';

// Today's requests (issue 41, point 8): pauses and withdrawals asked, packs bought, in the week up to the day shown.
// Each part reads its own index by the instant (enrolment_pauses_requested, enrolments_withdrawals,
// pack_purchases_paid of migration 0094) and stops at LIMIT: Today stays a handful of key lookups however long the
// school has run.

const LIMIT = 50;
const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const SQL = `
  select * from (
    (select 'pause' as kind, ${utc('p.requested_at')} as at, p.requested_by is not null as at_desk, c.name, e.code,
       e.customer_id, e.id as enrolment_id, to_char(p.first_month, 'YYYY-MM') as first_month, p.months, null::text as ends_on,
       null::jsonb as pack_names
     from enrolment_pauses p join enrolments e on e.id = p.enrolment_id join customers c on c.id = e.customer_id
     where p.requested_at >= $1 and p.requested_at < $2 order by p.requested_at desc limit ${LIMIT})
    union all
    (select 'withdrawal', ${utc('e.withdrawal_requested_at')}, e.withdrawal_requested_by is not null, c.name, e.code,
       e.customer_id, e.id, null, null, e.ends_on::text, null
     from enrolments e join customers c on c.id = e.customer_id
     where e.withdrawal_requested_at >= $1 and e.withdrawal_requested_at < $2
     order by e.withdrawal_requested_at desc limit ${LIMIT})
    union all
    (select 'pack', ${utc('s.paid_at')}, false, c.name, s.code, s.customer_id, null, null, null, null, s.names
     from pack_purchases s join customers c on c.id = s.customer_id
     where s.status = 'paid' and s.paid_at >= $1 and s.paid_at < $2 order by s.paid_at desc limit ${LIMIT})
  ) r order by at desc, code`;

/** The requests of `date` (Tokyo) and the six days before it, newest first. */
export async function todayRequests(db: Queryable, date: string): Promise<TodayRequest[]> {
  const from = tokyoInstant(addDays(date, 1 - TODAY_REQUEST_DAYS), '00:00');
  const to = tokyoInstant(addDays(date, 1), '00:00');
  return db.query<TodayRequest>(SQL, [from.toISOString(), to.toISOString()]);
}
