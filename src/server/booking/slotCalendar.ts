import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { tokyoToday } from '../../shared/dates.js';
import type { ServerDeps } from '../deps.js';
import { bookingWindow, daysOf, slotsForDay, type Schedule } from './schedule.js';
import { daysWithSlots, insertSlots } from './slotRepository.js';
import { hasTeachers, syncShifts } from '../teachers/shifts.js';

/**
 * Slot rows exist for every open day of the booking window. The window moves with the Tokyo date,
 * so the days that entered it since the last look get their slots (idempotent inserts: several
 * processes may do this at once). Returns the window's days. Today's slots are made too, though visitors
 * book from tomorrow: the front desk takes walk-ins for today, also on a server first started today.
 */
export function slotCalendar(deps: Pick<ServerDeps, 'db' | 'schedule' | 'now'>) {
  let readyFor = '';
  let readySchedule: Schedule | null = null;
  let readyDays: string[] = [];
  /** The window's days (shared: callers must not change the array). */
  return async function ensureWindow(): Promise<string[]> {
    const today = tokyoToday(deps.now());
    if (readyFor === today && readySchedule === deps.schedule) return readyDays;
    const schedule = deps.schedule;
    const window = bookingWindow(schedule, today);
    const days = daysOf(window);
    const existing = await daysWithSlots(deps.db, RENTAL_SPACE_ID, today, window.last);
    const missing = [today, ...days].filter((d) => !existing.has(d)).flatMap((d) => slotsForDay(schedule, d));
    if (missing.length) {
      // With teachers, the new days' shifts (and so their seats) come in the same transaction as their slots.
      await deps.db.transaction(async (tx) => {
        await insertSlots(tx, RENTAL_SPACE_ID, schedule.seatsPerSlot, missing);
        if (await hasTeachers(tx)) await syncShifts(tx, missing[0].day, missing.at(-1)!.day, schedule.seatsPerSlot);
      });
    }
    [readyFor, readySchedule, readyDays] = [today, schedule, days];
    return days;
  };
}
