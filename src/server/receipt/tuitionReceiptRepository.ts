import type { LanguageCode } from '../../shared/constants.js';
import type { EnrolmentTerms, TuitionMonth } from '../../shared/enrolment.js';
import type { Queryable } from '../db/db.js';
import { tuitionReceiptUrl } from './receiptUrl.js';

/** What a month of tuition's receipt shows. Instants are ISO 8601 in UTC. */
export interface TuitionReceiptRow {
  enrolment_id: number;
  /** YYYY-MM */
  month: string;
  status: TuitionMonth['status'];
  lessons: number;
  tuition_yen: number;
  fee_yen: number;
  way: TuitionMonth['way'];
  paid_at: string | null;
  /** The month's secret (its receipt link's). */
  receipt_ref: string;
  code: string;
  language: LanguageCode;
  terms: EnrolmentTerms;
  customer_name: string;
  /** Paid with the built-in test provider's card (no real card was charged). */
  test_card: boolean;
  /** The month's lessons, yyyy-MM-dd, comma-separated ('' when none). */
  days: string;
}

const COLUMNS = `t.enrolment_id, to_char(t.month, 'YYYY-MM') as month, t.status, t.lessons, t.tuition_yen, t.fee_yen, t.way,
  to_char(t.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at, t.receipt_ref::text as receipt_ref,
  e.code, e.language, e.terms, c.name as customer_name,
  exists (select 1 from test_subscriptions s where s.enrolment_id = e.id) as test_card,
  coalesce((select string_agg(l.day::text, ',' order by l.day) from enrolment_lessons l
    where l.enrolment_id = e.id and l.status = 'scheduled' and l.day >= t.month
      and l.day < t.month + interval '1 month' and (e.ends_on is null or l.day <= e.ends_on)), '') as days`;

const FROM = 'from tuition_months t join enrolments e on e.id = t.enrolment_id join customers c on c.id = e.customer_id';

/** A month by its receipt link's secret (paid or not: the caller tells an unpaid month from a wrong link). */
export async function tuitionMonthByRef(db: Queryable, ref: string): Promise<TuitionReceiptRow | null> {
  const [row] = await db.query<TuitionReceiptRow>(`select ${COLUMNS} ${FROM} where t.receipt_ref = $1::uuid`, [ref]);
  return row ?? null;
}

/** A month by its enrolment and month (YYYY-MM), for the console (the caller checked it is staff). */
export async function tuitionMonthOf(db: Queryable, enrolmentId: number, month: string): Promise<TuitionReceiptRow | null> {
  const [row] = await db.query<TuitionReceiptRow>(`select ${COLUMNS} ${FROM} where t.enrolment_id = $1 and t.month = ($2 || '-01')::date`, [
    enrolmentId,
    month,
  ]);
  return row ?? null;
}

/** The receipt links of an enrolment's paid months, for the student's own page: each paid month gets its receipt_url. */
export async function withReceiptUrls<E extends { id: number; tuition: TuitionMonth[] }>(
  db: Queryable,
  publicUrl: string,
  e: E,
): Promise<E> {
  const rows = await db.query<{ month: string; ref: string }>(
    `select to_char(month, 'YYYY-MM') as month, receipt_ref::text as ref from tuition_months where enrolment_id = $1 and status = 'paid'`,
    [e.id],
  );
  const refs = new Map(rows.map((r) => [r.month, r.ref]));
  const url = (month: string) => (refs.has(month) ? tuitionReceiptUrl(publicUrl, refs.get(month)!) : null);
  return { ...e, tuition: e.tuition.map((m) => ({ ...m, receipt_url: url(m.month) })) };
}

/** A paid month's receipt link (its paid mail's). */
export async function receiptLinkOf(db: Queryable, publicUrl: string, enrolmentId: number, month: string): Promise<string> {
  const [row] = await db.query<{ ref: string }>(
    `select receipt_ref::text as ref from tuition_months where enrolment_id = $1 and month = ($2 || '-01')::date`,
    [enrolmentId, month],
  );
  return tuitionReceiptUrl(publicUrl, row.ref);
}
