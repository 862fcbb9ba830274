import { paths } from '../../shared/paths.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { enqueueMail } from '../mail/outbox.js';
import { lessonCanceledCreditMail, type LessonCancelCause } from '../mail/creditTexts.js';
import { grantLot } from '../credits/ledger.js';
import { lessonRules } from '../credits/lessonRulesStore.js';
import { schoolCancelValidUntil } from '../../shared/lessonRules.js';
import { studentFactsOn } from './factsOn.js';

/**
 * The school cancels lessons (a closed date the owner confirmed, or a teacher's time off: `cause`): each lesson canceled, its teacher's time given back
 * (the teacher_slots rows go, the slots' free seats come back), each of its students told in their language, and one
 * audit entry with the reason as written. Each student gets a make-up credit (issue 41) valid for the school's
 * rule (lesson_rules.school_cancel_months), and the notice says so. Only scheduled lessons on `dates` (a lesson changed meanwhile is left).
 */
export async function cancelLessonsOn(
  tx: Queryable,
  deps: Pick<ServerDeps, 'publicUrl' | 'now'>,
  actor: Actor,
  c: { lessonIds: number[]; dates: string[]; reason: string | null; cause?: LessonCancelCause },
): Promise<number> {
  const at = deps.now();
  if (!c.lessonIds.length) return 0;
  const wanted = await tx.query<{ id: number; day: string }>(
    `select id, day::text as day from lessons where id = any($1::int[]) and status = 'scheduled' and day = any($2::date[])`,
    [c.lessonIds, c.dates],
  );
  const done = new Set(
    await freeLessons(
      tx,
      wanted.map((l) => l.id),
    ),
  );
  const canceled = wanted.filter((l) => done.has(l.id));
  const ids = canceled.map((l) => l.id);
  const rules = await lessonRules(tx);
  for (const l of canceled) {
    // each student of the lesson (but one whose absence from it already earned a credit) gets a make-up credit
    const students = await tx.query<{ id: number; customer_id: number }>(
      `select e.id, e.customer_id from enrolment_lessons el join enrolments e on e.id = el.enrolment_id
       where el.lesson_id = $1 and e.status in ('active', 'ending') and (e.ends_on is null or e.ends_on >= $2::date)
         and not exists (select 1 from absences a where a.lesson_id = $1 and a.enrolment_id = e.id and a.credit_id is not null)
       order by e.id`,
      [l.id, l.day],
    );
    const until = schoolCancelValidUntil(rules, l.day);
    for (const s of students) {
      const grant = { customerId: s.customer_id, enrolmentId: s.id, kind: 'school_cancel' as const, amount: 1, validUntil: until };
      const lot = await grantLot(tx, { ...grant, lessonId: l.id, reason: c.reason, by: { kind: 'staff', userId: actor.id } }, at);
      const mail = lessonCanceledCreditMail(
        await studentFactsOn(tx, s.id, l.day),
        { day: l.day, reason: c.reason, until: lot.valid_until, cause: c.cause ?? 'closure' },
        `${deps.publicUrl}${paths.myPage}`,
      );
      await enqueueMail(tx, mail);
    }
  }
  if (ids.length) {
    await writeAudit(tx, actor, {
      // the activity log names the cause: a closed day, or a teacher's time off
      action: c.cause === 'teacher' ? 'lessons.canceled_teacher_off' : 'lessons.canceled',
      targetType: 'enrolment',
      after: { lessons: ids, dates: c.dates, reason: c.reason },
    });
  }
  return ids.length;
}

/**
 * Lessons canceled (still scheduled ones of `ids`), each one's teacher's time given back: its teacher_slots rows go
 * and the slots' free seats come back, so a trial may take that time. A canceled lesson's row stays, so the horizon
 * job never writes it again.
 */
export async function freeLessons(tx: Queryable, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx.query<{ id: number }>(
    `update lessons set status = 'canceled' where id = any($1::int[]) and status = 'scheduled' returning id`,
    [ids],
  );
  const done = rows.map((r) => r.id);
  await tx.query(
    `with freed as (delete from teacher_slots where lesson_id = any($1::int[]) returning slot_id)
     update slots set seats_free = seats_free + 1 where id in (select slot_id from freed)`,
    [done],
  );
  return done;
}
