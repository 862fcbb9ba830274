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

export const AuditPage = z.object({ items: z.array(AuditEntry), next_before: z.number().int().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;
export const AuditQuery = z.object({ before: z.coerce.number().int().positive().optional() });

/** A refused change that conflicts with bookings (schedule, closing a slot): they are listed to be handled first. */
export const ConflictBooking = z.object({
  id: z.number().int(),
  booking_date: z.string(),
  time_range: z.string(),
  user_name: z.string(),
  status: z.string(),
});
export type ConflictBooking = z.infer<typeof ConflictBooking>;
export const ConflictAnswer = z.object({ detail: z.string(), conflicts: z.array(ConflictBooking) });
export type ConflictAnswer = z.infer<typeof ConflictAnswer>;
