import type { ConflictBooking } from '../../shared/admin/common.js';
import type { CancelLessonsConfirm } from '../../shared/admin/teachers.js';
import type { Actor } from '../audit/auditLog.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { cancelLessonsOn } from '../enrolment/cancelLessons.js';

// A teacher's time off or hours change that hits enrolled lessons (issue 40, point 4; issue 41, point 1): refused with
// them listed, or, when the owner confirms the list, those lessons canceled in the change's own transaction through the
// closure's path (cancelLessonsOn: each student credited with the school-cancel validity and told in their language,
// one audit entry with the reason). Trial bookings (and make-ups) in the way still refuse: they are moved or canceled
// by hand.

/** What became of a confirmed cancel: done, or why it was refused (the caller answers 409 with the list as it is). */
export type LessonsVerdict = 'canceled' | 'bookings' | 'changed';

const sameIds = (now: number[], seen: number[]) => new Set(seen).size === now.length && now.every((id) => seen.includes(id));

/**
 * The lessons in the way (`conflicts`, as syncShifts read them in this transaction) canceled when they are exactly
 * those the owner confirmed; the caller then syncs the shifts again (now free) and rolls all back on any refusal.
 */
export async function cancelLessonsInTheWay(
  tx: Queryable,
  deps: Pick<ServerDeps, 'publicUrl' | 'now'>,
  actor: Actor,
  conflicts: ConflictBooking[],
  confirm: CancelLessonsConfirm,
): Promise<LessonsVerdict> {
  if (conflicts.some((c) => c.kind !== 'lesson')) return 'bookings';
  const ids = conflicts.map((c) => c.id);
  if (!sameIds(ids, confirm.lessons)) return 'changed';
  const dates = [...new Set(conflicts.map((c) => c.booking_date))];
  const canceled = await cancelLessonsOn(tx, deps, actor, { lessonIds: ids, dates, reason: confirm.reason ?? null, cause: 'teacher' });
  return canceled === ids.length ? 'canceled' : 'changed';
}
