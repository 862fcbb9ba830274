import { localTimes } from '../../shared/dates.js';

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The browser's time zone (undefined where the runtime does not say). */
export const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A class time says whose time it is: "10:00-12:00 Japan time", and when the visitor's clock
 * differs, their own time beside it: "(02:00-04:00 your time)", with their date when that differs too.
 */
export function classTimeText(date: string, range: string, timeZone: string | null | undefined = browserTimeZone()): string {
  const local = localTimes(date, range, timeZone);
  if (!local) return `${range} Japan time`;
  const day = local.date === date ? '' : `, ${shortDate.format(new Date(`${local.date}T00:00:00Z`))}`;
  return `${range} Japan time (${local.range} your time${day})`;
}

export function ClassTime({ date, range }: { date: string; range: string }) {
  return <>{classTimeText(date, range)}</>;
}
