import { TUITION_CHARGE_DAY } from '../../shared/tuition.js';
import type { TuitionMonth } from '../../shared/enrolment.js';
import type { Queryable } from '../db/db.js';
import type { Actor } from '../audit/auditLog.js';
import { writeAudit } from '../audit/auditLog.js';

// Each month of an enrolment's tuition (tuition_months): the first written with the enrolment (priced by the lessons
// left in it, with the enrolment fee), every later one when the lesson horizon reaches its end (the monthly fee,
// charged on the school's charge day). Paid by card (the provider's renewal) or at the school (the desk marks it).

/** A month row for every enrolment still running, from the month after its latest row through the horizon's month. */
export async function addLaterMonths(tx: Queryable, through: string): Promise<void> {
  await tx.query(
    `insert into tuition_months (enrolment_id, month, lessons, tuition_yen, charge_on)
     select e.id, m.month, (select count(*) from enrolment_lessons l where l.enrolment_id = e.id and l.status = 'scheduled'
              and l.day >= m.month and l.day < m.month + interval '1 month')::int,
       co.monthly_fee, m.month + ($2::int - 1)
     from enrolments e join classes c on c.id = e.class_id join courses co on co.id = c.course_id
     cross join lateral (
       select g::date as month from generate_series(
         (select max(t.month) from tuition_months t where t.enrolment_id = e.id) + interval '1 month',
         date_trunc('month', $1::date), interval '1 month') g
     ) m
     where e.status in ('pending', 'active', 'ending') and (e.ends_on is null or e.ends_on >= m.month)
     on conflict do nothing`,
    [through, TUITION_CHARGE_DAY],
  );
}

/** An enrolment's months, oldest first. */
export async function tuitionOf(db: Queryable, enrolmentId: number): Promise<TuitionMonth[]> {
  return db.query<TuitionMonth>(
    `select to_char(month, 'YYYY-MM') as month, lessons, tuition_yen, fee_yen, charge_on::text as charge_on, status, way
     from tuition_months where enrolment_id = $1 order by month`,
    [enrolmentId],
  );
}

/**
 * The desk takes a month's tuition (cash or transfer) for an enrolment paid at the school: only a month due or
 * failed (false otherwise: nothing changes), audited in the same transaction.
 */
export async function markMonthPaid(
  tx: Queryable,
  actor: Actor,
  m: { enrolmentId: number; month: string; way: 'cash' | 'transfer'; at: Date },
): Promise<boolean> {
  const rows = await tx.query<{ tuition_yen: number; fee_yen: number }>(
    `update tuition_months t set status = 'paid', way = $3, paid_at = $4, paid_by = $5
     from enrolments e
     where t.enrolment_id = $1 and t.month = ($2 || '-01')::date and t.status in ('due', 'failed')
       and e.id = t.enrolment_id and e.billing = 'school'
     returning t.tuition_yen, t.fee_yen`,
    [m.enrolmentId, m.month, m.way, m.at.toISOString(), actor.id],
  );
  if (!rows.length) return false;
  await writeAudit(tx, actor, {
    action: 'tuition.paid',
    targetType: 'enrolment',
    targetId: m.enrolmentId,
    after: { month: m.month, way: m.way, yen: rows[0].tuition_yen + rows[0].fee_yen },
  });
  return true;
}
