import { z } from 'zod';
import { isIsoDate } from '../dates.js';

// Pieces the back office's contracts share.

/**
 * Dates the console can mean. Year 0 or 9999 (+7 days) is a date PostgreSQL or
 * JavaScript cannot hold, which used to end in a 500 (and a CSV cut off after its header).
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';
export const DATES_BETWEEN = `Dates must be between ${DATE_MIN} and ${DATE_MAX}.`;
export const IsoDate = z
  .string()
  .refine(isIsoDate, { message: 'Dates are written yyyy-MM-dd, for example 2026-11-24.', abort: true })
  .refine((date) => date >= DATE_MIN && date <= DATE_MAX, DATES_BETWEEN);
/** Row ids are PostgreSQL ints: a bigger number names no row (400, not a database error). */
export const RowId = z.number().int().positive().max(2_147_483_647);
/** An id in a path: plain decimal digits only. */
export const PathId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Ids are whole numbers.')
  .transform(Number)
  .pipe(RowId);
export const IdParams = z.object({ id: PathId });
/** Instants are ISO 8601 in UTC ("2026-11-24T01:02:03Z"). */
export const Instant = z.string();

/** One audit entry, as the console shows it (a booking's history, the activity log). */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: Instant,
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/**
 * An entry of the activity log: who by name (null: no account, e.g. OWNER_EMAILS), and for an entry about
 * a booking, whose booking and when (null: none, or a booking no longer there), to say it in plain words.
 */
export const ActivityEntry = AuditEntry.extend({
  actor_name: z.string().nullable(),
  booking: z.object({ user_name: z.string(), code: z.string(), booking_date: z.string(), start: z.string() }).nullable(),
  /** The member's or customer's name when the entry is about one (they are named, never numbered). */
  target_name: z.string().nullable().optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

import { AUDIT_KINDS } from './auditKinds.js';
export { AUDIT_KINDS, type AuditKind } from './auditKinds.js';

/** A page of the activity log, and everyone who appears in it (the person filter's choices). */
export const AuditPage = z.object({
  items: z.array(ActivityEntry),
  next_before: z.number().int().nullable(),
  actors: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
});
export type AuditPage = z.infer<typeof AuditPage>;
/** GET /api/admin/audit: the page before an entry's id, of one person (actor's email), one booking, one kind. */
export const AuditQuery = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    actor: z.string().trim().min(1).max(320).optional(),
    booking: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    kind: z.enum(AUDIT_KINDS).optional(),
  })
  .strict();
export type AuditQuery = z.input<typeof AuditQuery>;

/** Every answer that is only words, `{ detail }` (an error's, or an outcome's): the other answers with a detail extend it. */
export const DetailAnswer = z.object({ detail: z.string() });
export type DetailAnswer = z.infer<typeof DetailAnswer>;

/** A refused change that conflicts with bookings (schedule, closing a slot): they are listed to be handled first. */
export const ConflictBooking = z.object({
  id: z.number().int(),
  /** The booking's code (GT-4821): a conflict list names bookings by it, as the desk and the customer do. */
  code: z.string(),
  booking_date: z.string(),
  time_range: z.string(),
  user_name: z.string(),
  status: z.string(),
  /** 'lesson': an enrolled lesson (id is the lesson's, user_name its students); absent: a booking. */
  kind: z.enum(['booking', 'lesson']).optional(),
});
export type ConflictBooking = z.infer<typeof ConflictBooking>;
export const ConflictAnswer = DetailAnswer.extend({ conflicts: z.array(ConflictBooking) });
export type ConflictAnswer = z.infer<typeof ConflictAnswer>;
/** A refused change's 409: the bookings in the way listed, or only why. */
export const RefusedChange = z.union([ConflictAnswer, DetailAnswer]);
