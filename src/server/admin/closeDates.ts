import type { z } from 'zod';
import { LINK_STILL_OPEN } from '../../shared/admin/bookings.js';
import type { ConflictBooking } from '../../shared/admin/common.js';
import {
  CLOSE_DATES_CHANGED,
  CLOSE_DATES_NOT_OPEN,
  NOT_HOLIDAYS,
  STALE_SCHEDULE,
  type CloseDatesBody,
  type CloseDatesResult,
} from '../../shared/admin/schedule.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { Actor } from '../audit/auditLog.js';
import { cancelInTransaction, closeVoidedLinks, type CancelOutcome } from '../booking/cancelService.js';
import { completeCheckout, payRefundOf } from '../booking/paymentLifecycle.js';
import { bookingWindow, type Schedule } from '../booking/schedule.js';
import { applyScheduleChange, readSchedule, ScheduleConflict } from '../booking/scheduleStore.js';
import { holidayOn, holidaysBetween } from '../holidays/holidays.js';
import { tokyoToday } from '../../shared/dates.js';
import { bookingsOnDates } from '../booking/slotRepository.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import type { SystemReason } from '../../shared/admin/auditReasons.js';
import { cancelLessonsOn } from '../enrolment/cancelLessons.js';
import { lessonsOnDates } from '../enrolment/lessonConflicts.js';

/** The system's reason each canceled booking's audit entry keeps: a code, read in each member's language. */
export const CLOSED_DATE_REASON: SystemReason = 'closed_date';

/** "Cancel these N bookings and close the date" refused: the bookings on the dates as they are now (409 ConflictAnswer). */
export class CloseDatesConflict extends Error {
  constructor(readonly conflicts: ConflictBooking[]) {
    super(CLOSE_DATES_CHANGED);
  }
}

/** Thrown inside the transaction (which it rolls back); answered with the list read after the rollback. */
class ListChanged extends Error {}

const sameList = (now: ConflictBooking[], seen: Map<number, string>) =>
  now.length === seen.size && now.every((b) => seen.get(b.id) === b.status);
const sameLessons = (now: ConflictBooking[], seen: number[]) => now.length === new Set(seen).size && now.every((l) => seen.includes(l.id));

/** What is on the dates now: the bookings, then the enrolled lessons. */
const inTheWay = async (deps: Pick<ServerDeps, 'db'>, dates: string[]) => [
  ...(await bookingsOnDates(deps.db, RENTAL_SPACE_ID, dates)),
  ...(await lessonsOnDates(deps.db, dates)),
];

/**
 * POST /api/admin/schedule/close-dates. The bookings the owner saw are checked first as they are (no provider
 * call for a stale list), an unpaid booking's payment link is ended at the provider (as a staff cancel ends
 * one), then one transaction: the schedule row locked and its version checked, each booking canceled through
 * the cancel path (full refund; cash left owed for the desk; its email, notices and audit entry), the dates
 * closed (schedule.changed audited). A booking changed, paid or added meanwhile rolls all of it back. The card
 * refunds are paid after the commit, as a single cancel's is.
 */
export async function closeDatesCancelling(
  deps: ServerDeps,
  staff: Actor,
  body: z.output<typeof CloseDatesBody>,
  ip: string | null,
): Promise<CloseDatesResult> {
  const dates = datesOf(deps, body);
  const seen = new Map(body.bookings.map((b) => [b.id, b.status as string]));
  const listed = await bookingsOnDates(deps.db, RENTAL_SPACE_ID, dates);
  const lessons = await lessonsOnDates(deps.db, dates);
  if (!sameList(listed, seen) || !sameLessons(lessons, body.lessons)) throw new CloseDatesConflict(await inTheWay(deps, dates));
  await endPaymentLinks(deps, listed, dates);
  const actor = { kind: 'staff' as const, id: staff.id!, email: staff.email, ip };
  const outcomes: CancelOutcome[] = [];
  let schedule;
  try {
    schedule = await deps.db.transaction(async (tx) => {
      const current = await readSchedule(tx, true);
      if (!current) throw new Error('closeDatesCancelling: the schedule row was never seeded');
      if (current.version !== body.version) throw new HttpError(409, STALE_SCHEDULE);
      const after = closedSettings(current.settings, dates, body.holidays === true);
      // In id order, so two such calls lock the same rows in the same order.
      for (const id of [...seen.keys()].sort((a, b) => a - b)) {
        const outcome = await cancelInTransaction(tx, deps, id, (booking) => {
          if (booking.status !== seen.get(id) || !dates.includes(booking.booking_date)) throw new ListChanged();
          // the system's reason as a code, the owner's as written, and the closure notice in each customer's language
          const reason = body.reason ?? null;
          return { actor, refund: 'full', reason, reasonCode: CLOSED_DATE_REASON, cashHandedBack: false, closure: { reason } };
        });
        outcomes.push(outcome);
      }
      // the enrolled lessons on the dates: canceled by the school's decision, their students told (make-ups: the school's rules)
      await cancelLessonsOn(tx, deps, staff, { lessonIds: body.lessons, dates, reason: body.reason ?? null });
      // A booking made on the dates meanwhile still holds its slot: the change is refused and all rolls back.
      return applyScheduleChange(tx, deps, staff, current, after);
    });
  } catch (e) {
    if (e instanceof ListChanged || e instanceof ScheduleConflict) throw new CloseDatesConflict(await inTheWay(deps, dates));
    throw e;
  }
  deps.mailQueued();
  for (const o of outcomes) {
    if (o.refundYen > 0) await payRefundOf(deps, o.booking.id);
    await closeVoidedLinks(deps, o.voidedLinks);
  }
  return { schedule, canceled: outcomes.length };
}

/**
 * The dates whose bookings are canceled: those named, or (turning "Closed on national holidays" on) every holiday
 * of the booking window, so a booking on a holiday the owner was not shown refuses the change as one more booking.
 */
function datesOf(deps: ServerDeps, body: z.output<typeof CloseDatesBody>): string[] {
  const dates = [...new Set(body.dates)].sort();
  if (!body.holidays) return dates;
  if (!dates.every((d) => holidayOn(d))) throw new HttpError(400, NOT_HOLIDAYS);
  const window = bookingWindow(deps.schedule, tokyoToday(deps.now()));
  return holidaysBetween(window.first, window.last).map((h) => h.date);
}

/** The settings once the dates are closed: added to the closed dates, or the holidays closed (409 when nothing changes). */
function closedSettings(settings: Schedule, dates: string[], holidays: boolean): Schedule {
  if (holidays) {
    if (settings.closedOnHolidays) throw new HttpError(409, CLOSE_DATES_NOT_OPEN);
    return { ...settings, closedOnHolidays: true };
  }
  const closing = dates.filter((d) => !settings.closedDates.includes(d));
  if (closing.length === 0) throw new HttpError(409, CLOSE_DATES_NOT_OPEN);
  return { ...settings, closedDates: [...settings.closedDates, ...closing].sort() };
}

/**
 * The unpaid bookings' checkouts, ended at the provider before they are canceled (the staff cancel's rule):
 * one the customer just paid is taken up as paid and the owner sees the list again; one the provider cannot
 * end yet is refused as a single cancel is.
 */
async function endPaymentLinks(deps: ServerDeps, listed: ConflictBooking[], dates: string[]): Promise<void> {
  const pending = listed.filter((b) => b.status === 'Pending').map((b) => b.id);
  if (pending.length === 0) return;
  const sessions = await deps.db.query<{ checkout_session_id: string }>(
    'select checkout_session_id from bookings where id = any($1::int[]) and checkout_session_id is not null order by id',
    [pending],
  );
  for (const { checkout_session_id: session } of sessions) {
    const outcome = await deps.payments.expireCheckout(session);
    if (outcome.status === 'complete') {
      await completeCheckout(deps, session, outcome.paymentRef, outcome.receiptUrl);
      throw new CloseDatesConflict(await bookingsOnDates(deps.db, RENTAL_SPACE_ID, dates));
    }
    if (outcome.status === 'open') throw new HttpError(409, LINK_STILL_OPEN);
  }
}
