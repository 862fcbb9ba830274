import { RECEIPT_ALREADY_ISSUED, type ReceiptIssue } from '../../shared/receiptIssue.js';
import { writeAudit, type Actor, type AuditEntry } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// The receipt's addressee and purpose, fixed at the first issue, and its prints: the first is the original, every
// later one is a reissue (再発行), marked on the page and written to the history (the booking's, the enrolment's).

const COLUMNS = `addressee, purpose, to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as issued_at, prints`;

/** Whose receipt: its table and key, and the audit's target ('booking.receipt_issued', 'tuition.receipt_reissued', …). */
export interface ReceiptOf {
  table: 'receipt_issues' | 'tuition_receipt_issues';
  key: Array<[column: string, value: string | number]>;
  audit: { prefix: 'booking' | 'tuition'; target: Pick<AuditEntry, 'targetType' | 'targetId' | 'bookingId'>; facts?: object };
}

/** A trial booking's receipt. */
export const bookingReceipt = (bookingId: number): ReceiptOf => ({
  table: 'receipt_issues',
  key: [['booking_id', bookingId]],
  audit: { prefix: 'booking', target: { targetType: 'booking', targetId: bookingId, bookingId } },
});

/** A month of an enrolment's tuition's receipt (month: YYYY-MM). */
export const tuitionReceipt = (enrolmentId: number, month: string): ReceiptOf => ({
  table: 'tuition_receipt_issues',
  key: [
    ['enrolment_id', enrolmentId],
    ['month', `${month}-01`],
  ],
  audit: { prefix: 'tuition', target: { targetType: 'enrolment', targetId: enrolmentId }, facts: { month } },
});

const where = (of: ReceiptOf, from = 1) => of.key.map(([c], i) => `${c} = $${i + from}`).join(' and ');
const values = (of: ReceiptOf) => of.key.map(([, v]) => v);

async function audit(tx: Queryable, of: ReceiptOf, actor: Actor, what: 'receipt_issued' | 'receipt_reissued', after: object, now: Date) {
  const entry = { action: `${of.audit.prefix}.${what}`, ...of.audit.target, after: { ...of.audit.facts, ...after } };
  await writeAudit(tx, actor, entry, now);
}

export async function findIssue(db: Queryable, of: ReceiptOf): Promise<ReceiptIssue | null> {
  const [row] = await db.query<ReceiptIssue>(`select ${COLUMNS} from ${of.table} where ${where(of)}`, values(of));
  return row ?? null;
}

/** Sets the addressee and purpose before the first print (audited); a second setting is refused (409): it is issued. */
export async function issueReceipt(
  db: Db,
  of: ReceiptOf,
  wording: { addressee: string; purpose: string },
  actor: Actor,
  now: Date,
): Promise<ReceiptIssue> {
  return db.transaction(async (tx) => {
    const row = await issueIfNew(tx, of, wording, actor, now);
    if (!row) throw new HttpError(409, RECEIPT_ALREADY_ISSUED);
    return row;
  });
}

/** The first issue's row, audited; null (nothing written) when it was issued before. */
async function issueIfNew(tx: Queryable, of: ReceiptOf, wording: { addressee: string; purpose: string }, actor: Actor, now: Date) {
  const n = of.key.length;
  const [row] = await tx.query<ReceiptIssue>(
    `insert into ${of.table} (${of.key.map(([c]) => c).join(', ')}, addressee, purpose, issued_at)
     values (${of.key.map((_, i) => `$${i + 1}`).join(', ')}, $${n + 1}, $${n + 2}, $${n + 3})
     on conflict do nothing returning ${COLUMNS}`,
    [...values(of), wording.addressee, wording.purpose, now.toISOString()],
  );
  if (row) await audit(tx, of, actor, 'receipt_issued', { addressee: wording.addressee, purpose: wording.purpose }, now);
  return row ?? null;
}

/**
 * One print of an issued receipt (null when it was never issued): counted, and a reissue (any print after the
 * first) audited in the same transaction. `defaults`: a receipt staff print before it was issued is issued with
 * these (audited as issued) first.
 */
export async function printReceipt(
  db: Db,
  of: ReceiptOf,
  actor: Actor,
  now: Date,
  defaults?: { addressee: string; purpose: string },
): Promise<ReceiptIssue | null> {
  return db.transaction(async (tx) => {
    if (defaults) await issueIfNew(tx, of, defaults, actor, now);
    const [row] = await tx.query<ReceiptIssue>(
      `update ${of.table} set prints = prints + 1 where ${where(of)} returning ${COLUMNS}`,
      values(of),
    );
    if (row && row.prints > 1)
      await audit(tx, of, actor, 'receipt_reissued', { addressee: row.addressee, purpose: row.purpose, prints: row.prints }, now);
    return row ?? null;
  });
}
