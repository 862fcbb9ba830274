import type { ConflictBooking } from '../../shared/admin/common.js';
import {
  FIRST_TEACHERS_CONFLICT,
  STALE_TEACHER,
  TEACHER_CONFLICT,
  TEACHER_LESSONS_CHANGED,
  type CancelLessonsConfirm,
  TEACHER_NOT_FOUND,
  TEACHER_STAFF_TAKEN,
  TEACHER_STAFF_UNKNOWN,
  type Teacher,
} from '../../shared/admin/teachers.js';
import { tokyoToday } from '../../shared/dates.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Queryable } from '../db/db.js';
import { lockOnPostgres } from '../db/dayLocks.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { bookingWindow } from '../booking/schedule.js';
import { giveTeacher, isTeacherTaken } from './bookingTeacher.js';
import { hasTeachers, recountSeats, syncShifts } from './shifts.js';
import { pickTeacher } from './teacherPick.js';
import { cancelLessonsInTheWay } from './timeOffLessons.js';
import { insertTeacher, listTeachers, lockTeacher, setRetired, staffLink, updateTeacher, type TeacherFields } from './teacherRepository.js';

// An owner's changes to teachers. Each is one transaction that refuses, with the bookings listed, any
// change that would leave a booked class without its teacher (nothing is applied halfway), and writes its
// audit entry. The school's first teachers take the future bookings made while it had none.

/** A refused change: the bookings to move or cancel first (409 ConflictAnswer). */
export class TeacherConflict extends Error {
  constructor(
    detail: string,
    readonly conflicts: ConflictBooking[],
  ) {
    super(detail);
  }
}

type Deps = Pick<ServerDeps, 'db' | 'now' | 'schedule'>;
/** A change that may cancel enrolled lessons: their notices go out by mail. */
type ChangeDeps = Deps & Pick<ServerDeps, 'publicUrl' | 'mailQueued'>;

/** The days whose shifts follow the teachers: from today (the desk books today too) to the window's end. */
function shiftDays(deps: Deps): { first: string; last: string } {
  const today = tokyoToday(deps.now());
  return { first: today, last: bookingWindow(deps.schedule, today).last };
}

/** The owner's confirm to cancel the enrolled lessons in a change's way, with what cancelling them needs. */
interface Confirmed {
  lessons: CancelLessonsConfirm;
  deps: Pick<ServerDeps, 'publicUrl' | 'now'>;
}

/** On PostgreSQL, teacher changes take turns (two owners' edits, a first teacher added twice at once). */
async function lockTeachers(deps: Deps, tx: Queryable): Promise<void> {
  await lockOnPostgres(deps.db, tx, ['teachers']);
}

async function checkStaffLink(tx: Queryable, userId: number | null, self: number | null): Promise<void> {
  if (userId === null) return;
  const link = await staffLink(tx, userId);
  if (!link.staff) throw new HttpError(400, TEACHER_STAFF_UNKNOWN);
  if (link.teacher !== null && link.teacher !== self) throw new HttpError(409, TEACHER_STAFF_TAKEN);
}

/**
 * The shifts of the days the teachers' hours affect, brought in line; and when the school has just got its
 * first teachers, every future booking given one (the fair rule, among every active teacher).
 */
async function applyShifts(deps: Deps, tx: Queryable, hadTeachers: boolean, actor: Actor, confirm?: Confirmed): Promise<void> {
  const { first, last } = shiftDays(deps);
  let conflicts = await syncShifts(tx, first, last, deps.schedule.seatsPerSlot);
  // a confirm names the lessons the owner saw: none in the way now (withdrawn meanwhile) is a changed list too
  if (confirm && !conflicts.length) throw new TeacherConflict(TEACHER_LESSONS_CHANGED, []);
  if (conflicts.length && confirm) {
    // the owner confirmed the enrolled lessons in the way: canceled here, then the shifts (now free) synced again
    const verdict = await cancelLessonsInTheWay(tx, confirm.deps, actor, conflicts, confirm.lessons);
    if (verdict === 'changed') throw new TeacherConflict(TEACHER_LESSONS_CHANGED, conflicts);
    if (verdict === 'canceled') conflicts = await syncShifts(tx, first, last, deps.schedule.seatsPerSlot);
  }
  if (conflicts.length) throw new TeacherConflict(TEACHER_CONFLICT, conflicts);
  if (!hadTeachers && (await hasTeachers(tx))) {
    const unassigned = await assignExisting(tx, first, actor, deps.now());
    if (unassigned.length) throw new TeacherConflict(FIRST_TEACHERS_CONFLICT, unassigned);
    await recountSeats(tx, first, last, 'teachers');
  }
}

/**
 * Gives every Pending or Confirmed booking from `first` on a teacher free for its whole time, in the order
 * they were made, as a new booking would get one. Answers the bookings no teacher can take (then the
 * caller rolls everything back).
 */
async function assignExisting(tx: Queryable, first: string, actor: Actor, now: Date): Promise<ConflictBooking[]> {
  const bookings = await tx.query<ConflictBooking & { slot_ids: number[] }>(
    `select b.id, b.code, b.booking_date::text as booking_date, b.time_range, b.user_name, b.status,
       array(select bs.slot_id from booking_slots bs where bs.booking_id = b.id order by bs.slot_id) as slot_ids
     from bookings b
     where b.booking_date >= $1::date and b.status in ('Pending', 'Confirmed')
       and not exists (select 1 from teacher_slots ts where ts.booking_id = b.id)
     order by b.id`,
    [first],
  );
  const refused: ConflictBooking[] = [];
  for (const { slot_ids, ...b } of bookings) {
    const pick = await pickTeacher(tx, slot_ids, b.booking_date, { teacherId: null, language: null, onlineOnly: false, chosenAs: 'staff' });
    if (!pick) {
      refused.push(b);
      continue;
    }
    await giveTeacher(tx, b.id, { teacherId: pick.id, assignment: 'existing' }, slot_ids);
    await writeAudit(
      tx,
      actor,
      {
        action: 'booking.teacher_assigned',
        targetType: 'booking',
        targetId: b.id,
        bookingId: b.id,
        before: null,
        after: {
          teacher_id: pick.id,
          teacher_name: pick.name,
          assignment: 'existing',
          booked_minutes: pick.booked_minutes,
          candidates: pick.candidates,
        },
      },
      now,
    );
  }
  return refused.sort((a, b) => a.booking_date.localeCompare(b.booking_date) || a.time_range.localeCompare(b.time_range) || a.id - b.id);
}

async function teacherNow(deps: Deps, tx: Queryable, id: number): Promise<Teacher> {
  const [t] = await listTeachers(tx, tokyoToday(deps.now()), id);
  return t;
}

/** Who the audit log shows as changed: the fields an owner edits. */
const auditFields = (t: Teacher) => ({
  name: t.name,
  languages: t.languages,
  bookable_online: t.bookable_online,
  user_id: t.user_id,
  weekly_hours: t.weekly_hours,
  exceptions: t.exceptions,
  photo_url: t.photo_url,
  profile: t.profile,
});

export async function createTeacher(deps: Deps, actor: Actor, fields: TeacherFields): Promise<Teacher> {
  return deps.db.transaction(async (tx) => {
    await lockTeachers(deps, tx);
    await checkStaffLink(tx, fields.user_id, null);
    const hadTeachers = await hasTeachers(tx);
    const id = await insertTeacher(tx, fields);
    await applyShifts(deps, tx, hadTeachers, actor);
    const teacher = await teacherNow(deps, tx, id);
    await writeAudit(
      tx,
      actor,
      { action: 'teacher.created', targetType: 'teacher', targetId: id, before: null, after: auditFields(teacher) },
      deps.now(),
    );
    return teacher;
  });
}

/**
 * An owner's edit. `cancelLessons`: the owner confirmed cancelling the enrolled lessons the refusal listed (see
 * timeOffLessons.ts). A lesson enrolled on a shift this change removes, committed while it ran, makes the shift's
 * delete fail on teacher_slots' foreign key: the change runs once more and sees it (refused with it listed), so a
 * lesson enrolled meanwhile is never canceled unseen nor left without its teacher.
 */
export async function changeTeacher(
  deps: ChangeDeps,
  actor: Actor,
  id: number,
  fields: TeacherFields,
  version: number,
  cancelLessons?: CancelLessonsConfirm,
): Promise<Teacher> {
  const confirm = cancelLessons && { lessons: cancelLessons, deps };
  for (let attempt = 1; ; attempt++) {
    try {
      const teacher = await deps.db.transaction((tx) => changeIn(deps, tx, actor, { id, fields, version, confirm }));
      if (confirm) deps.mailQueued();
      return teacher;
    } catch (e) {
      if (!isTeacherTaken(e) || attempt === 3) throw e;
    }
  }
}

async function changeIn(
  deps: Deps,
  tx: Queryable,
  actor: Actor,
  c: { id: number; fields: TeacherFields; version: number; confirm?: Confirmed },
): Promise<Teacher> {
  await lockTeachers(deps, tx);
  const locked = await lockTeacher(tx, c.id);
  if (!locked) throw new HttpError(404, TEACHER_NOT_FOUND);
  if (locked.version !== c.version) throw new HttpError(409, STALE_TEACHER);
  await checkStaffLink(tx, c.fields.user_id, c.id);
  const before = await teacherNow(deps, tx, c.id);
  await updateTeacher(tx, c.id, c.fields, tokyoToday(deps.now()));
  await applyShifts(deps, tx, true, actor, c.confirm);
  const after = await teacherNow(deps, tx, c.id);
  await writeAudit(
    tx,
    actor,
    { action: 'teacher.changed', targetType: 'teacher', targetId: c.id, before: auditFields(before), after: auditFields(after) },
    deps.now(),
  );
  return after;
}

/**
 * Retires (no new classes; their future classes must be moved first, else 409 with them listed) or brings
 * back a teacher. Retiring the last teacher returns the school to anonymous seats; bringing one back to a
 * school without teachers gives its future bookings teachers, as a first teacher does.
 */
export async function setTeacherRetired(deps: Deps, actor: Actor, id: number, retired: boolean): Promise<Teacher> {
  return deps.db.transaction(async (tx) => {
    await lockTeachers(deps, tx);
    const locked = await lockTeacher(tx, id);
    if (!locked) throw new HttpError(404, TEACHER_NOT_FOUND);
    if (locked.retired === retired) return teacherNow(deps, tx, id);
    const hadTeachers = await hasTeachers(tx);
    await setRetired(tx, id, retired);
    await applyShifts(deps, tx, hadTeachers, actor);
    await writeAudit(
      tx,
      actor,
      { action: retired ? 'teacher.retired' : 'teacher.restored', targetType: 'teacher', targetId: id, before: null, after: null },
      deps.now(),
    );
    return teacherNow(deps, tx, id);
  });
}
