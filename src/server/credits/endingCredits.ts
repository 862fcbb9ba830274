import type { Queryable } from '../db/db.js';

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
