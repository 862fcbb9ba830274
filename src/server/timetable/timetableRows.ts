import { WEEKDAYS, type WeeklyHours } from '../../shared/admin/schedule.js';
import type { TimetableBlock, TimetableRow } from '../../shared/admin/timetable.js';
import { weekday } from '../../shared/dates.js';
import { toHHMM, toMinutes } from '../booking/schedule.js';
import { worksSlot, type TeacherHours } from '../teachers/teacherHours.js';

// The timetable's rows, pure so the rules are tested on their own: the grid of timeslots, and each one's state.

/** A day's slot rows as stored (the hours when they were made; `closed`: closed by hand). */
export interface StoredSlot {
  day: string;
  start: string;
  end: string;
  closed: boolean;
}

/**
 * The grid: every slotMinutes from the earliest opening to the latest closing of the shown days' weekdays (their
 * stored slots and blocks too, should the hours have changed since), so a break in the hours is a closed row.
 */
export function gridTimes(
  hours: WeeklyHours,
  slotMinutes: number,
  days: string[],
  stored: StoredSlot[],
  blocks: TimetableBlock[],
): Array<{ start: string; end: string }> {
  const spans = [
    ...days.flatMap((d) => hours[WEEKDAYS[weekday(d)]]),
    ...stored.map((s) => [s.start, s.end]),
    ...blocks.map((b) => [b.start, b.end]),
  ];
  if (spans.length === 0) return [];
  const first = Math.min(...spans.map(([from]) => toMinutes(from)));
  const last = Math.max(...spans.map(([, to]) => toMinutes(to)));
  const out = [];
  for (let m = first; m < last; m += slotMinutes) out.push({ start: toHHMM(m), end: toHHMM(m + slotMinutes) });
  return out;
}

export interface DayFacts {
  date: string;
  /** A closed date of the school. */
  closedDate: boolean;
  /** The school's weekly hours (for a day whose slots are not stored). */
  hours: WeeklyHours;
  /** The day's stored slots; [] when none were made (a day outside the booking window). */
  stored: StoredSlot[];
  teachers: TeacherHours[];
  blocks: TimetableBlock[];
}

/** Whether the school is open for the whole of [start, end) that day. */
function isOpen(day: DayFacts, start: string, end: string): boolean {
  if (day.closedDate) return false;
  if (day.stored.length) return day.stored.some((s) => s.start === start && !s.closed);
  return day.hours[WEEKDAYS[weekday(day.date)]].some(([from, to]) => from <= start && end <= to);
}

/**
 * One row's state: closed; else 'no_teacher' when no teacher works then; 'full' (満席) only when every teacher who
 * works then has a class then; else open, with how many are free.
 */
export function rowOf(day: DayFacts, time: { start: string; end: string }): TimetableRow {
  if (!isOpen(day, time.start, time.end)) return { ...time, state: 'closed', working: [], free: 0 };
  const slot = { id: 0, day: day.date, ...time };
  const working = day.teachers.filter((t) => worksSlot(t, slot)).map((t) => t.id);
  const busy = new Set(day.blocks.filter((b) => b.start < time.end && time.start < b.end).map((b) => b.teacher_id));
  const free = working.filter((id) => !busy.has(id)).length;
  const state = working.length === 0 ? 'no_teacher' : free === 0 ? 'full' : 'open';
  return { ...time, state, working, free };
}
