import type { EnrolmentTerms } from '../../shared/enrolment.js';
import type { Queryable } from '../db/db.js';
import type { StudentFacts } from '../mail/enrolmentTexts.js';
import { studentFacts } from './cardTuition.js';

/**
 * What a mail about the lessons of `day` needs: the student's facts with the terms in force that day. Before a change
 * of course or weekly time starts (issue 41 point 7) the enrolment's terms are already the new ones, but its lessons
 * are still the old class's: the first change starting after `day` kept the terms they follow (its old_terms).
 */
export async function studentFactsOn(tx: Queryable, enrolmentId: number, day: string): Promise<StudentFacts> {
  const facts = await studentFacts(tx, enrolmentId);
  const [then] = await tx.query<{ old_terms: EnrolmentTerms }>(
    `select old_terms from enrolment_changes where enrolment_id = $1 and from_day > $2::date order by id limit 1`,
    [enrolmentId, day],
  );
  return then ? { ...facts, terms: then.old_terms } : facts;
}
