import type { WalkInCustomer, WalkInMade } from '../../shared/admin/enrolments.js';
import type { Queryable } from '../db/db.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';

// A walk-in enrolled at the desk without a trial (issue 40): the customer the enrolment needs, made with what they gave,
// audited in the same transaction. An email the school knows gives that customer (its name and language kept), as a
// desk booking's does, so one person never becomes two customers.

export async function walkInCustomer(tx: Queryable, actor: Actor, c: WalkInCustomer): Promise<WalkInMade> {
  const [row] = await tx.query<WalkInMade & { made: boolean }>(
    `insert into customers (name, email, phone, first_language, first_source) values ($1, $2, $3, $4, 'desk')
     on conflict (email) do update set phone = coalesce(customers.phone, excluded.phone)
     returning id, name, first_language, (xmax = 0) as made`,
    [c.name, c.email ?? null, c.phone ?? null, c.language],
  );
  if (row.made)
    await writeAudit(tx, actor, {
      action: 'customer.created',
      targetType: 'customer',
      targetId: row.id,
      after: { source: 'desk', enrolment: true },
    });
  return { id: row.id, name: row.name, first_language: row.first_language };
}
