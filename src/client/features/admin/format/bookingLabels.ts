import type { LanguageCode } from '../../../../shared/constants.js';
import type { Attendance, SlotView } from '../../../../shared/admin/bookings.js';

// Words the console's bookings pages share.

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const fullDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Tue 24 Nov' for '2026-11-24' (a class date is a Japan date: formatted as written). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
/** 'Tuesday 24 November 2026'. */
export const longDayLabel = (date: string) => {
  const t = new Date(`${date}T00:00:00Z`);
  return `${weekdayFormat.format(t)} ${fullDateFormat.format(t)}`;
};

/** "1 free", "Full" or "Closed". */
export const seatsText = (slot: Pick<SlotView, 'closed' | 'seats_free'>) =>
  slot.closed ? 'Closed' : slot.seats_free > 0 ? `${slot.seats_free} free` : 'Full';

export const ATTENDANCE_LABELS: Record<Attendance, string> = { attended: 'Attended', no_show: 'No-show' };
export const attendanceText = (a: Attendance | null) => (a ? ATTENDANCE_LABELS[a] : 'Not marked');

export const SOURCE_LABELS = { web: 'Website', phone: 'Phone', desk: 'At the desk' } as const;

export const LANGUAGE_LABELS: Record<LanguageCode, string> = {
  en: 'English',
  'zh-CN': 'Chinese (simplified)',
  'zh-TW': 'Chinese (traditional)',
  ja: 'Japanese',
};
