import holidayJp from '@holiday-jp/holiday_jp';
import type { Holiday } from '../../shared/admin/holidays.js';
import { addDays } from '../../shared/dates.js';

// Japan's national holidays from a maintained data package (@holiday-jp/holiday_jp, the Cabinet Office's
// list with the substitute holidays 振替休日 worked out), on the server only: the visitor's /app entry is at
// its budget, so the console and the slot calendar get what they need from here.

const TABLE = holidayJp.holidays as unknown as Record<string, { name: string; name_en?: string } | undefined>;

/** The national holiday on a Tokyo calendar date (yyyy-MM-dd), or null. */
export function holidayOn(date: string): Holiday | null {
  const h = TABLE[date];
  if (!h) return null;
  return { date, name: h.name, name_en: h.name_en?.trim() || null };
}

/** The national holidays from `first` to `last` (both included), in date order. */
export function holidaysBetween(first: string, last: string): Holiday[] {
  const out: Holiday[] = [];
  // At most a year and a bit (the booking window): a walk by day over a keyed table is cheap.
  for (let d = first; d <= last; d = addDays(d, 1)) {
    const h = holidayOn(d);
    if (h) out.push(h);
  }
  return out;
}
