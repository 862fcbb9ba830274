import type { CreditCorrection, CreditEntry, CreditLedger } from '../../shared/admin/credits.js';
import { CREDITS_TOO_FEW, CREDIT_VALID_PAST } from '../../shared/admin/credits.js';
import { CUSTOMER_NOT_FOUND } from '../../shared/admin/customers.js';
import { tokyoToday } from '../../shared/dates.js';
import { makeUpValidUntil } from '../../shared/lessonRules.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { grantCredits, openLots, takeBack } from './ledger.js';
import { lessonRules } from './lessonRulesStore.js';

// The staff's side of the ledger: a student's rows with their balance, and a correction with a reason (audited in
// the correction's transaction).

/** The customer's whole ledger, newest first, with the lots still usable (null: no such customer). */
export async function creditLedger(db: Queryable, customerId: number, today: string): Promise<CreditLedger | null> {
  if (!(await db.query('select 1 from customers where id = $1', [customerId])).length) return null;
  const entries = await db.query<CreditEntry>(
    `select c.id, c.kind, c.amount, c.reason, c.valid_until::text as valid_until, c.lot_id, c.enrolment_id,
       l.day::text as lesson_day, b.code as booking_code, c.by_kind, u.email as by_email,
       to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
     from lesson_credits c left join lessons l on l.id = c.lesson_id left join bookings b on b.id = c.booking_id
       left join users u on u.id = c.by_user
     where c.customer_id = $1 order by c.id desc`,
    [customerId],
  );
  const lots = (await openLots(db, customerId, today)).map((l) => ({
    id: l.id,
    kind: l.kind,
    left: l.amount - l.used,
    valid_until: l.valid_until,
  }));
  return { customer_id: customerId, balance: lots.reduce((s, l) => s + l.left, 0), lots, entries };
}

/** Staff give (+) or take back (−) credits with a reason; the ledger as it is then. */
export async function correctCredits(db: Db, actor: Actor, customerId: number, c: CreditCorrection, at: Date): Promise<CreditLedger> {
  const today = tokyoToday(at);
  return db.transaction(async (tx) => {
    if (!(await tx.query('select 1 from customers where id = $1', [customerId])).length) throw new HttpError(404, CUSTOMER_NOT_FOUND);
    const by = { kind: 'staff' as const, userId: actor.id };
    const reason = c.reason.trim();
    const enrolmentId = c.enrolment_id ?? null;
    if (c.change > 0) {
      const validUntil = c.valid_until ?? makeUpValidUntil(await lessonRules(tx), today);
      if (validUntil < today) throw new HttpError(400, CREDIT_VALID_PAST);
      await grantCredits(tx, { customerId, enrolmentId, kind: 'staff', amount: c.change, validUntil, reason, by }, at);
    } else if (!(await takeBack(tx, { customerId, enrolmentId, count: -c.change, reason, today, by }, at))) {
      throw new HttpError(409, CREDITS_TOO_FEW);
    }
    await writeAudit(
      tx,
      actor,
      {
        action: 'credits.corrected',
        targetType: 'customer',
        targetId: customerId,
        after: { change: c.change, reason, enrolment_id: enrolmentId },
      },
      at,
    );
    return (await creditLedger(tx, customerId, today))!;
  });
}
