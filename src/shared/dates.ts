// Dates are handled in Japan time (+09:00, no daylight saving). Pages and responses use
// yyyy-MM-dd; paths and bodies use yyyymmdd; times are HH:MM.

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;

/** True when y-m-d names a real calendar day (no 2026-02-30). */
function isRealDay(y: number, m: number, d: number): boolean {
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d); // not Date.UTC, which reads years 0-99 as 1900-1999
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** The calendar date in Tokyo at instant `now`, as yyyy-MM-dd. */
export function tokyoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && isRealDay(+m[1], +m[2], +m[3]);
}

export function isCompactDate(value: string): boolean {
  const m = COMPACT_DATE.exec(value);
  return m !== null && isRealDay(+m[1], +m[2], +m[3]);
}

/** 2026-11-24 → 20261124 */
export function toCompactDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** 20261124 → 2026-11-24 */
export function fromCompactDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

/** The yyyy-MM-dd date `days` after `isoDate` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  const t = new Date(`${isoDate}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** The weekday of a yyyy-MM-dd date, 0 = Sunday … 6 = Saturday. */
export function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** The instant a Tokyo wall-clock time starts ('2026-11-24', '10:30' → 2026-11-24T01:30:00Z). */
export function tokyoInstant(isoDate: string, time: string): Date {
  return new Date(`${isoDate}T${time}:00+09:00`);
}

/** Whether a timeslot of `isoDate` starting at `start` (Tokyo wall clock) has begun at instant `now`. */
export function slotBegun(isoDate: string, start: string, now: Date = new Date()): boolean {
  return tokyoInstant(isoDate, start).getTime() <= now.getTime();
}

/** One formatter per zone, made once: a timeslot list converts every slot's times on each render. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a time zone ('2026-11-24', '02:30'); throws for an unknown zone. */
function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** An instant on the school's clock, '2026-11-24T01:30:00Z' → '2026-11-24 10:30'; an unreadable value is returned as it is. */
export function tokyoDateTime(instant: string): string {
  const t = new Date(instant).getTime();
  return Number.isNaN(t) ? instant : new Date(t + TOKYO_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A class's Tokyo time range ('10:00-12:00' or '10:00-11:00, 14:00-15:00') as the visitor's
 * clock shows it: the same ranges in `timeZone`, and the local date the class starts on there. Null
 * when there is nothing to add: no zone known, or one that shows Japan's times that day.
 */
export function localTimes(
  isoDate: string,
  timeRange: string,
  timeZone: string | null | undefined,
): { range: string; date: string } | null {
  if (!timeZone) return null;
  const times = timeRange.match(/\d{2}:\d{2}/g) ?? [];
  if (times.length === 0) return null;
  try {
    const local = times.map((t) => wallClock(tokyoInstant(isoDate, t), timeZone));
    if (local.every((l, i) => l.time === times[i]) && local[0].date === isoDate) return null;
    let i = 0;
    return { range: timeRange.replace(/\d{2}:\d{2}/g, () => local[i++].time), date: local[0].date };
  } catch {
    return null; // a zone this runtime does not know
  }
}
