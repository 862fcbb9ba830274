import type { ScheduleSettings, Weekday } from '../../../shared/admin/schedule.js';
import { isIsoDate } from '../../../shared/dates.js';
import { says, type ConsoleMessage } from './i18n/consoleMessage.js';
import type { MessageId } from './i18n/messageIds.js';

// The schedule form's draft (text as typed) and the checks the shared schema makes, so the
// owner sees a clear message next to the field before the server checks again.

export const DAYS: Array<{ key: Weekday; label: MessageId }> = [
  { key: 'mon', label: 'schedule.day.mon' },
  { key: 'tue', label: 'schedule.day.tue' },
  { key: 'wed', label: 'schedule.day.wed' },
  { key: 'thu', label: 'schedule.day.thu' },
  { key: 'fri', label: 'schedule.day.fri' },
  { key: 'sat', label: 'schedule.day.sat' },
  { key: 'sun', label: 'schedule.day.sun' },
];

export const NUMBER_FIELDS = [
  { key: 'slotMinutes', label: 'schedule.field.slotMinutes', min: 5, max: 240, whole: true },
  { key: 'seatsPerSlot', label: 'schedule.field.seatsPerSlot', min: 1, max: 100, whole: true },
  { key: 'pricePerSlotYen', label: 'schedule.field.pricePerSlotYen', min: 0, max: 1_000_000, whole: true },
  { key: 'taxRatePercent', label: 'schedule.field.taxRatePercent', min: 0, max: 100, whole: false },
  { key: 'bookingWindowDays', label: 'schedule.field.bookingWindowDays', min: 1, max: 366, whole: true },
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number]['key'];

export interface ScheduleDraft {
  numbers: Record<NumberField, string>;
  weeklyHours: Record<Weekday, Array<[string, string]>>;
  closedDates: string[];
  /** A phone booking's payment link lasts until the end of the day by default (ScheduleSettings.phoneLinkUntil). */
  phoneLinkAllDay: boolean;
  /** Closed on Japan's national holidays (ScheduleSettings.closedOnHolidays). */
  closedOnHolidays: boolean;
}

/** Field errors by key: a number field's key, or `mon.0.start` / `mon.0.end` for a range's times. */
export type DraftErrors = Record<string, ConsoleMessage>;

export function toDraft(s: ScheduleSettings): ScheduleDraft {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f.key, String(s[f.key])])) as Record<NumberField, string>;
  const weeklyHours = Object.fromEntries(
    DAYS.map((d) => [d.key, s.weeklyHours[d.key].map(([a, b]) => [a, b])]),
  ) as ScheduleDraft['weeklyHours'];
  return {
    numbers,
    weeklyHours,
    closedDates: [...s.closedDates].sort(),
    phoneLinkAllDay: s.phoneLinkUntil !== 'default',
    closedOnHolidays: s.closedOnHolidays === true,
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validateDraft(d: ScheduleDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const f of NUMBER_FIELDS) {
    const text = d.numbers[f.key].trim();
    const n = Number(text);
    if (text === '' || !Number.isFinite(n) || (f.whole && !Number.isInteger(n)) || n < f.min || n > f.max) {
      errors[f.key] = says(f.whole ? 'schedule.error.range' : 'schedule.error.rangeDecimal', { min: f.min, max: f.max });
    }
  }
  for (const { key } of DAYS) {
    d.weeklyHours[key].forEach(([start, end], i) => {
      if (!HHMM.test(start)) errors[`${key}.${i}.start`] = says('schedule.error.time', { example: '09:00' });
      if (!HHMM.test(end)) errors[`${key}.${i}.end`] = says('schedule.error.time', { example: '18:00' });
      else if (HHMM.test(start) && end <= start) errors[`${key}.${i}.end`] = says('schedule.error.endAfterStart');
    });
  }
  return errors;
}

export function toSettings(d: ScheduleDraft): ScheduleSettings {
  const n = (k: NumberField) => Number(d.numbers[k].trim());
  return {
    slotMinutes: n('slotMinutes'),
    seatsPerSlot: n('seatsPerSlot'),
    bookingWindowDays: n('bookingWindowDays'),
    pricePerSlotYen: n('pricePerSlotYen'),
    taxRatePercent: n('taxRatePercent'),
    weeklyHours: Object.fromEntries(DAYS.map((x) => [x.key, d.weeklyHours[x.key]])) as ScheduleSettings['weeklyHours'],
    closedDates: d.closedDates,
    // left out when it is the default (the end of the day), as the seed file leaves it out
    ...(!d.phoneLinkAllDay && { phoneLinkUntil: 'default' as const }),
    // left out when open on holidays (the seed file's default)
    ...(d.closedOnHolidays && { closedOnHolidays: true }),
  };
}

/** Why a date cannot be added to the closed dates, or null; `shown` writes the date as the page shows it. */
export function closedDateError(date: string, d: ScheduleDraft, shown: (date: string) => string = (x) => x): ConsoleMessage | null {
  if (!isIsoDate(date)) return says('schedule.error.chooseDate');
  if (d.closedDates.includes(date)) return says('schedule.error.alreadyClosed', { date: shown(date) });
  return null;
}
