import { addDays, weekday } from './dates.js';

// Monthly tuition's rules, in one place (the server charges by them; the confirmation screen shows them):
// - a weekly class has its course's lessons_per_month lessons a month: the first that many dates of its weekday in
//   the month on which the school is open (a fifth week has no lesson: the fee is fixed, as Japanese schools do);
// - the first month is priced by the lessons left in it from the first lesson (rounded down to the yen), and the
//   enrolment fee is paid with it; every later month costs the monthly fee, charged on the school's charge day;
// - the contract runs month by month; a withdrawal asked by the withdrawal day ends it at that month's end.

/** The day of the month on which each month's tuition is charged (for that month). */
export const TUITION_CHARGE_DAY = 1;
/** A withdrawal (or a pause) asked by this day of a month takes effect from the next month. */
export const WITHDRAW_BY_DAY = 15;

/** The first day of the month of a date ('2026-12-08' → '2026-12-01'). */
export const monthOf = (isoDate: string): string => `${isoDate.slice(0, 7)}-01`;

/** The first day of the month after. */
export function nextMonth(month: string): string {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The last day of a date's month. */
export const endOfMonth = (isoDate: string): string => addDays(nextMonth(monthOf(isoDate)), -1);

/** The day a month's tuition is charged. */
export const chargeDay = (month: string): string => `${month.slice(0, 8)}${String(TUITION_CHARGE_DAY).padStart(2, '0')}`;

/** The dates of a weekly class's lessons in a month: the first `perMonth` dates of its weekday on which the school is open. */
export function lessonDatesOfMonth(day: number, month: string, perMonth: number, isOpen: (date: string) => boolean): string[] {
  const out: string[] = [];
  let d = month;
  while (weekday(d) !== day) d = addDays(d, 1);
  for (; monthOf(d) === month && out.length < perMonth; d = addDays(d, 7)) if (isOpen(d)) out.push(d);
  return out;
}

/** A month's tuition for so many of its lessons (the monthly fee for a full month; the first month pro rata). */
export const tuitionFor = (course: { monthly_fee: number; lessons_per_month: number }, lessons: number): number =>
  Math.floor((course.monthly_fee * Math.min(lessons, course.lessons_per_month)) / course.lessons_per_month);
