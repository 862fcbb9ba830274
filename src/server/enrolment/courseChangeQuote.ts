import type { LanguageCode } from '../../shared/constants.js';
import {
  CHANGE_PAUSED,
  CHANGE_PENDING,
  CHANGE_NOT_RUNNING,
  CHANGE_SAME_TIME,
  type ChangeChoice,
  type ChangeOptions,
} from '../../shared/courseChange.js';
import { addDays, weekday } from '../../shared/dates.js';
import type { EnrolmentTerms } from '../../shared/enrolment.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { toMinutes } from '../booking/schedule.js';
import { quote, type EnrolRequest } from './enrolService.js';
import { withdrawalEnd } from './withdrawals.js';

// Changing course or weekly time (issue 41 point 7), before anything is written: the day a change asked today starts
// (the day after the last day a withdrawal asked today would have: the next month's first, or the one after once the
// terms' withdrawal day has passed) and the terms the confirmation screen shows, the enrolment's quote over the new
// choice with no enrolment fee and every month from the change at the new monthly fee.

export interface Running {
  id: number;
  status: string;
  class_id: number;
  starts_on: string;
  terms: EnrolmentTerms;
  billing: 'card' | 'school';
  customer_id: number;
  user_id: number | null;
  language: LanguageCode;
  course_id: number;
  teacher_id: number;
  weekday: number;
  start_minute: number;
}

/** The enrolment with its class, locked when `lock` (the change's transaction); 409 unless active with no change waiting. */
export async function runningEnrolment(db: Queryable, id: number, today: string, lock = false): Promise<Running> {
  const [e] = await db.query<Running>(
    `select e.id, e.status, e.class_id, e.starts_on::text as starts_on, e.terms, e.billing, e.customer_id, e.user_id, e.language,
       c.course_id, c.teacher_id, c.weekday, c.start_minute
     from enrolments e join classes c on c.id = e.class_id where e.id = $1 ${lock ? 'for update of e' : ''}`,
    [id],
  );
  if (!e || e.status !== 'active') throw new HttpError(409, CHANGE_NOT_RUNNING);
  const [waiting] = await db.query('select 1 from enrolment_changes where enrolment_id = $1 and from_day > $2::date', [id, today]);
  if (waiting) throw new HttpError(409, CHANGE_PENDING);
  return e;
}

export function changeOptions(e: Running, today: string): ChangeOptions {
  const end = withdrawalEnd(today, e.terms.withdraw_by_day, e.starts_on);
  return { from: addDays(end.ends_on, 1), after_deadline: end.after_deadline, withdraw_by_day: e.terms.withdraw_by_day };
}

/** The choice as an enrolment request from the change's first day (its weekday's first date on or after it). */
export function changeRequest(e: Running, c: ChangeChoice, from: string, byStaff: boolean): EnrolRequest {
  if (c.course_id === e.course_id && c.teacher_id === e.teacher_id && c.weekday === e.weekday && toMinutes(c.start) === e.start_minute) {
    throw new HttpError(409, CHANGE_SAME_TIME);
  }
  let startsOn = from;
  while (weekday(startsOn) !== c.weekday) startsOn = addDays(startsOn, 1);
  const who = { customerId: e.customer_id, userId: e.user_id, language: e.language, billing: e.billing, fromBookingId: null };
  return { ...c, starts_on: startsOn, ...who, byStaff };
}

/** Refused when a pause of the enrolment takes a month from the change on (the pause keeps the old weekly time). */
export async function refusePaused(db: Queryable, enrolmentId: number, from: string): Promise<void> {
  const [paused] = await db.query(
    `select 1 from enrolment_pauses where enrolment_id = $1 and first_month + months * interval '1 month' > $2::date`,
    [enrolmentId, from],
  );
  if (paused) throw new HttpError(409, CHANGE_PAUSED);
}

/** A change's terms: no enrolment fee, the first month (and each after it) at the new monthly fee. */
export function changeTerms(t: EnrolmentTerms, withdrawBy: number): EnrolmentTerms {
  const first_month = { ...t.first_month, tuition: t.monthly_fee, enrolment_fee: 0 };
  return { ...t, first_month, first_payment: t.monthly_fee, withdraw_by_day: withdrawBy };
}

/** GET/POST …/change/quote: what the confirmation screen shows for the new choice; nothing is written. */
export async function changeQuote(
  deps: Pick<ServerDeps, 'db' | 'schedule' | 'now'>,
  r: { enrolmentId: number; choice: ChangeChoice; today: string; byStaff: boolean },
): Promise<EnrolmentTerms> {
  const e = await runningEnrolment(deps.db, r.enrolmentId, r.today);
  const { from } = changeOptions(e, r.today);
  await refusePaused(deps.db, e.id, from);
  return changeTerms(await quote(deps, changeRequest(e, r.choice, from, r.byStaff)), e.terms.withdraw_by_day);
}
