import { RECEIPT_ALREADY_ISSUED, type ReceiptIssue } from '../../shared/receiptIssue.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// The receipt's addressee and purpose, fixed at the first issue, and its prints: the first is the original, every
// later one is a reissue (再発行), marked on the page and written to the booking's history.

const COLUMNS = `addressee, purpose, to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as issued_at, prints`;

export async function findIssue(db: Queryable, bookingId: number): Promise<ReceiptIssue | null> {
  const [row] = await db.query<ReceiptIssue>(`select ${COLUMNS} from receipt_issues where booking_id = $1`, [bookingId]);
  return row ?? null;
}

/** Sets the addressee and purpose before the first print (audited); a second setting is refused (409): it is issued. */
export async function issueReceipt(
  db: Db,
  bookingId: number,
  wording: { addressee: string; purpose: string },
  actor: Actor,
  now: Date,
): Promise<ReceiptIssue> {
  return db.transaction(async (tx) => {
    const row = await issueIfNew(tx, bookingId, wording, actor, now);
    if (!row) throw new HttpError(409, RECEIPT_ALREADY_ISSUED);
    return row;
  });
}

/** The first issue's row, audited; null (nothing written) when it was issued before. */
async function issueIfNew(tx: Queryable, bookingId: number, wording: { addressee: string; purpose: string }, actor: Actor, now: Date) {
  const [row] = await tx.query<ReceiptIssue>(
    `insert into receipt_issues (booking_id, addressee, purpose, issued_at) values ($1, $2, $3, $4)
     on conflict (booking_id) do nothing returning ${COLUMNS}`,
    [bookingId, wording.addressee, wording.purpose, now.toISOString()],
  );
  const after = { addressee: wording.addressee, purpose: wording.purpose };
  if (row)
    await writeAudit(tx, actor, { action: 'booking.receipt_issued', targetType: 'booking', targetId: bookingId, bookingId, after }, now);
  return row ?? null;
}

/**
 * One print of an issued receipt (null when it was never issued): counted, and a reissue (any print after the
 * first) audited in the same transaction. `defaults`: a receipt staff print before it was issued is issued with
 * these (audited as issued) first.
 */
export async function printReceipt(
  db: Db,
  bookingId: number,
  actor: Actor,
  now: Date,
  defaults?: { addressee: string; purpose: string },
): Promise<ReceiptIssue | null> {
  return db.transaction(async (tx) => {
    if (defaults) await issueIfNew(tx, bookingId, defaults, actor, now);
    const [row] = await tx.query<ReceiptIssue>(`update receipt_issues set prints = prints + 1 where booking_id = $1 returning ${COLUMNS}`, [
      bookingId,
    ]);
    if (row && row.prints > 1) {
      const after = { addressee: row.addressee, purpose: row.purpose, prints: row.prints };
      await writeAudit(
        tx,
        actor,
        { action: 'booking.receipt_reissued', targetType: 'booking', targetId: bookingId, bookingId, after },
        now,
      );
    }
    return row ?? null;
  });
}
