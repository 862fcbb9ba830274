import type { TillMovement, TillReport } from '../../shared/admin/till.js';
import { addDays, tokyoInstant } from '../../shared/dates.js';
import type { Queryable } from '../db/db.js';

// The till of one day (レジ締め): every cash movement of the money_movements view (migration 0036, the movements of
// the one account of each booking's money) that happened that day in Japan, whatever its lesson's date. The view
// decides what a movement is; this file only picks a day's cash ones and names their booking and clerk.

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The cash movements from `from` (inclusive) to `to` (exclusive), oldest first: the bookings', then tuition's. */
const CASH_SQL = `
  select * from (
    select ${utc('m.at')} as at, m.kind, m.part, m.yen, b.id as booking_id, null::int as enrolment_id, b.code,
      b.user_name as customer, coalesce(nullif(u.name, ''), u.email) as clerk, m.at as instant
    from money_movements m
    join bookings b on b.id = m.booking_id
    left join users u on u.id = m.clerk_id
    where m.way = 'cash' and m.at >= $1 and m.at < $2
    union all
    select ${utc('tm.at')}, tm.kind, tm.part, tm.yen, null, e.id, e.code, c.name, coalesce(nullif(u.name, ''), u.email), tm.at
    from tuition_movements tm
    join enrolments e on e.id = tm.enrolment_id
    join customers c on c.id = e.customer_id
    left join users u on u.id = tm.clerk_id
    where tm.way = 'cash' and tm.at >= $1 and tm.at < $2
  ) moved
  order by instant, booking_id nulls last, enrolment_id, kind`;

/** The movements of cash between two instants (the till's, and Today's figures). */
export async function cashMovements(db: Queryable, from: Date, to: Date): Promise<TillMovement[]> {
  const rows = await db.prepared<TillMovement & { instant: unknown }>(CASH_SQL, [from.toISOString(), to.toISOString()]);
  return rows.map(({ instant: _, ...m }) => m);
}

/** The day's bounds in Japan: from its 00:00 to the next day's 00:00. */
export const tokyoDay = (date: string) => ({ from: tokyoInstant(date, '00:00'), to: tokyoInstant(addDays(date, 1), '00:00') });

/** What was taken and handed back: the sums of the movements themselves. */
export function tillSums(movements: TillMovement[]) {
  const sum = (kind: TillMovement['kind']) => movements.filter((m) => m.kind === kind).reduce((n, m) => n + m.yen, 0);
  const taken = sum('payment');
  const handedBack = sum('refund');
  return { taken, handed_back: handedBack, net: taken - handedBack };
}

export async function tillReport(db: Queryable, date: string): Promise<TillReport> {
  const { from, to } = tokyoDay(date);
  const movements = await cashMovements(db, from, to);
  return { date, movements, ...tillSums(movements) };
}
