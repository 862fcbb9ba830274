import type { PayloadAction } from '@reduxjs/toolkit';
import type { TodayView } from '../../../../shared/admin/today.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { attendanceDaySteps, initialAttendanceDay, type AttendanceDay, type AttendanceTap } from './attendanceDay.js';

// The today area's `desk` part: the front desk's day (one block per booking) and the attendance taps on it.

export type { AttendanceTap } from './attendanceDay.js';

export interface TodayState extends AttendanceDay<TodayView> {
  /** The day shown; null until the saga fills in today (Japan). */
  date: string | null;
}

export const initialToday: TodayState = { ...initialAttendanceDay, saving: [], date: null };

type S = { desk: TodayState };

const day = attendanceDaySteps<TodayView>((view, id, attendance) => {
  const block = view.bookings.find((b) => b.id === id);
  if (block) block.attendance = attendance;
});

export const todayReducers = {
  todayPageOpened(state: S) {
    day.loading(state.desk);
  },
  /** The saga looked up today's date in Japan (the page opened without one). */
  todayDateFound(state: S, action: PayloadAction<string>) {
    state.desk.date = action.payload;
  },
  todayDateChosen(state: S, action: PayloadAction<string>) {
    state.desk.date = action.payload;
    state.desk.outcome = null;
    day.loading(state.desk);
  },
  todayLoaded: (state: S, action: PayloadAction<TodayView>) => day.loaded(state.desk, action.payload),
  todayLoadFailed: (state: S, action: PayloadAction<ConsoleMessage>) => day.loadFailed(state.desk, action.payload),
  todayAttendanceTapped: (state: S, action: PayloadAction<AttendanceTap>) => day.tapped(state.desk, action.payload),
  /** Saved: the block shows its new mark at once (the day is then reloaded for the summary). */
  todayAttendanceSaved: (state: S, action: PayloadAction<AttendanceTap & { message: ConsoleMessage }>) =>
    day.saved(state.desk, action.payload),
  todayAttendanceFailed: (state: S, action: PayloadAction<{ id: number; message: ConsoleMessage }>) =>
    day.failed(state.desk, action.payload),
};
