import type { EnrolmentChangeRequest, PauseOptions } from '../../shared/enrolmentChanges.js';
import { monthOf, nextMonth } from '../../shared/tuition.js';
import type { Queryable } from '../db/db.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { earliestPauseMonth } from './pauses.js';

// What my page and the desk read before asking: the months a pause may start today, and the requests' list.

/** How many months ahead a pause may be chosen to start (the chooser's list; a later one is asked later). */
const START_CHOICES = 6;

export async function pauseOptions(db: Queryable, enrolmentId: number, today: string): Promise<PauseOptions> {
  const rules = (await schoolProfile(db)).enrolment_rules;
  const [e] = await db.query<{ starts_on: string; ends_on: string | null }>(
    'select starts_on::text as starts_on, ends_on::text as ends_on from enrolments where id = $1',
    [enrolmentId],
  );
  let m = earliestPauseMonth(today, rules.pause_deadline_day);
  while (m <= monthOf(e.starts_on)) m = nextMonth(m);
  const first_months: string[] = [];
  for (; first_months.length < START_CHOICES && (!e.ends_on || m <= e.ends_on); m = nextMonth(m)) first_months.push(m.slice(0, 7));
  return {
    first_months,
    min_months: rules.pause_min_months,
    max_months: rules.pause_max_months,
    fee_yen: rules.pause_fee_yen,
    deadline_day: rules.pause_deadline_day,
  };
}

/** The pause, withdrawal and course-change requests, newest first (the desk's list; `enrolmentId`: one enrolment's). */
export async function changeRequests(db: Queryable, enrolmentId: number | null, limit = 200): Promise<EnrolmentChangeRequest[]> {
  return db.query<EnrolmentChangeRequest>(
    `select * from (
       select 'pause' as kind, e.id as enrolment_id, e.code, c.name as customer_name, e.terms->>'course_name' as course_name,
         to_char(p.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as requested_at, p.requested_by is not null as at_desk,
         to_char(p.first_month, 'YYYY-MM') as first_month, p.months, null::text as ends_on, null::json as change
       from enrolment_pauses p join enrolments e on e.id = p.enrolment_id join customers c on c.id = e.customer_id
       where $1::int is null or e.id = $1
       union all
       select 'withdrawal', e.id, e.code, c.name, e.terms->>'course_name',
         to_char(e.withdrawal_requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), e.withdrawal_requested_by is not null,
         null, null, e.ends_on::text, null
       from enrolments e join customers c on c.id = e.customer_id
       where e.withdrawal_requested_at is not null and ($1::int is null or e.id = $1)
       union all
       select 'change', e.id, e.code, c.name, x.old_terms->>'course_name',
         to_char(x.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), x.requested_by is not null, null, null, null,
         json_build_object('from', x.from_day::text, 'course_name', n.terms->>'course_name', 'teacher_name', n.terms->>'teacher_name',
           'weekday', (n.terms->>'weekday')::int, 'start', n.terms->>'start', 'end', n.terms->>'end')
       from enrolment_changes x join enrolments e on e.id = x.enrolment_id join customers c on c.id = e.customer_id
         -- the terms it changed to: those the next change left, else the enrolment's own
         cross join lateral (select coalesce((select y.old_terms from enrolment_changes y where y.enrolment_id = x.enrolment_id
           and y.id > x.id order by y.id limit 1), e.terms) as terms) n
       where $1::int is null or e.id = $1
     ) r order by requested_at desc limit $2`,
    [enrolmentId, limit],
  );
}
