import type { Queryable } from '../db/db.js';

/** Who did it: the staff member's account (null for the system, e.g. OWNER_EMAILS at start-up). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  /** What happened, as an event: 'booking.canceled', 'schedule.changed', 'staff.invited', … */
  action: string;
  targetType:
    | 'booking'
    | 'schedule'
    | 'slot'
    | 'user'
    | 'invitation'
    | 'calendar_feed'
    | 'teacher'
    | 'customer'
    | 'tracked_link'
    | 'school'
    | 'enrolment'
    | 'course'
    | 'pack';
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

/** The activity log's filters: one person (by email), one booking, one kind of action. */
export interface AuditFilter {
  before?: number;
  actor?: string;
  booking?: number;
  kind?: 'bookings' | 'schedule' | 'staff';
}

const KIND_ACTIONS: Record<NonNullable<AuditFilter['kind']>, string[]> = {
  bookings: ['booking.%', 'bookings.%', 'customer.%'],
  schedule: ['schedule.%', 'slot.%'],
  staff: ['staff.%', 'teacher.%'],
};

export interface ActivityRow extends AuditRow {
  actor_name: string | null;
  /** The name of the member or customer an entry is about (null for other targets). */
  target_name: string | null;
  booking: { user_name: string; code: string; booking_date: string; start: string } | null;
}

/** The newest entries (the console's activity log), newest first, filtered; with the actor's name and the booking's facts. */
export async function recentAudit(db: Queryable, limit: number, filter: AuditFilter = {}): Promise<ActivityRow[]> {
  const rows = await db.query<
    AuditRow & {
      actor_name: string | null;
      target_name: string | null;
      b_name: string | null;
      b_code: string | null;
      b_date: string | null;
      b_start: string | null;
    }
  >(
    `select a.id::int as id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, a.actor_email, a.action,
       a.target_type, a.target_id, a.booking_id, a.before, a.after, u.name as actor_name,
       b.user_name as b_name, b.code as b_code, b.booking_date::text as b_date, split_part(b.time_range, '-', 1) as b_start,
       -- a person is named by their name, never by their account's or record's number
       case a.target_type when 'user' then (select t.name from users t where t.id::text = a.target_id)
         when 'customer' then (select t.name from customers t where t.id::text = a.target_id) end as target_name
     from audit_log a left join users u on u.id = a.actor_id left join bookings b on b.id = a.booking_id
     where ($2::bigint is null or a.id < $2) and ($3::text is null or a.actor_email = $3)
       and ($4::bigint is null or a.booking_id = $4) and ($5::text[] is null or a.action like any($5::text[]))
     order by a.id desc limit $1`,
    [limit, filter.before ?? null, filter.actor ?? null, filter.booking ?? null, filter.kind ? KIND_ACTIONS[filter.kind] : null],
  );
  return rows.map(({ b_name, b_code, b_date, b_start, ...row }) => ({
    ...row,
    booking:
      b_name !== null && b_code !== null && b_date !== null && b_start !== null
        ? { user_name: b_name, code: b_code, booking_date: b_date, start: b_start }
        : null,
  }));
}

/** Everyone in the activity log, by email, with their name where they have an account; the newest name first. */
export async function auditActors(db: Queryable): Promise<Array<{ email: string; name: string | null }>> {
  return db.query(
    `select a.actor_email as email, max(u.name) as name from audit_log a left join users u on u.id = a.actor_id
     group by a.actor_email order by a.actor_email`,
  );
}
