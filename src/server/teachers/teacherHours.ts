import { WEEKDAYS, type WeeklyHours } from '../../shared/admin/schedule.js';
import { weekday } from '../../shared/dates.js';

// Which slots a teacher works, from their hours: pure, so the rule is tested on its own.

export interface TeacherHours {
  id: number;
  /** null: whenever the school is open (every slot the schedule makes). */
  weekly_hours: WeeklyHours | null;
  /** Dated exceptions: other hours that day, or [] for a day off. */
  days: Map<string, Array<[string, string]>>;
}

export interface SlotTimes {
  id: number;
  day: string;
  start: string;
  end: string;
}

/**
 * Whether the teacher works the whole slot: its time lies inside one of the teacher's stretches that day
 * (a dated exception replaces the weekday's hours). The slots exist only in the school's opening hours
 * and never on its closed dates, so a teacher's hours always stay inside the school's.
 */
export function worksSlot(t: TeacherHours, slot: SlotTimes): boolean {
  const hours = t.days.get(slot.day) ?? (t.weekly_hours ? t.weekly_hours[WEEKDAYS[weekday(slot.day)]] : null);
  if (hours === null) return true;
  return hours.some(([from, to]) => from <= slot.start && slot.end <= to);
}
