import type { ChangeChoice } from '../../shared/courseChange.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import { WEEKLY_TIME_TAKEN, type EnrolmentTerms } from '../../shared/enrolment.js';
import { paths } from '../../shared/paths.js';
import type { Queryable } from '../db/db.js';
import { lockDays } from '../db/dayLocks.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { toMinutes } from '../booking/schedule.js';
import { enqueueMail } from '../mail/outbox.js';
import { changedMail } from '../mail/changeTexts.js';
import { studentFacts } from './cardTuition.js';
import { changeOptions, changeRequest, changeTerms, refusePaused, runningEnrolment, type Running } from './courseChangeQuote.js';
import { checkedChoice, refusal, takeSeat, termsOf } from './enrolService.js';
import { enrolmentRange } from './horizon.js';
import { classLessonDates, writeLesson, type ClassRow } from './lessons.js';
import { endClassAfter } from './withdrawals.js';

// A change confirmed (issue 41 point 7), in one transaction under the enrolment's row lock: the new weekly time taken
// through the same keys as enrolling (the classes' exclusion, the capacity check, each lesson's teacher_slots rows:
// of two students racing for it, one wins and the other gets WEEKLY_TIME_TAKEN), the enrolment moved to its class,
// the old class's lessons from the change canceled (its teacher's time freed) unless other students stay in it, the
// months from the change priced at the new fee, audited, the student told. Stripe's price follows in the job.

export interface ChangeAsked {
  enrolmentId: number;
  choice: ChangeChoice;
  atDesk: boolean;
}

export async function changeCourse(deps: Pick<ServerDeps, 'db' | 'schedule' | 'now' | 'publicUrl'>, actor: Actor, r: ChangeAsked) {
  const through = await enrolmentRange(deps); // (its slot days made in a transaction of their own, first)
  try {
    return await deps.db.transaction(async (tx) => {
      const today = tokyoToday(deps.now());
      const e = await runningEnrolment(tx, r.enrolmentId, today, true);
      const { from } = changeOptions(e, today);
      await refusePaused(tx, e.id, from);
      const request = changeRequest(e, r.choice, from, r.atDesk);
      const { course, teacher } = await checkedChoice({ db: tx, schedule: deps.schedule }, request); // (in the transaction: the embedded database queues others behind it)
      const start = toMinutes(request.start);
      const shape = { weekday: request.weekday, start_minute: start, end_minute: start + course.lesson_minutes };
      const c = await takeSeat(tx, course, request, shape);
      const dates = classLessonDates(deps.schedule, c, request.starts_on, through);
      if (!dates.length) throw new HttpError(409, WEEKLY_TIME_TAKEN);
      await lockDays(deps.db, tx, dates);
      for (const day of dates) await writeLesson(tx, deps.schedule, c, day);
      const terms = changeTerms(termsOf(course, teacher, request, dates, e.terms.withdraw_by_day), e.terms.withdraw_by_day);
      await leaveClass(tx, e, from);
      await moveEnrolment(tx, e, c, { from, terms, at: deps.now(), by: r.atDesk ? actor.id : null });
      const after = { ...terms, from, at_desk: r.atDesk };
      await writeAudit(
        tx,
        actor,
        { action: 'enrolment.changed', targetType: 'enrolment', targetId: e.id, before: e.terms, after },
        deps.now(),
      );
      await enqueueMail(tx, changedMail(await studentFacts(tx, e.id), from, `${deps.publicUrl}${paths.myPage}`));
      return from;
    });
  } catch (e) {
    throw refusal(e);
  }
}

/** The old class loses the seat from the change; with no other student staying, its lessons from then are canceled. */
async function leaveClass(tx: Queryable, e: Running, from: string): Promise<void> {
  await tx.query('update classes set seats_taken = seats_taken - 1 where id = $1', [e.class_id]);
  await endClassAfter(tx, e.id, e.class_id, addDays(from, -1));
}

/** The enrolment in its new class with the confirmed terms, the change recorded, its months from then at the new fee. */
async function moveEnrolment(
  tx: Queryable,
  e: Running,
  c: ClassRow,
  m: { from: string; terms: EnrolmentTerms; at: Date; by: number | null },
) {
  await tx.query('update enrolments set class_id = $2, terms = $3::jsonb where id = $1', [e.id, c.id, JSON.stringify(m.terms)]);
  await tx.query(
    `insert into enrolment_changes (enrolment_id, from_day, old_class_id, new_class_id, old_terms, monthly_fee, requested_at, requested_by)
     values ($1, $2::date, $3, $4, $5::jsonb, $6, $7, $8)`,
    [e.id, m.from, e.class_id, c.id, JSON.stringify(e.terms), m.terms.monthly_fee, m.at.toISOString(), m.by],
  );
  // (a month already paid or tried is left as it was: the desk settles the difference)
  await tx.query(
    `update tuition_months t set tuition_yen = $3, lessons = (select count(*) from enrolment_lessons l where l.enrolment_id = $1
       and l.status = 'scheduled' and l.day >= t.month and l.day < t.month + interval '1 month')::int
     where t.enrolment_id = $1 and t.month >= $2::date and t.status = 'due' and t.attempts = 0`,
    [e.id, m.from, m.terms.monthly_fee],
  );
}
