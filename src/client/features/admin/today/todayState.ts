import type { PayloadAction } from '@reduxjs/toolkit';
import type { Attendance } from '../../../../shared/admin/bookings.js';
import type { TodayView } from '../../../../shared/admin/today.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The admin slice's `today` part: the front desk's day (one block per booking) and the attendance taps on it.
// adminSlice.ts combines the parts into one slice.

/** An attendance tap: the booking, its mark now (null: cleared), and its name for the outcome's words. */
export interface AttendanceTap {
  id: number;
  attendance: Attendance | null;
  name: string;
  /** The mark it had: Undo puts it back. */
  before: Attendance | null;
}

export interface TodayState {
  /** The day shown; null until the saga fills in today (Japan). */
  date: string | null;
  view: TodayView | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The bookings whose attendance is being saved (their buttons wait). */
  saving: number[];
  /** What the last tap did, or why it failed. */
  outcome: { ok: boolean; message: ConsoleMessage; undo: AttendanceTap | null } | null;
}

export const initialToday: TodayState = { date: null, view: null, status: 'idle', error: null, saving: [], outcome: null };

type S = { today: TodayState };

const loading = (state: S) => {
  state.today.status = 'loading';
  state.today.error = null;
};

export const todayReducers = {
  todayPageOpened(state: S) {
    loading(state);
  },
  /** The saga looked up today's date in Japan (the page opened without one). */
  todayDateFound(state: S, action: PayloadAction<string>) {
    state.today.date = action.payload;
  },
  todayDateChosen(state: S, action: PayloadAction<string>) {
    state.today.date = action.payload;
    state.today.outcome = null;
    loading(state);
  },
  todayLoaded(state: S, action: PayloadAction<TodayView>) {
    state.today.view = action.payload;
    state.today.status = 'ready';
  },
  todayLoadFailed(state: S, action: PayloadAction<ConsoleMessage>) {
    state.today.status = 'failed';
    state.today.error = action.payload;
  },
  todayAttendanceTapped(state: S, action: PayloadAction<AttendanceTap>) {
    state.today.saving.push(action.payload.id);
    state.today.outcome = null;
  },
  /** Saved: the block shows its new mark at once (the day is then reloaded for the summary). */
  todayAttendanceSaved(state: S, action: PayloadAction<AttendanceTap & { message: ConsoleMessage }>) {
    const { id, attendance, name, before, message } = action.payload;
    state.today.saving = state.today.saving.filter((x) => x !== id);
    const block = state.today.view?.bookings.find((b) => b.id === id);
    if (block) block.attendance = attendance;
    state.today.outcome = { ok: true, message, undo: { id, name, attendance: before, before: attendance } };
  },
  todayAttendanceFailed(state: S, action: PayloadAction<{ id: number; message: ConsoleMessage }>) {
    state.today.saving = state.today.saving.filter((x) => x !== action.payload.id);
    state.today.outcome = { ok: false, message: action.payload.message, undo: null };
  },
};
