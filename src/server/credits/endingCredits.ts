import type { Queryable } from '../db/db.js';
import { debitLot, openLots } from './ledger.js';

/**
 * The make-up credits an enrolment's end leaves unused: each of its lots with units left and still valid today, shown
 * valid until the earlier of its own date and the enrolment's last day (a make-up is booked only while the enrolment
 * runs). A pack's credits belong to no enrolment and outlive it.
 */
export async function creditsEndingWith(
  db: Queryable,
  enrolmentId: number,
  today: string,
  endsOn: string,
): Promise<Array<{ count: number; valid_until: string; reason: string }>> {
  return db.query(
    `select l.amount - coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)::int as count,
       least(l.valid_until, $3::date)::text as valid_until, l.kind as reason
     from lesson_credits l
     where l.enrolment_id = $1 and l.lot_id is null and l.pack_purchase_id is null and l.valid_until >= $2::date
       and l.amount > coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)
     order by l.valid_until, l.id`,
    [enrolmentId, today, endsOn],
  );
}

/**
 * The enrolment has ended (the job, the day after its last): its make-up credits still unused expire ("credits expire
 * on the 休会 or 退会 date"), each lot's units left taken by an expiry row as a lot past its date is (creditExpiry.ts);
 * what creditsEndingWith listed before the withdrawal was confirmed. A make-up booked before the end has used its
 * credit already, and a pack's credits belong to the customer, not the enrolment. The lots are locked as a spender
 * locks them. A lot whose own date passed before `today` is the daily expiry's. How many lots expired.
 */
export async function expireEndedCredits(tx: Queryable, e: { id: number; customerId: number }, today: string, at: Date): Promise<number> {
  const lots = (await openLots(tx, e.customerId, today, { lock: true, enrolmentId: e.id })).filter(
    (lot) => lot.enrolment_id === e.id && lot.pack_purchase_id === null,
  );
  for (const lot of lots) {
    await debitLot(tx, lot, lot.amount - lot.used, { customerId: e.customerId, kind: 'expiry', by: { kind: 'system' } }, at);
  }
  return lots.length;
}
