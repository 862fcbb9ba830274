import type { PayloadAction } from '@reduxjs/toolkit';
import type { ConflictBooking } from '../../../../shared/admin/common.js';
import type { CloseDatesResult, ScheduleState as Schedule, UpdateScheduleBody } from '../../../../shared/admin/schedule.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import type { ScheduleState } from './scheduleState.js';

// "Cancel these N bookings and close the date": the schedule part's reducers for the offer that a save
// refused for bookings makes when all it did was close dates (the bookings listed are all on those dates).

type State = ScheduleState;

/** JSON with each object's keys in order: the form builds its settings in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/**
 * The dates a refused save would have closed, when closing them is all it changed and every booking listed
 * is on them; otherwise null (another refused change is not offered this way: its bookings are moved or
 * canceled one by one).
 */
export function datesToClose(
  current: Schedule | null,
  submitted: UpdateScheduleBody | null,
  conflicts: ConflictBooking[],
): string[] | null {
  if (!current || !submitted || conflicts.length === 0 || submitted.version !== current.version) return null;
  const { closedDates: after, ...rest } = submitted.settings;
  const { closedDates: before, ...was } = current.settings;
  if (canonical(rest) !== canonical(was)) return null;
  const added = after.filter((d) => !before.includes(d)).sort();
  if (added.length === 0 || !before.every((d) => after.includes(d))) return null;
  return conflicts.every((c) => added.includes(c.booking_date)) ? added : null;
}

/**
 * The holidays with bookings, when a refused save only turned "Closed on national holidays" on and every booking
 * listed is on a national holiday the server named; otherwise null. Closing them turns the setting on (holidays: true).
 */
export function holidaysToClose(
  current: Schedule | null,
  submitted: UpdateScheduleBody | null,
  conflicts: ConflictBooking[],
): string[] | null {
  if (!current || !submitted || conflicts.length === 0 || submitted.version !== current.version) return null;
  const { closedOnHolidays: after, ...rest } = submitted.settings;
  const { closedOnHolidays: before, ...was } = current.settings;
  if (!after || before || canonical(rest) !== canonical(was)) return null;
  const holidays = new Set((current.holidays ?? []).map((h) => h.date));
  const dates = [...new Set(conflicts.map((c) => c.booking_date))].sort();
  return dates.every((d) => holidays.has(d)) ? dates : null;
}

export const closeDatesReducers = {
  /** The offer under a refused closing: its confirmation dialog opens. */
  closeDatesDialogOpened(state: State, _action: PayloadAction<void>) {
    state.closing = { open: true, status: 'idle', done: null };
  },
  closeDatesDialogClosed(state: State, _action: PayloadAction<void>) {
    state.closing.open = false;
  },
  /** `reason`: the owner's words, sent as written (each customer's closure notice and the activity log). */
  closeDatesConfirmed(state: State, _action: PayloadAction<{ reason: string } | undefined>) {
    state.closing.status = 'loading';
  },
  /** Canceled and closed: the schedule as it now is, and what was done. */
  datesClosedWithBookings(state: State, action: PayloadAction<{ result: CloseDatesResult; dates: string[] }>) {
    const s = state;
    s.current = action.payload.result.schedule;
    s.saveStatus = 'succeeded';
    s.saveMessage = null;
    s.conflicts = [];
    s.submitted = null;
    s.closing = { open: false, status: 'succeeded', done: { count: action.payload.result.canceled, dates: action.payload.dates } };
  },
  /** Refused: the bookings as they are now (nothing was canceled), or someone else's change (reload), or a failure. */
  closeDatesFailed(state: State, action: PayloadAction<{ message: ConsoleMessage; conflicts: ConflictBooking[] | null; stale: boolean }>) {
    const s = state;
    s.closing = { open: false, status: 'failed', done: null };
    s.saveStatus = 'failed';
    s.saveMessage = action.payload.message;
    if (action.payload.conflicts) s.conflicts = action.payload.conflicts;
    s.stale = action.payload.stale;
  },
};
