import type { Queryable } from '../db/db.js';

/** Who did it: the staff member's account (null for the system, e.g. OWNER_EMAILS at start-up). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  /** What happened, as an event: 'booking.canceled', 'schedule.changed', 'staff.invited', … */
  action: string;
  targetType: 'booking' | 'schedule' | 'slot' | 'user' | 'invitation' | 'calendar_feed';
  targetId?: string | number | null;
  /** Set for entries about a booking: its page lists them as its history. */
  bookingId?: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Every state-changing staff call writes one entry, in the same transaction as the change
 * (pass the transaction): the record exists exactly when the change does.
 */
export async function writeAudit(tx: Queryable, actor: Actor, entry: AuditEntry, at?: Date): Promise<void> {
  await tx.query(
    `insert into audit_log (at, actor_id, actor_email, action, target_type, target_id, booking_id, before, after)
     values (coalesce($1::timestamptz, now()), $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      at?.toISOString() ?? null,
      actor.id,
      actor.email,
      entry.action,
      entry.targetType,
      entry.targetId == null ? null : String(entry.targetId),
      entry.bookingId ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

export interface AuditRow {
  id: number;
  at: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  booking_id: number | null;
  before: unknown;
  after: unknown;
}

const AUDIT_COLUMNS = `id::int as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, actor_email, action,
  target_type, target_id, booking_id, before, after`;

/** A booking's history, oldest first. */
export async function bookingHistory(db: Queryable, bookingId: number): Promise<AuditRow[]> {
  return db.query<AuditRow>(`select ${AUDIT_COLUMNS} from audit_log where booking_id = $1 order by id`, [bookingId]);
}

/** The newest entries (the console's activity log), newest first. */
export async function recentAudit(db: Queryable, limit: number, beforeId?: number): Promise<AuditRow[]> {
  return db.query<AuditRow>(`select ${AUDIT_COLUMNS} from audit_log where ($2::bigint is null or id < $2) order by id desc limit $1`, [
    limit,
    beforeId ?? null,
  ]);
}
