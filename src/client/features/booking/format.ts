import { TIME_ZONE } from '../../../shared/constants.js';

export { formatYen } from '../../../shared/format.js';

// Created_at is an instant; shows times in Japan time.
const tokyoDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
export function formatTokyoDateTime(instant: string): string {
  const t = new Date(instant);
  return Number.isNaN(t.getTime()) ? instant : `${tokyoDateTime.format(t)} (JST)`;
}
