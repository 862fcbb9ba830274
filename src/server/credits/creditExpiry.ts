import { addDays, tokyoToday } from '../../shared/dates.js';
import { lockOnPostgres } from '../db/dayLocks.js';
import type { ServerDeps } from '../deps.js';
import { debitLot, type Lot } from './ledger.js';

// Credits past their date get an expiry row for the units left (the ledger then balances to what can be used). The
// sweep runs it like the lesson horizon: under an advisory lock (once, however many processes share the database),
// and for every lot whose date has passed, however long ago (a site that was down catches up). Were two to run
// anyway, the ledger's exclusion constraint refuses the second's rows.

const EXPIRY_LOCK = 'credit-expiry';

/** Writes the expiry rows due by now; how many lots expired. */
export async function expireCredits(deps: Pick<ServerDeps, 'db' | 'now'>): Promise<number> {
  const at = deps.now();
  const yesterday = addDays(tokyoToday(at), -1);
  return deps.db.transaction(async (tx) => {
    await lockOnPostgres(deps.db, tx, [EXPIRY_LOCK]);
    const lots = await tx.query<Lot & { customer_id: number }>(
      `select l.id, l.kind, l.amount, l.valid_until::text as valid_until, l.enrolment_id, l.customer_id,
         coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)::int as used
       from lesson_credits l
       where l.lot_id is null and l.valid_until <= $1::date
         and l.amount > coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)
       order by l.id`,
      [yesterday],
    );
    for (const lot of lots) {
      await debitLot(tx, lot, lot.amount - lot.used, { customerId: lot.customer_id, kind: 'expiry', by: { kind: 'system' } }, at);
    }
    return lots.length;
  });
}
