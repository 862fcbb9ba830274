import type { Queryable } from '../db/db.js';
import { writeAudit } from '../audit/auditLog.js';
import { MAX_ATTEMPTS, studentFacts } from './cardTuition.js';

// Changing the card of a card enrolment (issue 40, point 5), from the student's page: the test provider's page saves
// a new test card (stripeCardChange.ts: Stripe's Checkout in setup mode). Either way the change is audited, and the
// months that failed are charged to the new card at once instead of on the old card's retry schedule.

/** Who changed it: the student (their account, their address), as the audit's actor. */
export async function auditCardChanged(
  tx: Queryable,
  enrolmentId: number,
  at: Date,
  after: { provider: 'test' | 'stripe'; last4?: string },
) {
  const student = await studentFacts(tx, enrolmentId);
  const entry = { action: 'enrolment.card_changed', targetType: 'enrolment' as const, targetId: enrolmentId, after };
  await writeAudit(tx, { id: student.user_id, email: student.email ?? student.code }, entry, at);
}

/**
 * The test provider's card is replaced; a failed month is tried again on the renewal job's next pass with it (its
 * attempts allow one more), as Stripe pays the failed invoices with the new default card (stripeCardChange.ts).
 */
export async function testCardChanged(tx: Queryable, enrolmentId: number, card: string, at: Date): Promise<void> {
  await tx.query('update test_subscriptions set card = $2 where enrolment_id = $1', [enrolmentId, card]);
  await tx.query(
    `update tuition_months set last_attempt_on = null, attempts = least(attempts, $2::int - 1)
     where enrolment_id = $1 and status = 'failed'`,
    [enrolmentId, MAX_ATTEMPTS],
  );
  await auditCardChanged(tx, enrolmentId, at, { provider: 'test', last4: card.slice(-4) });
}
