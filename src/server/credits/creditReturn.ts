import type { Queryable } from '../db/db.js';
import { grantCredits } from './ledger.js';

/**
 * A canceled booking that a credit paid for (a pack's lesson, a make-up) gives that credit back, once (returned_id is
 * unique): a `returned` lot of one credit, valid as long as the lot it came from and of the same pack or enrolment, in
 * the cancel's transaction. Nothing when no credit paid for it or it was given back already. The visitor's cancel is
 * allowed only before the booking's cut-off, so a cancel that happens returns the credit. `atLeastUntil`: the school
 * canceled it (a closed day), so a make-up's credit comes back valid at least as a closure's credit is; a pack's
 * keeps its own date (the pack's validity is what the law's exemption rests on).
 */
export async function returnCreditOf(tx: Queryable, bookingId: number, at: Date, atLeastUntil?: string): Promise<number | null> {
  const [use] = await tx.query<{
    id: number;
    customer_id: number;
    enrolment_id: number | null;
    valid_until: string;
    pack_purchase_id: number | null;
  }>(
    `select u.id, u.customer_id, l.enrolment_id, l.valid_until::text as valid_until, l.pack_purchase_id
     from lesson_credits u join lesson_credits l on l.id = u.lot_id
     where u.booking_id = $1 and u.kind = 'use' and not exists (select 1 from lesson_credits r where r.returned_id = u.id)`,
    [bookingId],
  );
  if (!use) return null;
  return grantCredits(
    tx,
    {
      customerId: use.customer_id,
      enrolmentId: use.enrolment_id,
      kind: 'returned',
      amount: 1,
      validUntil: atLeastUntil && !use.pack_purchase_id && atLeastUntil > use.valid_until ? atLeastUntil : use.valid_until,
      bookingId,
      returnedId: use.id,
      packPurchaseId: use.pack_purchase_id,
      by: { kind: 'system' },
    },
    at,
  );
}
