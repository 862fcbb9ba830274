import { tokyoToday } from '../../shared/dates.js';
import { paths } from '../../shared/paths.js';
import type { EnrolmentRules } from '../../shared/enrolmentRules.js';
import { NOT_RUNNING, PAUSE_BEFORE_START, PAUSE_LENGTH, PAUSE_OVERLAP, PAUSE_PAID, PAUSE_TOO_LATE } from '../../shared/pauseWords.js';
import { monthOf, nextMonth } from '../../shared/tuition.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { enqueueMail } from '../mail/outbox.js';
import { pausedMail } from '../mail/pauseTexts.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { studentFacts } from './cardTuition.js';
import { NO_STUDENT_ATTENDS } from './lessonAttendance.js';
import { freeLessons } from './cancelLessons.js';

// Pausing (休会, issue 41 point 5): whole months, asked by the school's deadline of the month before (its rules:
// the profile's enrolment_rules). The enrolment stays active, keeping its seat and weekly time; settlePauses makes
// its paused months cost the pause fee only (waived without one) and cancels its class's lessons in them when no
// other student of the class comes then. The horizon job settles the months it adds the same way.

/** The first month a pause asked on `today` may start: next month by the deadline day, else the month after. */
export function earliestPauseMonth(today: string, deadlineDay: number): string {
  const next = nextMonth(monthOf(today));
  return Number(today.slice(8, 10)) <= deadlineDay ? next : nextMonth(next);
}

/** The months (first days) of a pause of `months` months from `first`. */
export function pauseMonths(first: string, months: number): string[] {
  const out = [first];
  while (out.length < months) out.push(nextMonth(out.at(-1)!));
  return out;
}

interface Running {
  status: string;
  starts_on: string;
  ends_on: string | null;
}

/** Why a pause cannot be asked today (a shared refusal), or null. `first` is the pause's first month's first day. */
export function pauseRefusal(rules: EnrolmentRules, today: string, e: Running, first: string, months: number): string | null {
  if (e.status !== 'active') return NOT_RUNNING;
  if (months < rules.pause_min_months || months > rules.pause_max_months) return PAUSE_LENGTH;
  if (first < earliestPauseMonth(today, rules.pause_deadline_day)) return PAUSE_TOO_LATE;
  if (first <= monthOf(e.starts_on)) return PAUSE_BEFORE_START;
  return null;
}

export interface PauseAsked {
  enrolmentId: number;
  firstMonth: string; // 'YYYY-MM'
  months: number;
  atDesk: boolean;
}

/** A pause asked (by the student, or at the desk): checked under the enrolment's row lock, written, settled, audited, told. */
export async function requestPause(tx: Queryable, deps: Pick<ServerDeps, 'now' | 'publicUrl'>, actor: Actor, r: PauseAsked) {
  const [e] = await tx.query<Running>(
    `select status, starts_on::text as starts_on, ends_on::text as ends_on from enrolments where id = $1 for update`,
    [r.enrolmentId],
  );
  const rules = (await schoolProfile(tx)).enrolment_rules;
  const first = `${r.firstMonth}-01`;
  const today = deps.now();
  const refusal = pauseRefusal(rules, tokyoToday(today), e, first, r.months);
  if (refusal) throw new HttpError(refusal === PAUSE_LENGTH ? 400 : 409, refusal);
  const [overlap] = await tx.query(
    `select 1 from enrolment_pauses where enrolment_id = $1
       and first_month < ($2::date + $3 * interval '1 month') and first_month + months * interval '1 month' > $2::date`,
    [r.enrolmentId, first, r.months],
  );
  if (overlap) throw new HttpError(409, PAUSE_OVERLAP);
  // (a month paid ahead, at the desk or by a retry, is never silently kept for a month without lessons)
  const [paid] = await tx.query(
    `select 1 from tuition_months where enrolment_id = $1 and month >= $2::date and month < $2::date + $3 * interval '1 month'
       and (status = 'paid' or attempts > 0)`,
    [r.enrolmentId, first, r.months],
  );
  if (paid) throw new HttpError(409, PAUSE_PAID);
  await tx.query(
    `insert into enrolment_pauses (enrolment_id, first_month, months, fee_yen, requested_at, requested_by)
     values ($1, $2::date, $3, $4, $5, $6)`,
    [r.enrolmentId, first, r.months, rules.pause_fee_yen, today.toISOString(), r.atDesk ? actor.id : null],
  );
  await settlePauses(tx, tokyoToday(today), r.enrolmentId);
  const months = pauseMonths(first, r.months).map((m) => m.slice(0, 7));
  const after = { first_month: r.firstMonth, months: r.months, fee_yen: rules.pause_fee_yen, at_desk: r.atDesk };
  await writeAudit(tx, actor, { action: 'enrolment.paused', targetType: 'enrolment', targetId: r.enrolmentId, after }, today);
  const mail = pausedMail(
    await studentFacts(tx, r.enrolmentId),
    { first: months[0], last: months.at(-1)!, feeYen: rules.pause_fee_yen },
    myPage(deps),
  );
  await enqueueMail(tx, mail);
}

const myPage = (deps: Pick<ServerDeps, 'publicUrl'>) => `${deps.publicUrl}${paths.myPage}`;

const PAUSED_MONTHS = `select p.enrolment_id, (p.first_month + g * interval '1 month')::date as month, p.fee_yen
  from enrolment_pauses p cross join generate_series(0, p.months - 1) g`;

/**
 * Paused months made so (one enrolment's, or all: the horizon job): their tuition rows not yet charged cost the
 * pause fee (waived without one), and their class's lessons from today are canceled where every student of the class
 * that day is paused (a group's other students keep theirs), giving the teacher's time back. Idempotent.
 */
export async function settlePauses(tx: Queryable, today: string, enrolmentId: number | null = null): Promise<void> {
  await tx.query(
    `with pm as (${PAUSED_MONTHS} where $1::int is null or p.enrolment_id = $1)
     update tuition_months t set paused = true, lessons = 0, tuition_yen = pm.fee_yen, fee_yen = 0,
       status = case when pm.fee_yen = 0 then 'waived' else t.status end
     from pm where t.enrolment_id = pm.enrolment_id and t.month = pm.month and not t.paused and t.status = 'due' and t.attempts = 0`,
    [enrolmentId],
  );
  const lessons = await tx.query<{ id: number }>(
    `with pm as (${PAUSED_MONTHS} where $1::int is null or p.enrolment_id = $1)
     select l.id from lessons l
     where l.status = 'scheduled' and l.day >= $2::date
       and l.id in (select el.lesson_id from enrolment_lessons el join pm on pm.enrolment_id = el.enrolment_id)
       -- a guest's make-up in it keeps it (it goes with its last guest: makeups.ts)
       and l.guests = 0 and ${NO_STUDENT_ATTENDS}`,
    [enrolmentId, today],
  );
  await freeLessons(
    tx,
    lessons.map((l) => l.id),
  );
}
