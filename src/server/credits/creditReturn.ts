import type { Queryable } from '../db/db.js';
import { inTime } from './absences.js';
import { grantCredits, type CreditBy } from './ledger.js';
import { lessonRules } from './lessonRulesStore.js';

/** How a credit-paid booking was canceled: when, by whom, and whether the school did it. */
export interface CreditReturn {
  at: Date;
  /**
   * The visitor canceled (my page's make-up cancel, or the booking's own cancel): a make-up's credit comes back only
   * before the school's cut-off (lesson_rules, the absence's cut-off: "cancelling a make-up before the cut-off
   * returns the credit"). A pack's lesson has no cut-off of its own here: the visitor's cancel is refused after the
   * booking's (isCancellable), so a cancel that happens returns it. Staff and the school's closures always return it.
   */
  byVisitor: boolean;
  /** Who the ledger names (default: the system). */
  by?: CreditBy;
  /**
   * The school canceled it (a closed day): a make-up's credit comes back valid at least until this day, as a closure's
   * credit is; a pack's keeps its own date (the pack's validity is what the law's exemption rests on).
   */
  atLeastUntil?: string;
}

/**
 * A canceled booking that a credit paid for (a pack's lesson, a make-up) gives that credit back, once (returned_id is
 * unique): a `returned` lot of one credit, valid as long as the lot it came from and of the same pack or enrolment, in
 * the cancel's transaction. The one place that decides it, for every cancel path (the general cancel, my page's
 * make-up cancel). The lot's id; null when no credit paid for it, it was given back already, or the visitor canceled a
 * make-up after the cut-off.
 */
export async function returnCreditOf(tx: Queryable, bookingId: number, r: CreditReturn): Promise<number | null> {
  const [use] = await tx.query<{
    id: number;
    customer_id: number;
    enrolment_id: number | null;
    valid_until: string;
    pack_purchase_id: number | null;
    makeup_day: string | null;
  }>(
    `select u.id, u.customer_id, l.enrolment_id, l.valid_until::text as valid_until, l.pack_purchase_id,
       (select b.booking_date::text from bookings b where b.id = u.booking_id and b.kind = 'makeup') as makeup_day
     from lesson_credits u join lesson_credits l on l.id = u.lot_id
     where u.booking_id = $1 and u.kind = 'use' and not exists (select 1 from lesson_credits r where r.returned_id = u.id)`,
    [bookingId],
  );
  if (!use) return null;
  if (r.byVisitor && use.makeup_day && !inTime(await lessonRules(tx), use.makeup_day, r.at)) return null;
  const longer = r.atLeastUntil && !use.pack_purchase_id && r.atLeastUntil > use.valid_until;
  return grantCredits(
    tx,
    {
      customerId: use.customer_id,
      enrolmentId: use.enrolment_id,
      kind: 'returned',
      amount: 1,
      validUntil: longer ? r.atLeastUntil! : use.valid_until,
      bookingId,
      returnedId: use.id,
      packPurchaseId: use.pack_purchase_id,
      by: r.by ?? { kind: 'system' },
    },
    r.at,
  );
}
