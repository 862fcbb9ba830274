import { creditsEndingWith, expireEndedCredits } from '../credits/endingCredits.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import type { EnrolmentTerms } from '../../shared/enrolment.js';
import type { WithdrawalSummary } from '../../shared/enrolmentChanges.js';
import { NOT_RUNNING } from '../../shared/pauseWords.js';
import { paths } from '../../shared/paths.js';
import { endOfMonth, monthOf, nextMonth } from '../../shared/tuition.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { enqueueMail } from '../mail/outbox.js';
import { endingMail } from '../mail/pauseTexts.js';
import { studentFacts } from './cardTuition.js';
import { freeLessons } from './cancelLessons.js';
import { releaseSeat } from './seats.js';

// Withdrawing (退会, issue 41 point 6): asked by the terms' withdrawal day, the enrolment ends at that month's end;
// after it, at the end of the next (never before its first month's end: that month was paid with the enrolment).
// Meanwhile it is 'ending': its months after the end are never charged and its lessons after the end are canceled
// (when no other student of its class stays), then the job ends it, gives its seat back and tells the student.

/** The last day of an enrolment withdrawn on `today` under its terms' withdrawal day. */
export function withdrawalEnd(today: string, withdrawBy: number, startsOn: string): { ends_on: string; after_deadline: boolean } {
  const after = Number(today.slice(8, 10)) > withdrawBy;
  const end = endOfMonth(after ? nextMonth(monthOf(today)) : today);
  const firstEnd = endOfMonth(startsOn);
  return { ends_on: end < firstEnd ? firstEnd : end, after_deadline: after };
}

interface Row {
  id: number;
  status: string;
  class_id: number;
  starts_on: string;
  terms: EnrolmentTerms;
}

const ROW = `select id, status, class_id, starts_on::text as starts_on, terms from enrolments where id = $1`;

/**
 * What the confirmation screen lists before a withdrawal asked today is confirmed (the student's and the desk's):
 * the one place its facts are gathered. credits_expiring: the make-up credits the end leaves unused (the ledger's).
 */
export async function withdrawalSummary(db: Queryable, enrolmentId: number, today: string): Promise<WithdrawalSummary> {
  const [e] = await db.query<Row>(ROW, [enrolmentId]);
  if (!e || e.status !== 'active') throw new HttpError(409, NOT_RUNNING);
  const end = withdrawalEnd(today, e.terms.withdraw_by_day, e.starts_on);
  const lessons = await db.query<{ day: string }>(
    `select l.day::text as day from enrolment_lessons l where l.enrolment_id = $1 and l.status = 'scheduled' and l.day >= $2::date
       and not exists (select 1 from enrolment_pauses p where p.enrolment_id = $1
         and l.day >= p.first_month and l.day < p.first_month + p.months * interval '1 month')
     order by l.day`,
    [enrolmentId, today],
  );
  const months = await db.query<{ month: string }>(
    `select to_char(month, 'YYYY-MM') as month from tuition_months where enrolment_id = $1 and status = 'due' and tuition_yen + fee_yen > 0 order by month`,
    [enrolmentId],
  );
  const last = end.ends_on.slice(0, 7);
  return {
    ...end,
    withdraw_by_day: e.terms.withdraw_by_day,
    lessons_left: lessons.filter((l) => l.day <= end.ends_on).map((l) => l.day),
    lessons_canceled: lessons.filter((l) => l.day > end.ends_on).map((l) => l.day),
    months_charged: months.filter((m) => m.month <= last).map((m) => m.month),
    months_canceled: months.filter((m) => m.month > last).map((m) => m.month),
    credits_expiring: await creditsEndingWith(db, enrolmentId, today, end.ends_on),
  };
}

/** A withdrawal confirmed (by the student, or at the desk): the enrolment ending, its later months and lessons gone, audited, told. */
export async function requestWithdrawal(
  tx: Queryable,
  deps: Pick<ServerDeps, 'now' | 'publicUrl'>,
  actor: Actor,
  r: { enrolmentId: number; atDesk: boolean },
): Promise<string> {
  await tx.query('select id from enrolments where id = $1 for update', [r.enrolmentId]);
  const summary = await withdrawalSummary(tx, r.enrolmentId, tokyoToday(deps.now()));
  const { ends_on } = summary;
  const [e] = await tx.query<{ class_id: number }>(
    `update enrolments set status = 'ending', ends_on = $2::date, withdrawal_requested_at = $3, withdrawal_requested_by = $4
     where id = $1 returning class_id`,
    [r.enrolmentId, ends_on, deps.now().toISOString(), r.atDesk ? actor.id : null],
  );
  await tx.query(
    `delete from tuition_months where enrolment_id = $1 and month > $2::date and status in ('due', 'waived') and attempts = 0`,
    [r.enrolmentId, ends_on],
  );
  await tx.query('delete from enrolment_pauses where enrolment_id = $1 and first_month > $2::date', [r.enrolmentId, ends_on]);
  await endClassAfter(tx, r.enrolmentId, e.class_id, ends_on);
  const after = { ends_on, after_deadline: summary.after_deadline, at_desk: r.atDesk, lessons_canceled: summary.lessons_canceled };
  await writeAudit(tx, actor, { action: 'enrolment.withdrawn', targetType: 'enrolment', targetId: r.enrolmentId, after }, deps.now());
  await enqueueMail(tx, endingMail(await studentFacts(tx, r.enrolmentId), ends_on, false, `${deps.publicUrl}${paths.myPage}`));
  return ends_on;
}

/**
 * When no other student of the class stays past `endsOn`, the class ends then: its later lessons canceled, its teacher's
 * time freed, but for a lesson a guest's make-up was booked in.
 */
export async function endClassAfter(tx: Queryable, enrolmentId: number, classId: number, endsOn: string) {
  const [stays] = await tx.query(
    `select 1 from enrolments where class_id = $1 and id <> $2 and status in ('pending', 'active', 'ending')
       and (ends_on is null or ends_on > $3::date)`,
    [classId, enrolmentId, endsOn],
  );
  if (stays) return;
  // a lesson a guest booked a make-up in is still taught (seats.ts keeps it when the class ends)
  const later = await tx.query<{ id: number }>(`select id from lessons where class_id = $1 and day > $2::date and guests = 0`, [
    classId,
    endsOn,
  ]);
  await freeLessons(
    tx,
    later.map((l) => l.id),
  );
  await tx.query('update classes set ends_on = $2::date where id = $1 and (ends_on is null or ends_on > $2::date)', [classId, endsOn]);
}

/**
 * The job's part: enrolments whose last day has passed end, their seat given back, their make-up credits left expired,
 * the test card no longer charged, the student told.
 */
export async function endEnrolments(deps: Pick<ServerDeps, 'db' | 'now' | 'publicUrl' | 'mailQueued'>): Promise<number> {
  const today = tokyoToday(deps.now());
  const due = await deps.db.query<{ id: number; ends_on: string; customer_id: number }>(
    `select id, ends_on::text as ends_on, customer_id from enrolments where status = 'ending' and ends_on < $1::date order by id`,
    [today],
  );
  let ended = 0;
  for (const e of due) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await tx.query(
        `update enrolments set status = 'ended', end_told = true where id = $1 and status = 'ending' returning id`,
        [e.id],
      );
      if (!rows.length) return false; // another process ended it
      await releaseSeat(tx, e.id, addDays(e.ends_on, 1));
      await expireEndedCredits(tx, { id: e.id, customerId: e.customer_id }, today, deps.now());
      await tx.query('update test_subscriptions set canceled_at = $2 where enrolment_id = $1 and canceled_at is null', [
        e.id,
        deps.now().toISOString(),
      ]);
      await enqueueMail(tx, endingMail(await studentFacts(tx, e.id), e.ends_on, true, `${deps.publicUrl}${paths.myPage}`));
      return true;
    });
    if (done) ended++;
  }
  if (ended) deps.mailQueued();
  return ended;
}
