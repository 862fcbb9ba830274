import crypto from 'node:crypto';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { LESSON_BEGUN, MAKEUP_GROUP_LATER, MAKEUP_NOT_FOUND, MAKEUP_TIME_TAKEN } from '../../shared/creditWords.js';
import { slotBegun, tokyoInstant, tokyoToday } from '../../shared/dates.js';
import { ENROLMENT_NOT_FOUND, TEACHER_NOT_FOR_COURSE } from '../../shared/enrolmentWords.js';
import type { MakeupRequest } from '../../shared/makeups.js';
import { codeCandidates, retryOnCodeConflict } from '../booking/bookingCode.js';
import { releaseSeats } from '../booking/bookingHolds.js';
import { takeSeats } from '../booking/moveSeats.js';
import { slotsForDay } from '../booking/schedule.js';
import { lockDays } from '../db/dayLocks.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { courseById, courseTeachers } from '../enrolment/courses.js';
import { HttpError } from '../errors.js';
import { giveTeacher, isTeacherTaken } from '../teachers/bookingTeacher.js';
import { inTime } from './absences.js';
import { grantCredits, useCredit, type CreditBy } from './ledger.js';
import { lessonRules } from './lessonRulesStore.js';

// A make-up lesson (issue 41, point 2): a booking of kind 'makeup' paid by a credit, with a teacher who may teach the
// course, at the course's lesson length. In one transaction, under the day's lock as every booking: the seats
// (slots_capacity), the teacher's time (teacher_slots' key: never two classes at once) and the credit (the ledger's
// use, the customer's lots locked): any refusal undoes all three. Canceled before the cut-off, its credit comes back.
// The trial's reminder is marked as sent (its words are a trial's); my page and the desk show the make-up.

/** A make-up's provider: paid by a lesson credit, nothing charged. */
export const CREDIT_PROVIDER = 'credit';

interface EnrolmentFacts {
  id: number;
  customer_id: number;
  user_id: number | null;
  course_id: number;
  teacher_id: number;
  language: string;
  name: string;
  email: string | null;
  starts_on: string;
}

/** The enrolment a make-up is for (active or ending), or 404. */
export async function makeupEnrolment(db: Queryable, enrolmentId: number): Promise<EnrolmentFacts> {
  const [e] = await db.query<EnrolmentFacts>(
    `select e.id, e.customer_id, e.user_id, c.course_id, c.teacher_id, e.language, cu.name, cu.email, e.starts_on::text as starts_on
     from enrolments e join classes c on c.id = e.class_id join customers cu on cu.id = e.customer_id
     where e.id = $1 and e.status in ('active', 'ending')`,
    [enrolmentId],
  );
  if (!e) throw new HttpError(404, ENROLMENT_NOT_FOUND);
  return e;
}

/** The slots of a make-up at `start` on `day` for `count` slots in a row, or 409 when the grid has no such time. */
function lessonRun(deps: Pick<ServerDeps, 'schedule' | 'now'>, r: MakeupRequest, count: number) {
  const grid = slotsForDay(deps.schedule, r.day);
  const i = grid.findIndex((s) => s.start === r.start);
  const run = i < 0 ? [] : grid.slice(i, i + count);
  if (run.length !== count || run.some((s, k) => k > 0 && s.start !== run[k - 1].end)) throw new HttpError(409, MAKEUP_TIME_TAKEN);
  if (slotBegun(r.day, r.start, deps.now())) throw new HttpError(409, MAKEUP_TIME_TAKEN);
  return run;
}

async function insertBooking(
  tx: Queryable,
  e: EnrolmentFacts,
  r: MakeupRequest,
  timeRange: string,
  slots: number,
): Promise<{ id: number; code: string }> {
  const [row] = await tx.query<{ id: number; code: string }>(
    `insert into bookings (reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax, time_range,
       status, user_id, provider, client_ip, slot_count, language, code, customer_id, kind, makeup_enrolment_id, lesson_language, paid_at,
       reminder_queued_at)
     select $1, $2, $3::date, $4, $5, 0, 10, 0, $6, 'Confirmed', $7, '${CREDIT_PROVIDER}', 'makeup', $8, $9,
       (select c from unnest($10::text[]) with ordinality as candidate(c, n)
        where not exists (select 1 from bookings b where b.code = candidate.c) order by n limit 1),
       $11, 'makeup', $12, (select language from courses where id = $13), now(), now()
     returning id, code`,
    [
      crypto.randomBytes(16).toString('base64url'),
      RENTAL_SPACE_ID,
      r.day,
      e.name,
      e.email,
      timeRange,
      e.user_id,
      slots,
      e.language,
      codeCandidates(),
      e.customer_id,
      e.id,
      e.course_id,
    ],
  );
  return row;
}

/** Books a make-up for the enrolment, paid by one of its credits; the booking's id and code. */
export async function bookMakeup(
  deps: Pick<ServerDeps, 'db' | 'schedule' | 'now'>,
  enrolmentId: number,
  r: MakeupRequest,
  by: CreditBy,
): Promise<{ id: number; code: string }> {
  const e = await makeupEnrolment(deps.db, enrolmentId);
  const course = (await courseById(deps.db, deps.schedule.slotMinutes, e.course_id))!;
  if (course.capacity > 1) throw new HttpError(409, MAKEUP_GROUP_LATER);
  if (!(await courseTeachers(deps.db, course)).some((t) => t.id === r.teacher_id)) throw new HttpError(409, TEACHER_NOT_FOR_COURSE);
  const run = lessonRun(deps, r, course.lesson_slots);
  const at = deps.now();
  return retryOnCodeConflict(() =>
    deps.db.transaction(async (tx) => {
      await lockDays(deps.db, tx, [r.day]);
      const slotIds = (
        await tx.query<{ id: number }>('select id from slots where space_id = $1 and day = $2::date and start_time = any($3::text[])', [
          RENTAL_SPACE_ID,
          r.day,
          run.map((s) => s.start),
        ])
      ).map((s) => s.id);
      if (slotIds.length !== run.length) throw new HttpError(409, MAKEUP_TIME_TAKEN);
      const made = await insertBooking(tx, e, r, `${run[0].start}-${run.at(-1)!.end}`, run.length);
      if ((await takeSeats(tx, made.id, RENTAL_SPACE_ID, r.day, slotIds)) !== 'ok') throw new HttpError(409, MAKEUP_TIME_TAKEN);
      await giveTeacher(tx, made.id, { teacherId: r.teacher_id, assignment: 'chosen' }, slotIds);
      await useCredit(tx, { customerId: e.customer_id, enrolmentId: e.id, bookingId: made.id, day: r.day, today: tokyoToday(at), by }, at);
      return made;
    }),
  ).catch((err: unknown) => {
    const taken = isTeacherTaken(err) || (err as { code?: string } | null)?.code === '23514';
    throw taken && !(err instanceof HttpError) ? new HttpError(409, MAKEUP_TIME_TAKEN) : err;
  });
}

/**
 * Cancels a make-up (not yet begun): its seats and teacher given back; before the cut-off its credit comes back as a
 * `returned` lot with the used lot's date (once: the ledger's returned_id is unique). Whether it came back.
 */
export async function cancelMakeup(
  tx: Queryable,
  bookingId: number,
  owner: { userId: number } | null,
  by: CreditBy,
  at: Date,
): Promise<boolean> {
  const [b] = await tx.query<{
    id: number;
    day: string;
    start: string;
    user_id: number | null;
    use_id: number;
    customer_id: number;
    enrolment_id: number;
    valid_until: string;
  }>(
    `select b.id, b.booking_date::text as day, split_part(b.time_range, '-', 1) as start, b.user_id, u.id as use_id, u.customer_id,
       b.makeup_enrolment_id as enrolment_id, lot.valid_until::text as valid_until
     from bookings b join lesson_credits u on u.booking_id = b.id and u.kind = 'use' join lesson_credits lot on lot.id = u.lot_id
     where b.id = $1 and b.kind = 'makeup' and b.status = 'Confirmed' for update of b`,
    [bookingId],
  );
  if (!b || (owner && b.user_id !== owner.userId)) throw new HttpError(404, MAKEUP_NOT_FOUND);
  if (tokyoInstant(b.day, b.start).getTime() <= at.getTime()) throw new HttpError(409, LESSON_BEGUN);
  await releaseSeats(tx, b.id, 'Confirmed', 'Canceled');
  if (!inTime(await lessonRules(tx), b.day, at)) return false;
  const lot = { customerId: b.customer_id, enrolmentId: b.enrolment_id, kind: 'returned' as const, amount: 1, validUntil: b.valid_until };
  await grantCredits(tx, { ...lot, bookingId: b.id, returnedId: b.use_id, by }, at);
  return true;
}
