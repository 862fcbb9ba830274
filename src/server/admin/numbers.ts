import type { NumbersReport, PeriodNumbers, SourceNumbers, TeacherNumbers } from '../../shared/admin/numbers.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { studentsBySource } from '../enrolment/trialStudents.js';

// Numbers: per ISO week (Monday start) or calendar month of the class date. Class dates and
// slot days are Tokyo dates already, so no time zone arithmetic is needed here. Each period covers its
// whole week or month (a range starting on a Wednesday shows that week from its Monday), so a row
// always means the same thing whatever range asked for it.

/** Two years and a day (a leap year's range from 1 January to 1 January two years later). */
export const MAX_RANGE_DAYS = 731;
export const RANGE_TOO_LONG = 'Ask for at most two years at a time.';

const COLUMNS = [
  'bookings',
  'gross_revenue',
  'refunds',
  'net_revenue',
  'tax',
  'hours_offered',
  'hours_filled',
  'cancellations',
  'no_shows',
] as const;

/**
 * A booking's yen as the numbers count it (`b` is the bookings row), read from its one account (the view
 * booking_money): what was received (a move's difference still owed is not), and what was refunded or is on its
 * way back (a move's refund, a cancel's, a late payment's).
 */
const gross = (b: string) => `(select m.received_card + m.received_cash from booking_money m where m.booking_id = ${b}.id)`;
const refundOf = (b: string) => `(select m.refunded_card + m.refunded_cash from booking_money m where m.booking_id = ${b}.id)`;
/** A booking's lesson in hours, from its time range ('HH:MM-HH:MM'). */
const hoursOf = (b: string) => `(extract(epoch from (right(${b}.time_range, 5)::time - left(${b}.time_range, 5)::time)) / 3600)`;
/** Hours as the answer gives them: two decimals, a number. */
const hours = (sum: string) => `round(coalesce(${sum}, 0)::numeric, 2)::float8`;
/** The range's paid bookings: confirmed, or canceled after they were paid. */
const PAID = (b: string) => `(${b}.status = 'Confirmed' or (${b}.status = 'Canceled' and ${b}.paid_at is not null))`;

/**
 * One statement: the periods (generate_series), the bookings' figures and the slots' capacity, each grouped
 * by period and joined, so every period is listed even when it has nothing. Capacity is in hours, not timeslots: a
 * slot offers its seats for its length; a confirmed booking fills its lesson's length (its time range).
 */
const REPORT_SQL = `
with periods as (
  select p::date as start from generate_series(date_trunc($3, $1::date::timestamp), $2::date::timestamp, $4::interval) p
),
span as (select min(start) as first, (max(start) + $4::interval)::date as after from periods),
b as (
  select date_trunc($3, bk.booking_date::timestamp)::date as start, bk.status, bk.attendance, bk.tax_rate, ${hoursOf('bk')} as hours,
    ${PAID('bk')} as paid, ${gross('bk')} as total_amount, ${refundOf('bk')} as refund
  from bookings bk, span where bk.booking_date >= span.first and bk.booking_date < span.after
),
money as (
  select start,
    count(*) filter (where paid) as bookings,
    coalesce(sum(total_amount) filter (where paid), 0) as gross_revenue,
    coalesce(sum(refund) filter (where paid), 0) as refunds,
    coalesce(sum(floor((total_amount - refund) * tax_rate / (100 + tax_rate))) filter (where paid), 0) as tax,
    count(*) filter (where status = 'Canceled') as cancellations,
    count(*) filter (where attendance = 'no_show') as no_shows,
    sum(hours) filter (where status = 'Confirmed') as hours_filled
  from b group by start
),
offered as (
  select date_trunc($3, day::timestamp)::date as start,
    sum(seats * extract(epoch from (end_time::time - start_time::time)) / 3600) as hours_offered
  from slots, span where not closed and day >= span.first and day < span.after group by 1
)
select to_char(p.start, 'YYYY-MM-DD') as start,
  coalesce(m.bookings, 0)::int as bookings,
  coalesce(m.gross_revenue, 0)::int as gross_revenue,
  coalesce(m.refunds, 0)::int as refunds,
  (coalesce(m.gross_revenue, 0) - coalesce(m.refunds, 0))::int as net_revenue,
  coalesce(m.tax, 0)::int as tax,
  ${hours('o.hours_offered')} as hours_offered,
  ${hours('m.hours_filled')} as hours_filled,
  coalesce(m.cancellations, 0)::int as cancellations,
  coalesce(m.no_shows, 0)::int as no_shows
from periods p left join money m using (start) left join offered o using (start)
order by p.start`;

/**
 * A lesson held: confirmed, not a no-show, and marked attended or of a day before today (a lesson the desk did not
 * mark is taken as held once its day is over). `b` is the bookings row, $3 today.
 */
const HELD = (b: string) => `(${b}.status = 'Confirmed' and ${b}.attendance is distinct from 'no_show'
  and (${b}.attendance = 'attended' or ${b}.booking_date < $3::date))`;

/** What came in for a booking less what went back, from the till's source (money_movements, migration 0036). */
const RECEIVED = (b: string) => `(select sum(case when m.kind = 'payment' then m.yen else -m.yen end)
  from money_movements m where m.booking_id = ${b}.id)`;

/**
 * Per teacher, the range's lessons as the owner pays by them: held, no-shows and cancellations apart, the hours held
 * and the money received for them all (net of what was handed or paid back); every teacher with a lesson in the range,
 * retired ones too, most lessons held first.
 */
const BY_TEACHER_SQL = `
select t.id as teacher_id, t.name,
  count(*) filter (where ${HELD('b')})::int as held,
  count(*) filter (where b.status = 'Confirmed' and b.attendance = 'no_show')::int as no_shows,
  count(*) filter (where b.status = 'Canceled')::int as cancellations,
  ${hours(`sum(${hoursOf('b')}) filter (where ${HELD('b')})`)} as hours_taught,
  coalesce(sum(${RECEIVED('b')}), 0)::int as received
from bookings b join teachers t on t.id = b.teacher_id
where b.booking_date between $1::date and $2::date and b.status in ('Confirmed', 'Canceled')
group by t.id, t.name order by held desc, t.name, t.id`;

/** Per source (src/shared/referral.ts), the range's paid bookings and their yen net of refunds, as per teacher. */
const BY_SOURCE_SQL = `
select s.*, (select t.name from tracked_links t
    where t.channel = s.utm_source and t.medium = s.utm_medium and t.campaign = s.utm_campaign) as link_name
from (
  select b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, count(*)::int as bookings,
    coalesce(sum(${gross('b')} - ${refundOf('b')}), 0)::int as net_revenue
  from bookings b
  where b.booking_date between $1::date and $2::date and ${PAID('b')}
  group by 1, 2, 3, 4
) s
order by bookings desc, net_revenue desc, 1 nulls last, 2 nulls last, 3 nulls last, 4 nulls last`;

/**
 * Of the periods' bookings, those for classes from `today` on (Japan time) that are still booked (confirmed: a
 * canceled one is booked no more, whatever it paid): booked ahead, and their yen net of refunds as the periods
 * count it. Whole periods, as above.
 */
const AHEAD_SQL = `
with span as (
  select date_trunc($3, $1::date::timestamp)::date as first,
    (date_trunc($3, $2::date::timestamp) + $4::interval)::date as after
)
select count(*)::int as bookings,
  coalesce(sum(${gross('b')} - ${refundOf('b')}), 0)::int as net_revenue
from bookings b, span
where b.booking_date >= greatest(span.first, $5::date) and b.booking_date < span.after and b.status = 'Confirmed'`;

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export async function numbersReport(
  db: Queryable,
  q: { from: string; to: string; period: 'week' | 'month' },
  today: string,
): Promise<NumbersReport> {
  if (days(q.from, q.to) > MAX_RANGE_DAYS) throw new HttpError(400, RANGE_TOO_LONG);
  const span = [q.from, q.to, q.period, q.period === 'week' ? '7 days' : '1 month'];
  const [rows, by_teacher, by_source, [ahead], students_by_source] = await Promise.all([
    db.query<PeriodNumbers>(REPORT_SQL, span),
    db.query<TeacherNumbers>(BY_TEACHER_SQL, [q.from, q.to, today]),
    db.query<SourceNumbers>(BY_SOURCE_SQL, [q.from, q.to]),
    db.query<{ bookings: number; net_revenue: number }>(AHEAD_SQL, [...span, today]),
    studentsBySource(db, q.from, q.to),
  ]);
  const totals = { start: rows[0]?.start ?? q.from } as PeriodNumbers;
  for (const c of COLUMNS) totals[c] = rows.reduce((sum, r) => sum + r[c], 0);
  totals.hours_offered = Math.round(totals.hours_offered * 100) / 100;
  totals.hours_filled = Math.round(totals.hours_filled * 100) / 100;
  return { period: q.period, rows, totals, by_teacher, by_source, students_by_source, ahead: { from: today, ...ahead } };
}
