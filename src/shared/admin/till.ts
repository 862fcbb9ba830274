import { z } from 'zod';
import { addDays } from '../dates.js';
import { ExportQuery } from './bookings.js';
import { Instant, IsoDate } from './common.js';

// The till (レジ締め): the cash that went in and out of the desk's drawer on one day (Japan time), whatever the
// lessons' dates, from the money movements (migration 0036). GET /api/admin/till?date=yyyy-MM-dd (today in Japan
// when left out); staff and owners.

export const TillQuery = z.object({ date: IsoDate.optional() }).strict();
export type TillQuery = z.input<typeof TillQuery>;

/**
 * What a movement was: the booking's own payment ('first'), a booking paid at the lesson taken ('lesson'), a move's
 * difference ('move'), a cancel's refund of a charge ('cancel'), a payment that came after it was no longer owed ('late'),
 * a month of an enrolment's tuition ('tuition').
 */
export const MOVEMENT_PARTS = ['first', 'lesson', 'move', 'cancel', 'late', 'tuition'] as const;
export const MovementPart = z.enum(MOVEMENT_PARTS);
export type MovementPart = z.infer<typeof MovementPart>;

/** One cash movement: taken from a customer ('payment') or handed back ('refund'). */
export const TillMovement = z.object({
  at: Instant,
  kind: z.enum(['payment', 'refund']),
  part: MovementPart,
  yen: z.number().int(),
  /** The booking it is for; null for tuition, whose enrolment it is. */
  booking_id: z.number().int().nullable(),
  enrolment_id: z.number().int().nullable(),
  /** The booking's code (GT-…), or the enrolment's (EN-…). */
  code: z.string(),
  customer: z.string(),
  /** The clerk who took or handed back the cash; null: not recorded (before the till existed). */
  clerk: z.string().nullable(),
});
export type TillMovement = z.infer<typeof TillMovement>;

export const TillReport = z.object({
  date: IsoDate,
  /** In time order. */
  movements: z.array(TillMovement),
  /** Cash taken, cash handed back, and what the drawer should hold more than it did in the morning. */
  taken: z.number().int(),
  handed_back: z.number().int(),
  net: z.number().int(),
});
export type TillReport = z.infer<typeof TillReport>;

/** The money CSV's range: a year at most (one query per day). */
export const MONEY_RANGE_TOO_LONG = 'Choose at most 366 days for the money movements.';

/**
 * GET /api/admin/money/export.csv?from&to[&headings]: the money movements of the days from..to (Japan time, the day
 * the money moved), one row each, as CSV (UTF-8 BOM, CRLF); `headings` is the file's language (its headings and its words).
 */
export const MoneyExportQuery = ExportQuery.refine((q) => addDays(q.from, 365) >= q.to, { message: MONEY_RANGE_TOO_LONG, path: ['to'] });
export type MoneyExportQuery = z.input<typeof MoneyExportQuery>;
