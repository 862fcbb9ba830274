import type { StaffActionResult } from '../../shared/admin/bookings.js';
import {
  NO_TEACHERS,
  REASSIGNED,
  REASSIGN_NOT_ACTIVE,
  REASSIGN_NOT_FREE,
  SAME_TEACHER,
  TEACHER_NOT_FOUND,
} from '../../shared/admin/teacherTexts.js';
import * as messages from '../../shared/messages.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import { lockDays } from '../db/dayLocks.js';
import { lockBooking } from '../booking/bookingRows.js';
import { SLOT_TAKEN } from '../booking/bookingService.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { isBookable } from '../teachers/bookable.js';
import { giveTeacher, isTeacherTaken, takeTeacher } from '../teachers/bookingTeacher.js';
import { hasTeachers } from '../teachers/shifts.js';
import { languageForStaff } from '../teachers/lessonLanguage.js';
import { pickTeacher } from '../teachers/teacherPick.js';

/**
 * POST /api/admin/bookings/:id/teacher: the booking's classes move to another teacher who is free for every
 * one of its slots (their shift, and no other class), in one transaction with the booking locked: its
 * old classes go and the new ones come, so teacher_slots' key decides a race with a payment or a desk
 * booking for that teacher (the loser gets the spec's 409). The payment and everything else stay as they are.
 */
export async function reassignTeacher(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  staff: Actor,
  id: number,
  teacherId: number,
  languageConfirmed = false,
): Promise<StaffActionResult> {
  const db = deps.db;
  return db
    .transaction(async (tx) => {
      const b = await lockBooking(tx, id);
      if (!b) throw new HttpError(404, messages.bookingNotFound);
      if (b.status !== 'Pending' && b.status !== 'Confirmed') throw new HttpError(409, REASSIGN_NOT_ACTIVE);
      if (!(await hasTeachers(tx))) throw new HttpError(409, NO_TEACHERS);
      // staff book any teacher the school has (teachers/bookable.ts: 409, as the staff's booking and move say it)
      if (!(await isBookable(tx, teacherId, false))) throw new HttpError(409, TEACHER_NOT_FOUND);
      if (b.teacher_id === teacherId) throw new HttpError(409, SAME_TEACHER);
      // Holds of one day take turns on PostgreSQL: this sees a class another transaction just gave them.
      await lockDays(db, tx, [b.booking_date]);
      const slots = (await tx.query<{ slot_id: number }>('select slot_id from booking_slots where booking_id = $1', [id])).map(
        (r) => r.slot_id,
      );
      // a teacher who does not teach the lesson's language: 409 naming it, unless staff confirmed
      const ask = { language: b.lesson_language, teacherId, slotIds: slots, day: b.booking_date, except: id };
      await languageForStaff(tx, { ...ask, confirmed: languageConfirmed });
      const free = await pickTeacher(tx, slots, b.booking_date, { teacherId, language: null, onlineOnly: false, chosenAs: 'staff' }, id);
      if (!free) throw new HttpError(409, REASSIGN_NOT_FREE);
      await takeTeacher(tx, id);
      await giveTeacher(tx, id, { teacherId, assignment: 'staff' }, slots);
      await writeAudit(
        tx,
        { id: staff.id, email: staff.email },
        {
          action: 'booking.teacher_changed',
          targetType: 'booking',
          targetId: id,
          bookingId: id,
          before: { teacher_id: b.teacher_id, teacher_name: b.teacher_name },
          after: { teacher_id: teacherId, teacher_name: free.name, ...(languageConfirmed && { language_confirmed: b.lesson_language }) },
        },
        deps.now(),
      );
      return { detail: REASSIGNED, booking_id: id };
    })
    .catch((e: unknown) => {
      throw isTeacherTaken(e) ? new HttpError(409, SLOT_TAKEN) : e;
    });
}
