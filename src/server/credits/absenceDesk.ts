import type { Absence } from '../../shared/absences.js';
import { ABSENCE_HAS_CREDIT, ABSENCE_NOT_FOUND } from '../../shared/creditWords.js';
import { makeUpValidUntil } from '../../shared/lessonRules.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { absencesOf, reportAbsence } from './absences.js';
import { grantCredits } from './ledger.js';
import { lessonRules } from './lessonRulesStore.js';

// The desk's side of absences: one reported for a student (a phone call), and a credit granted anyway for an absence
// that earned none (late, or over the month's limit); each audited in its transaction.

const absenceById = async (db: Queryable, enrolmentId: number, id: number): Promise<Absence> =>
  (await absencesOf(db, enrolmentId)).find((a) => a.id === id)!;

/** The desk reports an absence (granting a credit anyway when asked); the absence as recorded. */
export async function deskAbsence(
  db: Db,
  actor: Actor,
  enrolmentId: number,
  r: { day: string; grant_anyway: boolean; note: string | null },
  at: Date,
): Promise<Absence> {
  return db.transaction(async (tx) => {
    const id = await reportAbsence(
      tx,
      { enrolmentId, day: r.day, by: { kind: 'staff', userId: actor.id }, grantAnyway: r.grant_anyway, note: r.note },
      at,
    );
    const absence = await absenceById(tx, enrolmentId, id);
    await writeAudit(tx, actor, { action: 'absence.reported', targetType: 'enrolment', targetId: enrolmentId, after: absence }, at);
    return absence;
  });
}

/** Staff give a credit for an absence that earned none, with a reason; the absence as it is then. */
export async function grantForAbsence(db: Db, actor: Actor, absenceId: number, reason: string, at: Date): Promise<Absence> {
  return db.transaction(async (tx) => {
    const [a] = await tx.query<{ enrolment_id: number; customer_id: number; lesson_id: number; credit_id: number | null; day: string }>(
      `select a.enrolment_id, a.customer_id, a.lesson_id, a.credit_id, l.day::text as day
       from absences a join lessons l on l.id = a.lesson_id where a.id = $1 for update of a`,
      [absenceId],
    );
    if (!a) throw new HttpError(404, ABSENCE_NOT_FOUND);
    if (a.credit_id !== null) throw new HttpError(409, ABSENCE_HAS_CREDIT);
    const validUntil = makeUpValidUntil(await lessonRules(tx), a.day);
    const by = { kind: 'staff' as const, userId: actor.id };
    const credit = await grantCredits(
      tx,
      { customerId: a.customer_id, enrolmentId: a.enrolment_id, kind: 'absence', amount: 1, validUntil, lessonId: a.lesson_id, reason, by },
      at,
    );
    await tx.query('update absences set credit_id = $2, no_credit = null where id = $1', [absenceId, credit]);
    await writeAudit(
      tx,
      actor,
      { action: 'absence.credited', targetType: 'enrolment', targetId: a.enrolment_id, after: { absence: absenceId, reason } },
      at,
    );
    return absenceById(tx, a.enrolment_id, absenceId);
  });
}
