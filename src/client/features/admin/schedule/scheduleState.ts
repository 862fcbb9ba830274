import type { PayloadAction } from '@reduxjs/toolkit';
import type { ConflictBooking } from '../../../../shared/admin/common.js';
import type { ScheduleState as Schedule, UpdateScheduleBody } from '../../../../shared/admin/schedule.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import { says, type ConsoleMessage } from '../i18n/consoleMessage.js';

// The schedule area's state (Schedule): the school's hours, closed dates and slots; scheduleSlice.ts makes it a slice.
// The form's draft lives in the page until "Save schedule"; the store holds what the server has.

export interface ScheduleState {
  current: Schedule | null;
  loadStatus: LoadStatus;
  loadError: ConsoleMessage | null;
  saveStatus: CallStatus;
  /** The outcome of the last save: the success text, or the server's refusal. */
  saveMessage: ConsoleMessage | null;
  /** A refused save: the bookings that hold the slots the change would remove or shrink. */
  conflicts: ConflictBooking[];
  /** A refused save because someone else changed the schedule first (version): offer to reload. */
  stale: boolean;
  /** The last save sent: a closing of dates refused for bookings offers to cancel them (closeDatesState.ts). */
  submitted: UpdateScheduleBody | null;
  /** "Cancel these N bookings and close the date": its confirmation dialog and call. */
  closing: { open: boolean; status: CallStatus; done: { count: number; dates: string[] } | null };
}

export const initialSchedule: ScheduleState = {
  current: null,
  loadStatus: 'idle',
  loadError: null,
  saveStatus: 'idle',
  saveMessage: null,
  conflicts: [],
  stale: false,
  submitted: null,
  closing: { open: false, status: 'idle', done: null },
};

export const SCHEDULE_SAVED = says('schedule.saved');

type State = ScheduleState;

export const scheduleReducers = {
  /** A schedule page of the console was opened. */
  schedulePageOpened(state: State, _action: PayloadAction<void>) {
    return { ...initialSchedule, current: state.current, loadStatus: 'loading' } satisfies ScheduleState;
  },
  /** "Reload" after a refused save: the schedule as it now is (the draft is dropped). */
  scheduleReloadRequested(state: State, _action: PayloadAction<void>) {
    return { ...initialSchedule, current: state.current, loadStatus: 'loading' } satisfies ScheduleState;
  },
  scheduleLoaded(state: State, action: PayloadAction<Schedule>) {
    state.current = action.payload;
    state.loadStatus = 'ready';
    state.loadError = null;
  },
  scheduleLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.loadStatus = 'failed';
    state.loadError = action.payload;
  },
  scheduleSaveSubmitted(state: State, action: PayloadAction<UpdateScheduleBody>) {
    state.submitted = action.payload;
    state.closing.done = null;
    state.saveStatus = 'loading';
    state.saveMessage = null;
    state.conflicts = [];
    state.stale = false;
  },
  /** "Save schedule" with fields the form refused: nothing was sent, so an earlier save's outcome no longer stands. */
  scheduleSaveRefusedLocally(state: State, _action: PayloadAction<void>) {
    state.saveStatus = 'idle';
    state.saveMessage = null;
    state.conflicts = [];
    state.stale = false;
  },
  scheduleSaved(state: State, action: PayloadAction<Schedule>) {
    state.current = action.payload;
    state.saveStatus = 'succeeded';
    state.saveMessage = SCHEDULE_SAVED;
  },
  scheduleSaveFailed(state: State, action: PayloadAction<{ message: ConsoleMessage; conflicts: ConflictBooking[]; stale: boolean }>) {
    state.saveStatus = 'failed';
    state.saveMessage = action.payload.message;
    state.conflicts = action.payload.conflicts;
    state.stale = action.payload.stale;
  },
};

/** The schedule area's selectors, of its own state (its slice gives them the store's). */
export const scheduleSelectors = {
  selectSchedule: (s: ScheduleState) => s,
  selectClosing: (s: ScheduleState) => s.closing,
};
