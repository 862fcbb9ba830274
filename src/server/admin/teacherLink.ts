import { TEACHER_LINKED_ELSEWHERE } from '../../shared/admin/staffTexts.js';
import { TEACHER_NOT_FOUND } from '../../shared/admin/teacherTexts.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// Which teacher a member is (teachers.user_id, unique: a member is at most one teacher). Owners set it on the
// teacher's page (teacherService.ts) or, for a teacher member, on the staff page with the role (setRole).

/** The teacher linked to the member now (as the audit records it), or null. */
export async function linkedTeacher(tx: Queryable, userId: number): Promise<{ teacher_id: number; teacher_name: string } | null> {
  const [row] = await tx.query<{ teacher_id: number; teacher_name: string }>(
    'select id as teacher_id, name as teacher_name from teachers where user_id = $1 for update',
    [userId],
  );
  return row ?? null;
}

/** The audit's words for a link: the teacher's id and name (the activity log shows the name), or nulls. */
export const linkFields = (t: { teacher_id: number; teacher_name: string } | null) => t ?? { teacher_id: null, teacher_name: null };

/**
 * Links the member to `teacherId` (null: to none), in the caller's transaction. The teacher must exist and not
 * be another member's (409: unlink them first, so no member loses their classes unseen). Each changed teacher's
 * version moves on, so an owner's open edit of it is refused as stale rather than undoing the link.
 */
export async function linkTeacher(tx: Queryable, userId: number, teacherId: number | null): Promise<void> {
  if (teacherId !== null) {
    const [t] = await tx.query<{ user_id: number | null }>('select user_id from teachers where id = $1 for update', [teacherId]);
    if (!t) throw new HttpError(404, TEACHER_NOT_FOUND);
    if (t.user_id !== null && t.user_id !== userId) throw new HttpError(409, TEACHER_LINKED_ELSEWHERE);
  }
  await tx.query('update teachers set user_id = null, version = version + 1 where user_id = $1 and id is distinct from $2::int', [
    userId,
    teacherId,
  ]);
  if (teacherId !== null) {
    await tx.query('update teachers set user_id = $1, version = version + 1 where id = $2 and user_id is distinct from $1', [
      userId,
      teacherId,
    ]);
  }
}
