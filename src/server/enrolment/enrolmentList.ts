import type { EnrolmentListQuery, EnrolmentRow, TuitionReport, TuitionRow } from '../../shared/admin/enrolments.js';
import type { Queryable } from '../db/db.js';

// The desk's lists (issue 40, point 6): the enrolments by status, course and teacher, and every enrolment's tuition of
// one month with its totals. 'active' lists pending ones too (a card's first payment on its way).

const STATUSES: Record<NonNullable<EnrolmentListQuery['status']>, string[]> = {
  active: ['pending', 'active'],
  ending: ['ending'],
  ended: ['ended'],
};

export async function listEnrolments(db: Queryable, q: EnrolmentListQuery, today: string): Promise<EnrolmentRow[]> {
  return db.query<EnrolmentRow>(
    `select e.id, e.code, e.status, e.billing, e.customer_id, cu.name as customer_name, c.course_id, co.names as course_names,
       c.teacher_id, t.name as teacher_name, c.weekday, to_char(make_time(c.start_minute / 60, c.start_minute % 60, 0), 'HH24:MI') as start,
       e.starts_on::text as starts_on, e.ends_on::text as ends_on,
       (select count(*) from tuition_months m where m.enrolment_id = e.id and m.status in ('due', 'failed') and m.charge_on <= $4::date)::int
         as unpaid_months
     from enrolments e join classes c on c.id = e.class_id join courses co on co.id = c.course_id
       join teachers t on t.id = c.teacher_id join customers cu on cu.id = e.customer_id
     where e.status = any($1::text[]) and ($2::int is null or c.course_id = $2) and ($3::int is null or c.teacher_id = $3)
     order by e.starts_on desc, e.id desc limit 500`,
    [q.status ? STATUSES[q.status] : ['pending', 'active', 'ending', 'ended'], q.course_id ?? null, q.teacher_id ?? null, today],
  );
}

/** Every enrolment's row of one month (YYYY-MM), by customer: canceled enrolments' months never were owed. */
export async function tuitionRows(db: Queryable, month: string): Promise<TuitionRow[]> {
  return db.query<TuitionRow>(
    `select m.enrolment_id, e.code, e.billing, cu.name as customer_name, co.names as course_names, t.name as teacher_name,
       to_char(m.month, 'YYYY-MM') as month, m.lessons, m.tuition_yen, m.fee_yen, m.charge_on::text as charge_on, m.status, m.way
     from tuition_months m join enrolments e on e.id = m.enrolment_id join classes c on c.id = e.class_id
       join courses co on co.id = c.course_id join teachers t on t.id = c.teacher_id join customers cu on cu.id = e.customer_id
     where m.month = ($1 || '-01')::date and e.status <> 'canceled'
     order by cu.name, e.id`,
    [month],
  );
}

/** The month's rows and its totals: by status (waived months count nowhere) and, of what was paid, by way. */
export async function tuitionReport(db: Queryable, month: string): Promise<TuitionReport> {
  const rows = await tuitionRows(db, month);
  const totals = { paid: 0, due: 0, failed: 0, card: 0, school: 0 };
  for (const r of rows) {
    const yen = r.tuition_yen + r.fee_yen;
    if (r.status !== 'waived') totals[r.status] += yen;
    if (r.status === 'paid') totals[r.way === 'card' ? 'card' : 'school'] += yen;
  }
  return { month, rows, totals };
}
