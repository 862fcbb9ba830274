import type { OwedBack, TodayBooking, TodayView, TuitionToCollect } from '../../shared/admin/today.js';
import { tokyoInstant } from '../../shared/dates.js';
import { ROW_COLUMNS } from '../admin/adminBookingQueries.js';
import { MONEY_FIGURE, MONEY_OF_B } from '../booking/bookingMoney.js';
import { CASH } from '../booking/bookingPayments.js';
import { CREDIT_PROVIDER } from '../credits/makeupBooking.js';
import type { Queryable } from '../db/db.js';
import { PACK } from '../packs/packBooking.js';
import { cashMovements, tillSums, tokyoDay } from '../till/tillReport.js';

// The front desk's day: each booking of the date as one block, in time order, with its payment state
// and whether its class is ahead, under way or over. Read-only; every change goes through the booking services.

type DayRow = Omit<TodayBooking, 'timing' | 'payment' | 'paid_in_cash'> & { provider: string | null };

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The first start or last end of the booking `b`'s slots, each slot found by its key: PGlite keeps no planner
 * statistics, and a join here hashed every slot of the calendar once per booking (10 ms a booking among 20,000).
 */
const SLOT_TIME = (agg: 'min' | 'max', column: string) =>
  `(select ${agg}((select s.${column} from slots s where s.id = bs.slot_id)) from booking_slots bs where bs.booking_id = b.id)`;

/**
 * The date's Confirmed and Pending bookings, and its canceled ones whose cash is still owed back (the desk
 * hands it back): the booking's one account's pending cash (booking_money), until staff mark it paid back
 * (markCashRefunded). Each figure by the booking's key (MONEY_FIGURE), not a join of the view.
 */
const DAY_SQL = `
  select ${ROW_COLUMNS}, b.provider, ${MONEY_FIGURE('pending_cash')} as owed_back_yen, ${MONEY_FIGURE('due_at_lesson_yen')} as due_yen,
    case when b.status = 'Pending' then ${utc('b.checkout_expires_at')} end as pay_by,
    ${SLOT_TIME('min', 'start_time')} as start, ${SLOT_TIME('max', 'end_time')} as "end"
  from bookings b
  where b.booking_date = $1::date and (b.status in ('Pending', 'Confirmed') or ${MONEY_FIGURE('pending_cash')} > 0)`;

function timing(date: string, start: string, end: string, now: Date): TodayBooking['timing'] {
  if (tokyoInstant(date, end).getTime() <= now.getTime()) return 'over';
  return tokyoInstant(date, start).getTime() <= now.getTime() ? 'begun' : 'ahead';
}

/** One row as its block. A canceled booking's released slots still name its time (booking_slots keeps them). */
function block(date: string, row: DayRow, now: Date): TodayBooking {
  const { provider, ...rest } = row;
  const owedBack = rest.status === 'Canceled' && rest.owed_back_yen > 0;
  const start = rest.start ?? rest.time_range.slice(0, 5);
  const end = rest.end ?? rest.time_range.slice(-5);
  return {
    ...rest,
    start,
    end,
    timing: timing(date, start, end, now),
    payment: owedBack ? 'owed_back' : rest.status === 'Pending' ? 'awaiting' : rest.due_yen > 0 ? 'due' : 'paid',
    paid_in_cash: provider === CASH,
    ...(provider === CREDIT_PROVIDER ? { makeup: true as const } : {}),
    ...(provider === PACK ? { pack: true as const } : {}),
  };
}

/**
 * Every booking owing cash back now, whatever its date: its one account's pending cash (booking_money). The candidates
 * are picked cheaply first (a cash first payment's refund not handed back, by the partial index bookings_cash_owed of
 * migration 0050, or a cash refund row not settled) and their bookings then found by their keys; the figure is the
 * view's.
 */
const OWED_BACK_SQL = `
  select b.id as booking_id, b.code, b.user_name, to_char(b.booking_date, 'YYYY-MM-DD') as booking_date, bm.pending_cash as yen
  from bookings b ${MONEY_OF_B}
  where b.id = any (array(
      select id from bookings where provider = '${CASH}' and refund_requested_at is not null and refunded_at is null
      union
      select d.booking_id from booking_differences d where d.kind = 'refund' and d.method = 'cash' and d.settled_at is null))
    and bm.pending_cash > 0
  order by b.booking_date, b.id`;

/** Months failed (by card) or due at the school by the day, of the enrolments still running (tuition_months_month index). */
const TUITION_SQL = `
  select e.id as enrolment_id, e.code, c.name, to_char(t.month, 'YYYY-MM') as month, t.tuition_yen + t.fee_yen as yen, t.status
  from tuition_months t join enrolments e on e.id = t.enrolment_id join customers c on c.id = e.customer_id
  where e.status in ('active', 'ending') and t.charge_on <= $1::date
    and (t.status = 'failed' or (t.status = 'due' and e.billing = 'school'))
  order by t.month, e.code limit 100`;

export async function todayView(db: Queryable, date: string, now: Date): Promise<TodayView> {
  const rows = await db.prepared<DayRow>(DAY_SQL, [date]);
  const owedBack = await db.prepared<OwedBack>(OWED_BACK_SQL);
  const tuition = await db.prepared<TuitionToCollect>(TUITION_SQL, [date]);
  // the day's till: the cash taken and handed back that day, whatever the lessons' dates
  const { from, to } = tokyoDay(date);
  const till = tillSums(await cashMovements(db, from, to));
  const bookings = rows
    .map((r) => block(date, r, now))
    .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.id - b.id);
  const held = bookings.filter((b) => b.payment !== 'owed_back');
  return {
    date,
    summary: {
      classes: held.length,
      arrived: held.filter((b) => b.attendance === 'attended').length,
      cash_taken: till.taken,
      cash_handed_back: till.handed_back,
      cash_to_pay_back: owedBack.reduce((n, o) => n + o.yen, 0),
    },
    owed_back: owedBack,
    tuition,
    bookings,
  };
}
