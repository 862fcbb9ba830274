import { CUSTOMER_NOT_FOUND, NOTE_STALE, type NoteSaved } from '../../shared/admin/customers.js';
import * as messages from '../../shared/messages.js';
import { writeAudit, type Actor, type AuditEntry } from '../audit/auditLog.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../errors.js';

// The staff-only notes on a customer and on a booking. Each change is one transaction with its audit entry
// (before and after), refused with 409 when the note changed since the clerk opened it (its version).
// No visitor-facing query reads these columns (BookingRow leaves them out on purpose).

interface NoteTarget {
  table: 'customers' | 'bookings';
  versionColumn: 'version' | 'note_version';
  notFound: string;
  audit(id: number): Pick<AuditEntry, 'action' | 'targetType' | 'targetId' | 'bookingId'>;
}

const CUSTOMER: NoteTarget = {
  table: 'customers',
  versionColumn: 'version',
  notFound: CUSTOMER_NOT_FOUND,
  audit: (id) => ({ action: 'customer.note_changed', targetType: 'customer', targetId: id }),
};
const BOOKING: NoteTarget = {
  table: 'bookings',
  versionColumn: 'note_version',
  notFound: messages.bookingNotFound,
  audit: (id) => ({ action: 'booking.note_changed', targetType: 'booking', targetId: id, bookingId: id }),
};

async function saveNote(db: Db, target: NoteTarget, actor: Actor, id: number, note: string | null, version: number): Promise<NoteSaved> {
  const { table, versionColumn: v } = target;
  return db.transaction(async (tx) => {
    // Locked while compared, so two clerks saving at once: one wins, the other is told it changed.
    const [row] = await tx.query<{ note: string | null; version: number }>(
      `select note, ${v} as version from ${table} where id = $1 for update`,
      [id],
    );
    if (!row) throw new HttpError(404, target.notFound);
    if (row.version !== version) throw new HttpError(409, NOTE_STALE);
    const [saved] = await tx.query<NoteSaved>(
      `update ${table} set note = $2, ${v} = ${v} + 1 where id = $1 returning note, ${v} as version`,
      [id, note],
    );
    await writeAudit(tx, actor, { ...target.audit(id), before: { note: row.note }, after: { note: saved.note } });
    return saved;
  });
}

/** PUT /api/admin/customers/:id/note */
export const saveCustomerNote = (db: Db, actor: Actor, id: number, note: string | null, version: number) =>
  saveNote(db, CUSTOMER, actor, id, note, version);

/** PUT /api/admin/bookings/:id/note */
export const saveBookingNote = (db: Db, actor: Actor, id: number, note: string | null, version: number) =>
  saveNote(db, BOOKING, actor, id, note, version);
