import { TIME_ZONE } from '../../../shared/constants.js';

export { formatYen } from '../../../shared/format.js';

// Created_at is an instant; shows times in Japan time, in words a visitor reads ('24 Nov 2026, 10:30 (JST)').
// shared/dates.ts's tokyoDateTime is the compact form ('2026-11-24 10:30') for the console's activity and schedule lines.
const mediumTokyoFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
export function formatTokyoDateTime(instant: string): string {
  const t = new Date(instant);
  return Number.isNaN(t.getTime()) ? instant : `${mediumTokyoFormat.format(t)} (JST)`;
}
