import { addDays } from './dates.js';
import { endOfMonth, monthOf, nextMonth } from './tuition.js';

// The school's rules for absences and make-ups (issue 41), one setting block of the school's profile
// ('lesson_rules'), zod-free: its shape, the defaults of the research's schools (from-trial-to-student.md), and the
// dates they give.

export interface LessonRules {
  /** An absence reported by this time (HH:MM, Tokyo) … */
  absence_cutoff_time: string;
  /** … this many days before the lesson earns a make-up credit (1: the day before). */
  absence_cutoff_days: number;
  /** A make-up credit is valid to the end of the month this many months after the lesson's (1: the next month). */
  makeup_months: number;
  /** At most this many absence credits a calendar month (by the lesson's date); 0: no limit. */
  absences_per_month: number;
  /** A lesson the school cancels gives a credit valid this many months from the lesson (to the same day). */
  school_cancel_months: number;
}

export const DEFAULT_LESSON_RULES: LessonRules = {
  absence_cutoff_time: '20:00',
  absence_cutoff_days: 1,
  makeup_months: 1,
  absences_per_month: 2,
  school_cancel_months: 3,
};

const addMonths = (month: string, n: number): string => (n <= 0 ? month : addMonths(nextMonth(month), n - 1));

/** The last day a make-up credit earned by an absence from a lesson on `day` can be used. */
export const makeUpValidUntil = (r: LessonRules, day: string): string => endOfMonth(addMonths(monthOf(day), r.makeup_months));

/** The last day a credit for a lesson the school canceled on `day` can be used (the same day n months on, or the month's end). */
export function schoolCancelValidUntil(r: LessonRules, day: string): string {
  const month = addMonths(monthOf(day), r.school_cancel_months);
  const sameDay = `${month.slice(0, 8)}${day.slice(8)}`;
  return sameDay <= endOfMonth(month) ? sameDay : endOfMonth(month);
}

/** The last moment (Tokyo date and HH:MM) an absence from a lesson on `day` earns a credit. */
export const absenceCutoff = (r: LessonRules, day: string): { day: string; time: string } => ({
  day: addDays(day, -r.absence_cutoff_days),
  time: r.absence_cutoff_time,
});
