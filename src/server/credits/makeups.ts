import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { LESSON_BEGUN, MAKEUP_NOT_FOUND, MAKEUP_TIME_TAKEN } from '../../shared/creditWords.js';
import { slotBegun, tokyoInstant, tokyoToday } from '../../shared/dates.js';
import { TEACHER_NOT_FOR_COURSE } from '../../shared/enrolmentWords.js';
import type { MakeupRequest } from '../../shared/makeups.js';
import { retryOnCodeConflict } from '../booking/bookingCode.js';
import { releaseSeats } from '../booking/bookingHolds.js';
import { takeSeats } from '../booking/moveSeats.js';
import { slotsForDay, type SlotTemplate } from '../booking/schedule.js';
import { lockDays } from '../db/dayLocks.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { courseById, courseTeachers } from '../enrolment/courses.js';
import { HttpError } from '../errors.js';
import { giveTeacher, isTeacherTaken } from '../teachers/bookingTeacher.js';
import { inTime } from './absences.js';
import { takeGuestSeat } from './groupMakeups.js';
import { insertMakeupBooking, makeupEnrolment, type EnrolmentFacts } from './makeupBooking.js';
import { grantCredits, useCredit, type CreditBy } from './ledger.js';
import { NO_STUDENT_ATTENDS } from '../enrolment/lessonAttendance.js';
import { lessonRules } from './lessonRulesStore.js';

// A make-up lesson (issue 41, point 2): a booking of kind 'makeup' paid by a credit, with a teacher who may teach the
// course, at the course's lesson length. In one transaction, under the day's lock as every booking: the seats
// (slots_capacity), the teacher's time (teacher_slots' key: never two classes at once) and the credit (the ledger's
// use, the customer's lots locked): any refusal undoes all three. A group course's make-up takes a guest seat of
// another class's lesson instead (groupMakeups.ts). Canceled before the cut-off, its credit comes back.

/** The slots of a make-up at `start` on `day` for `count` slots in a row, or 409 when the grid has no such time. */
function lessonRun(deps: Pick<ServerDeps, 'schedule' | 'now'>, r: MakeupRequest, count: number) {
  const grid = slotsForDay(deps.schedule, r.day);
  const i = grid.findIndex((s) => s.start === r.start);
  const run = i < 0 ? [] : grid.slice(i, i + count);
  if (run.length !== count || run.some((s, k) => k > 0 && s.start !== run[k - 1].end)) throw new HttpError(409, MAKEUP_TIME_TAKEN);
  if (slotBegun(r.day, r.start, deps.now())) throw new HttpError(409, MAKEUP_TIME_TAKEN);
  return run;
}

/** A private course's make-up: its seats and its teacher's time, taken as a trial's are (under the day's lock). */
async function privateMakeup(tx: Queryable, deps: Pick<ServerDeps, 'db'>, e: EnrolmentFacts, r: MakeupRequest, run: SlotTemplate[]) {
  await lockDays(deps.db, tx, [r.day]);
  const starts = run.map((s) => s.start);
  const slotIds = (
    await tx.query<{ id: number }>('select id from slots where space_id = $1 and day = $2::date and start_time = any($3::text[])', [
      RENTAL_SPACE_ID,
      r.day,
      starts,
    ])
  ).map((s) => s.id);
  if (slotIds.length !== run.length) throw new HttpError(409, MAKEUP_TIME_TAKEN);
  const made = await insertMakeupBooking(tx, e, r, `${run[0].start}-${run.at(-1)!.end}`, run.length);
  if ((await takeSeats(tx, made.id, RENTAL_SPACE_ID, r.day, slotIds)) !== 'ok') throw new HttpError(409, MAKEUP_TIME_TAKEN);
  await giveTeacher(tx, made.id, { teacherId: r.teacher_id, assignment: 'chosen' }, slotIds);
  return made;
}

/** A group course's make-up: a guest's seat of another class's lesson (groupMakeups.ts). */
async function groupMakeup(tx: Queryable, e: EnrolmentFacts, r: MakeupRequest) {
  const seat = await takeGuestSeat(tx, {
    courseId: e.course_id,
    enrolmentId: e.id,
    day: r.day,
    start: r.start,
    teacherId: r.teacher_id,
  });
  const made = await insertMakeupBooking(tx, e, r, seat.timeRange, 0);
  await tx.query('update bookings set makeup_lesson_id = $2, teacher_id = $3 where id = $1', [made.id, seat.lessonId, r.teacher_id]);
  return made;
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
  if (!(await courseTeachers(deps.db, course)).some((t) => t.id === r.teacher_id)) throw new HttpError(409, TEACHER_NOT_FOR_COURSE);
  const group = course.capacity > 1;
  const run = group ? [] : lessonRun(deps, r, course.lesson_slots);
  if (group && slotBegun(r.day, r.start, deps.now())) throw new HttpError(409, MAKEUP_TIME_TAKEN);
  const at = deps.now();
  const today = tokyoToday(at);
  return retryOnCodeConflict(() =>
    deps.db.transaction(async (tx) => {
      const made = group ? await groupMakeup(tx, e, r) : await privateMakeup(tx, deps, e, r, run);
      await useCredit(tx, { customerId: e.customer_id, enrolmentId: e.id, bookingId: made.id, day: r.day, today, by }, at);
      return made;
    }),
  ).catch((err: unknown) => {
    const taken = isTeacherTaken(err) || (err as { code?: string } | null)?.code === '23514';
    throw taken && !(err instanceof HttpError) ? new HttpError(409, MAKEUP_TIME_TAKEN) : err;
  });
}

/**
 * A lesson kept only for its guests (no student of its class attends it: the class ended before its day, seats.ts, or
 * every student is paused that month, pauses.ts) goes with its last guest: canceled, its teacher's time given back.
 */
async function freeGuestsLesson(tx: Queryable, bookingId: number) {
  await tx.query(
    `with done as (
       update lessons l set status = 'canceled'
       where l.id = (select makeup_lesson_id from bookings where id = $1) and l.guests = 0 and l.status = 'scheduled'
         and ${NO_STUDENT_ATTENDS} returning l.id
     ), freed as (
       delete from teacher_slots where lesson_id in (select id from done) returning slot_id
     )
     update slots set seats_free = seats_free + 1 where id in (select slot_id from freed)`,
    [bookingId],
  );
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
    pack_purchase_id: number | null;
  }>(
    `select b.id, b.booking_date::text as day, split_part(b.time_range, '-', 1) as start, b.user_id, u.id as use_id, u.customer_id,
       b.makeup_enrolment_id as enrolment_id, lot.valid_until::text as valid_until, lot.pack_purchase_id
     from bookings b join lesson_credits u on u.booking_id = b.id and u.kind = 'use' join lesson_credits lot on lot.id = u.lot_id
     where b.id = $1 and b.kind = 'makeup' and b.status = 'Confirmed' for update of b`,
    [bookingId],
  );
  if (!b || (owner && b.user_id !== owner.userId)) throw new HttpError(404, MAKEUP_NOT_FOUND);
  if (tokyoInstant(b.day, b.start).getTime() <= at.getTime()) throw new HttpError(409, LESSON_BEGUN);
  await releaseSeats(tx, b.id, 'Confirmed', 'Canceled');
  // a group make-up's guest seat (a private one has none: its seats and teacher went with releaseSeats)
  await tx.query('update lessons set guests = guests - 1 where id = (select makeup_lesson_id from bookings where id = $1)', [b.id]);
  await freeGuestsLesson(tx, b.id);
  if (!inTime(await lessonRules(tx), b.day, at)) return false;
  const lot = { customerId: b.customer_id, enrolmentId: b.enrolment_id, kind: 'returned' as const, amount: 1, validUntil: b.valid_until };
  // a course's pack credit comes back as that pack's (for that course's lessons and make-ups, to the pack's date)
  await grantCredits(tx, { ...lot, bookingId: b.id, returnedId: b.use_id, packPurchaseId: b.pack_purchase_id, by }, at);
  return true;
}
