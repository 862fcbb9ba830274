import type { MakeupRequest } from '../../shared/makeups.js';
import { paths } from '../../shared/paths.js';
import { teacherNameFor } from '../../shared/teacherName.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { studentFactsOn } from '../enrolment/factsOn.js';
import { makeupBookedMail } from '../mail/makeupTexts.js';
import { enqueueMail } from '../mail/outbox.js';
import type { EnrolmentFacts } from './makeupBooking.js';

/**
 * In a make-up's transaction: the student's confirmation (their language, the teacher's name as they read it), and,
 * booked at the desk, the audit entry naming the enrolment, the time and the teacher.
 */
export async function confirmMakeup(
  tx: Queryable,
  deps: Pick<ServerDeps, 'publicUrl' | 'now'>,
  e: EnrolmentFacts,
  made: { id: number; code: string },
  r: MakeupRequest,
  staff?: Actor,
): Promise<void> {
  const [b] = await tx.query<{ time_range: string; name: string; name_latin: string | null }>(
    'select b.time_range, t.name, t.name_latin from bookings b join teachers t on t.id = $2 where b.id = $1',
    [made.id, r.teacher_id],
  );
  const facts = await studentFactsOn(tx, e.id, r.day);
  const teacher = teacherNameFor(b.name, b.name_latin, facts.language);
  const mail = makeupBookedMail(
    facts,
    { day: r.day, timeRange: b.time_range, teacher, code: made.code },
    `${deps.publicUrl}${paths.myPage}`,
  );
  await enqueueMail(tx, mail, made.id);
  if (!staff) return;
  await writeAudit(
    tx,
    staff,
    {
      action: 'makeup.booked',
      targetType: 'enrolment',
      targetId: e.id,
      bookingId: made.id,
      before: null,
      after: { code: made.code, day: r.day, time_range: b.time_range, teacher_id: r.teacher_id, teacher_name: b.name },
    },
    deps.now(),
  );
}
