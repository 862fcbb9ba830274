import type { Absence } from '../../shared/absences.js';
import { ALREADY_ABSENT, LESSON_BEGUN, LESSON_NOT_YOURS } from '../../shared/creditWords.js';
import { absenceCutoff, makeUpValidUntil, type LessonRules } from '../../shared/lessonRules.js';
import { tokyoInstant } from '../../shared/dates.js';
import { toHHMM } from '../booking/schedule.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { grantCredits, type CreditBy } from './ledger.js';
import { lessonRules } from './lessonRulesStore.js';

// A student's absence from one of their lessons (issue 41, point 1): in time (before the school's cut-off) and within
// the month's limit it earns a make-up credit valid to the rule's date; otherwise the lesson counts, unless staff grant
// one anyway. The enrolment's row is locked first, so two absences reported at once cannot both pass the limit.

export interface AbsenceReport {
  enrolmentId: number;
  day: string;
  by: CreditBy & { kind: 'customer' | 'staff' };
  grantAnyway?: boolean;
  note?: string | null;
}

interface LessonOf {
  lesson_id: number;
  customer_id: number;
  start: string;
}

async function comingLesson(tx: Queryable, enrolmentId: number, day: string): Promise<LessonOf | null> {
  const [row] = await tx.query<{ lesson_id: number; customer_id: number; start_minute: number }>(
    `select l.lesson_id, e.customer_id, c.start_minute
     from enrolments e join enrolment_lessons l on l.enrolment_id = e.id and l.day = $2::date join classes c on c.id = l.class_id
     where e.id = $1 and e.status in ('active', 'ending') and l.status = 'scheduled'
       and (e.ends_on is null or l.day <= e.ends_on)
     for update of e`,
    [enrolmentId, day],
  );
  return row ? { lesson_id: row.lesson_id, customer_id: row.customer_id, start: toHHMM(row.start_minute) } : null;
}

/** Absence credits already earned by this enrolment's lessons in the month of `day`. */
async function creditsThisMonth(tx: Queryable, enrolmentId: number, day: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `select count(*)::int as n from absences a join lessons l on l.id = a.lesson_id
     where a.enrolment_id = $1 and a.credit_id is not null and date_trunc('month', l.day) = date_trunc('month', $2::date)`,
    [enrolmentId, day],
  );
  return row.n;
}

/** Whether an absence reported at `at` is before the cut-off of a lesson on `day`. */
export function inTime(rules: LessonRules, day: string, at: Date): boolean {
  const cut = absenceCutoff(rules, day);
  return at.getTime() < tokyoInstant(cut.day, cut.time).getTime();
}

/** Records the absence (and its credit, when it earns one); its id. Call in a transaction. */
export async function reportAbsence(tx: Queryable, r: AbsenceReport, at: Date): Promise<number> {
  const lesson = await comingLesson(tx, r.enrolmentId, r.day);
  if (!lesson) throw new HttpError(404, LESSON_NOT_YOURS);
  if (tokyoInstant(r.day, lesson.start).getTime() <= at.getTime()) throw new HttpError(409, LESSON_BEGUN);
  if ((await tx.query('select 1 from absences where lesson_id = $1 and enrolment_id = $2', [lesson.lesson_id, r.enrolmentId])).length) {
    throw new HttpError(409, ALREADY_ABSENT);
  }
  const rules = await lessonRules(tx);
  const early = inTime(rules, r.day, at);
  const limit = rules.absences_per_month > 0 && (await creditsThisMonth(tx, r.enrolmentId, r.day)) >= rules.absences_per_month;
  const earns = (early && !limit) || (r.by.kind === 'staff' && !!r.grantAnyway);
  const credit = earns
    ? await grantCredits(
        tx,
        {
          customerId: lesson.customer_id,
          enrolmentId: r.enrolmentId,
          kind: 'absence',
          amount: 1,
          validUntil: makeUpValidUntil(rules, r.day),
          lessonId: lesson.lesson_id,
          reason: r.note ?? null,
          by: r.by,
        },
        at,
      )
    : null;
  const [row] = await tx.query<{ id: number }>(
    `insert into absences (lesson_id, enrolment_id, customer_id, in_time, credit_id, no_credit, by_kind, by_user, note, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      lesson.lesson_id,
      r.enrolmentId,
      lesson.customer_id,
      early,
      credit,
      credit ? null : early ? 'limit' : 'late',
      r.by.kind,
      r.by.userId ?? null,
      r.note ?? null,
      at.toISOString(),
    ],
  );
  return row.id;
}

/** An enrolment's absences, the latest lesson first. */
export async function absencesOf(db: Queryable, enrolmentId: number): Promise<Absence[]> {
  return db.query<Absence>(
    `select a.id, a.enrolment_id, l.day::text as lesson_day, to_char(make_time(c.start_minute / 60, c.start_minute % 60, 0), 'HH24:MI') as start,
       a.in_time, g.valid_until::text as credit_until, a.no_credit, a.by_kind, a.note,
       to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
     from absences a join lessons l on l.id = a.lesson_id join classes c on c.id = l.class_id
       left join lesson_credits g on g.id = a.credit_id
     where a.enrolment_id = $1 order by l.day desc, a.id desc`,
    [enrolmentId],
  );
}
