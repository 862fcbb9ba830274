import { salesTaxOf, timeRangeOf } from '../../shared/booking.js';
import { isContiguous, SLOTS_NOT_CONTIGUOUS } from '../../shared/trial.js';
import { NOT_ON_DATE, SLOT_BEGUN } from '../../shared/admin/bookingWords.js';
import { movedTotal } from '../../shared/admin/moveWords.js';
import {
  MOVE_CLASS_BEGUN,
  MOVE_NOT_CONFIRMED,
  MOVE_NOT_HELD,
  MOVE_SAME_TIME,
  moveSameLength,
  type MovedMoneyWay,
} from '../../shared/admin/moveWords.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { slotBegun } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import { writeAudit } from '../audit/auditLog.js';
import type { Queryable } from '../db/db.js';
import { lockDays } from '../db/dayLocks.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { bookingMovedMail, paymentLinkMail } from '../mail/templates.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';
import { giveTeacher, type BookingTeacher } from '../teachers/bookingTeacher.js';
import { hasTeachers } from '../teachers/shifts.js';
import { pickOrRefuse, type TeacherWording } from '../teachers/bookable.js';
import { pickTeacher } from '../teachers/teacherPick.js';
import { lockBooking, type BookingRow } from './bookingRows.js';
import { holdFailed } from './bookingService.js';
import { auditActor, type CancelActor } from './cancelService.js';
import { recordMove, releaseForMove, slotsOfBooking, takeSeats, type MovedTo } from './moveSeats.js';
import { languageForStaff } from '../teachers/lessonLanguage.js';
import { slotsByIds } from './slotRepository.js';

// Moving a Confirmed booking to other slots (the staff's move and the visitor's own): one transaction with
// the booking locked, the old seats and classes given back and the new ones taken under a hold's constraints,
// so a lost race (a seat or a teacher taken meanwhile) undoes everything and answers 409.

export interface MoveRequest {
  date: string;
  slotIds: number[];
  /** The teacher staff chose; null: keep the booking's teacher when free for the new time, else the fair pick. */
  teacherId: number | null;
  /** Another number of timeslots is allowed (the staff settle the difference in cash; checked by the caller's check). */
  anyLength?: boolean;
  /** A Pending booking may move too, while its hold lasts (the staff's move): its payment link stays valid. */
  pending?: boolean;
  /**
   * Staff move it: a teacher who does not teach the lesson's language is a 409 (lessonLanguage.ts) unless staff
   * confirmed it (`languageConfirmed`); the visitor's own move always keeps to the language.
   */
  byStaff?: boolean;
  languageConfirmed?: boolean;
}

/** How the caller words a slot closed meanwhile and the teacher refusals. */
export interface MoveWording {
  closed: string;
  teacher: TeacherWording;
  /** A visitor's move only picks teachers bookable online. */
  onlineOnly: boolean;
}

/**
 * Checks the locked booking for the caller (who may move it, until when, and on what it was decided) and says who
 * moves it; throws the refusal.
 */
export type MoveCheck = (booking: BookingRow, tx: Queryable) => CancelActor | Promise<CancelActor>;

/** What a move to another number of timeslots did with the difference in price (the customer's email says it). */
export interface MovedMoney {
  yen: number;
  /** 'owed-dropped': moved back by a difference still owed, which is no longer due. */
  way: MovedMoneyWay;
  /** The checkout session of the dropped difference's link, to close once the move committed. */
  closeLink?: string | null;
}

/**
 * Settles the difference in price of a move to another length, in the move's transaction (the booking before
 * and after it); throws the refusal, which undoes the move. Null: the price did not change.
 */
export type MoveMoney = (tx: Queryable, before: BookingRow, after: BookingRow) => Promise<MovedMoney | null>;

/**
 * The new slots must exist on the chosen date (the caller checked the date against its window), be as many
 * as the booking has, differ from its own, and none may have begun.
 */
async function checkedSlots(tx: Queryable, now: Date, b: BookingRow, req: MoveRequest) {
  const old = await slotsOfBooking(tx, b.id);
  if (old.length === 0 || slotBegun(old[0].day, old[0].start, now)) throw new HttpError(409, MOVE_CLASS_BEGUN);
  if (!req.anyLength && req.slotIds.length !== old.length) throw new HttpError(400, moveSameLength(old.length));
  const slots = await slotsByIds(tx, RENTAL_SPACE_ID, req.slotIds);
  if (slots.length !== req.slotIds.length || slots.some((s) => s.day !== req.date)) throw new HttpError(400, NOT_ON_DATE);
  // A moved booking is still one lesson.
  if (!isContiguous(slots)) throw new HttpError(400, SLOTS_NOT_CONTIGUOUS);
  if (slots.some((s) => slotBegun(s.day, s.start, now))) throw new HttpError(400, SLOT_BEGUN);
  const oldIds = new Set(old.map((s) => s.id));
  if (slots.length === old.length && slots.every((s) => oldIds.has(s.id))) throw new HttpError(409, MOVE_SAME_TIME);
  return { slots, oldCount: old.length };
}

/**
 * In a school with teachers: the teacher staff chose (refused when not free), else the booking's own teacher
 * when free for every new slot, else the fair pick. Asked after the old classes went, so the booking's own
 * teacher is free at times it overlaps itself. Without teachers: none.
 */
async function teacherOfMove(tx: Queryable, b: BookingRow, req: MoveRequest, w: MoveWording): Promise<BookingTeacher | null> {
  if (!(await hasTeachers(tx))) return null;
  // the lesson's language is kept: staff may confirm past it, the visitor's pick never leaves it
  const ask = { language: b.lesson_language, teacherId: req.teacherId, slotIds: req.slotIds, day: req.date, except: b.id };
  const language = req.byStaff ? await languageForStaff(tx, { ...ask, confirmed: req.languageConfirmed === true }) : b.lesson_language;
  // the booking's own teacher may be one only staff book; another teacher is one the caller could book
  const wish = (teacherId: number | null, onlineOnly = w.onlineOnly) => ({
    teacherId,
    language,
    onlineOnly,
    chosenAs: 'staff' as const,
  });
  if (req.teacherId !== null) {
    const chosen = await pickOrRefuse(tx, req.slotIds, req.date, wish(req.teacherId), w.teacher);
    return { teacherId: chosen.id, assignment: 'staff' as const };
  }
  if (b.teacher_id !== null && (await pickTeacher(tx, req.slotIds, req.date, wish(b.teacher_id, false)))) {
    return { teacherId: b.teacher_id, assignment: b.assignment };
  }
  const fair = await pickOrRefuse(tx, req.slotIds, req.date, wish(null), w.teacher);
  return { teacherId: fair.id, assignment: 'fair' as const };
}

/**
 * Moves the booking: `check` decides who may and who it is (under the lock), then the seats move, the booking records its
 * new time (its calendar event's SEQUENCE raised), the customer's "moved" email with the new .ics, the
 * school's notices and the audit entry are queued, all in one transaction.
 */
export async function moveBooking(
  deps: ServerDeps,
  id: number,
  req: MoveRequest,
  check: MoveCheck,
  wording: MoveWording,
  settleDifference: MoveMoney | null = null,
): Promise<{ row: BookingRow; money: MovedMoney | null }> {
  const moved = await deps.db
    .transaction(async (tx) => {
      const b = await lockBooking(tx, id);
      if (!b) throw new HttpError(404, messages.bookingNotFound);
      const actor = await check(b, tx);
      // A hold whose time is up is the sweeper's to release, even before it gets there.
      const held = req.pending && b.status === 'Pending' && b.checkout_expires_at !== null && new Date(b.checkout_expires_at) > deps.now();
      if (b.status !== 'Confirmed' && !held) throw new HttpError(409, req.pending ? MOVE_NOT_HELD : MOVE_NOT_CONFIRMED);
      const { slots, oldCount } = await checkedSlots(tx, deps.now(), b, req);
      // Holds of both days take turns on PostgreSQL (in one order: no deadlock with another move).
      await lockDays(deps.db, tx, [b.booking_date, req.date]);
      await releaseForMove(tx, id);
      if ((await takeSeats(tx, id, RENTAL_SPACE_ID, req.date, req.slotIds)) === 'closed') throw new HttpError(409, wording.closed);
      const teacher = await teacherOfMove(tx, b, req, wording);
      if (teacher) await giveTeacher(tx, id, teacher, req.slotIds);
      // the price per timeslot as it was booked (the schedule's price may have changed since)
      const total = movedTotal(b.total_amount, oldCount, slots.length);
      const to: MovedTo = {
        date: req.date,
        timeRange: timeRangeOf(slots),
        total,
        salesTax: salesTaxOf(total, b.tax_rate),
        slotCount: slots.length,
      };
      const row = await recordMove(tx, id, to);
      const money = settleDifference && row.total_amount !== b.total_amount ? await settleDifference(tx, b, row) : null;
      if (held) {
        // Not paid yet: the customer gets the same payment link again, naming the new time (its amount is unchanged).
        if (row.user_email && row.checkout_url) {
          await enqueueMail(tx, paymentLinkMail(row, row.checkout_url, new Date(row.checkout_expires_at!), true, true), row.id);
        }
      } else {
        if (row.user_email)
          await enqueueMail(tx, bookingMovedMail(row, b, deps.publicUrl, deps.now(), money && { yen: money.yen, way: money.way }), row.id);
        // the school is told of paid bookings only
        const by = actor.kind === 'staff' ? actor.email : null;
        await queueBookingNotices(tx, deps, row, { kind: 'moved', by, from: b });
      }
      // who moved it is the entry's actor (a staff member, the customer's account, or the guest link)
      await writeAudit(tx, auditActor(actor), {
        action: 'booking.moved',
        targetType: 'booking',
        targetId: id,
        bookingId: id,
        before: {
          booking_date: b.booking_date,
          time_range: b.time_range,
          teacher_id: b.teacher_id,
          teacher_name: b.teacher_name,
          total_amount: b.total_amount,
        },
        after: {
          booking_date: row.booking_date,
          time_range: row.time_range,
          teacher_id: row.teacher_id,
          teacher_name: row.teacher_name,
          total_amount: row.total_amount,
          ...(money && { difference: { yen: money.yen, way: money.way } }),
        },
      });
      return { row, money };
    })
    .catch((e: unknown) => {
      throw holdFailed(e);
    });
  deps.mailQueued();
  return moved;
}
