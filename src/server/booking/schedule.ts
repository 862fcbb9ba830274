import fs from 'node:fs';
import { z } from 'zod';
import { addDays, weekday } from '../../shared/dates.js';
import { ScheduleSettings, WEEKDAYS, WeeklyHours } from '../../shared/admin/schedule.js';
import { TeacherInput } from '../../shared/admin/teachers.js';
import { holidayOn } from '../holidays/holidays.js';

// The school's schedule for the 'default' space: its shape is the console's contract (shared/admin/schedule.ts).
export const Schedule = ScheduleSettings;
export type Schedule = ScheduleSettings;

/**
 * A teacher in the seed file: a name and the languages they teach, optionally their weekly hours in the
 * schedule's form (without: the school's hours), profile, photo and whether visitors can book them online.
 */
export const SeedTeacher = z
  .object({
    name: TeacherInput.shape.name,
    languages: TeacherInput.shape.languages,
    weeklyHours: WeeklyHours.optional(),
    profile: TeacherInput.shape.profile,
    photoUrl: TeacherInput.shape.photo_url,
    bookableOnline: TeacherInput.shape.bookable_online,
  })
  .strict();
export type SeedTeacher = z.output<typeof SeedTeacher>;

/** The seed file (config/schedule.json): the schedule, and optionally the school's first teachers. */
export const ScheduleSeed = ScheduleSettings.extend({ teachers: z.array(SeedTeacher).max(200).optional() }).strict();
export type ScheduleSeed = z.input<typeof ScheduleSeed>;

export class ScheduleError extends Error {}

/** Reads and checks the schedule file; a bad file stops start-up with a message naming the field. */
export function loadSchedule(file: string): z.output<typeof ScheduleSeed> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new ScheduleError(`Invalid schedule ${file}: ${(e as Error).message}`);
  }
  const parsed = ScheduleSeed.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScheduleError(`Invalid schedule ${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** 'HH:MM' → minutes of the day, and back. */
export const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
export const toHHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export interface SlotTemplate {
  day: string;
  start: string;
  end: string;
}

/** Whether the school is closed all day: a closed date, or a national holiday when it closes on them. */
export function closedAllDay(schedule: Schedule, day: string): boolean {
  return schedule.closedDates.includes(day) || (schedule.closedOnHolidays === true && holidayOn(day) !== null);
}

/** The slots the schedule opens on one day (none on closed dates, nor on holidays when it closes on them). */
export function slotsForDay(schedule: Schedule, day: string): SlotTemplate[] {
  if (closedAllDay(schedule, day)) return [];
  const out: SlotTemplate[] = [];
  for (const [from, to] of schedule.weeklyHours[WEEKDAYS[weekday(day)]]) {
    for (let m = toMinutes(from); m + schedule.slotMinutes <= toMinutes(to); m += schedule.slotMinutes) {
      out.push({ day, start: toHHMM(m), end: toHHMM(m + schedule.slotMinutes) });
    }
  }
  return out;
}

/** The booking window runs from tomorrow (Tokyo date) up to N days ahead. */
export function bookingWindow(schedule: Schedule, today: string): { first: string; last: string } {
  return { first: addDays(today, 1), last: addDays(today, schedule.bookingWindowDays) };
}

export function daysOf(window: { first: string; last: string }): string[] {
  const days: string[] = [];
  for (let d = window.first; d <= window.last; d = addDays(d, 1)) days.push(d);
  return days;
}
