import type { PayloadAction } from '@reduxjs/toolkit';
import type { MyClassesView } from '../../../../shared/admin/myClasses.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { attendanceDaySteps, initialAttendanceDay, type AttendanceDay, type AttendanceTap } from './attendanceDay.js';

// The today area's `mine` part: a teacher's own classes (Today: one day, Day & week: seven from the date),
// and their attendance taps.

export interface MyClassesState extends AttendanceDay<MyClassesView> {
  /** The first day shown; null until the saga fills in today (Japan). */
  from: string | null;
  /** 1 (Today, the day sheet) or 7 (the week from `from`). */
  days: number;
}

export const initialMyClasses: MyClassesState = { ...initialAttendanceDay, saving: [], from: null, days: 1 };

type S = { mine: MyClassesState };

const day = attendanceDaySteps<MyClassesView>((view, id, attendance) => {
  for (const d of view.days) for (const c of d.classes) if (c.id === id) c.attendance = attendance;
});

export const myClassesReducers = {
  /** The Today tab (1) or the Day & week tab (7) opened for a teacher. */
  myClassesOpened(state: S, action: PayloadAction<number>) {
    if (state.mine.days !== action.payload) state.mine.view = null;
    state.mine.days = action.payload;
    state.mine.outcome = null;
    day.loading(state.mine);
  },
  /** The saga looked up today's date in Japan (no date chosen yet). */
  myClassesTodayFound(state: S, action: PayloadAction<string>) {
    state.mine.from = action.payload;
  },
  myClassesDateChosen(state: S, action: PayloadAction<string>) {
    state.mine.from = action.payload;
    state.mine.outcome = null;
    day.loading(state.mine);
  },
  myClassesLoaded: (state: S, action: PayloadAction<MyClassesView>) => day.loaded(state.mine, action.payload),
  myClassesLoadFailed: (state: S, action: PayloadAction<ConsoleMessage>) => day.loadFailed(state.mine, action.payload),
  myClassAttendanceTapped: (state: S, action: PayloadAction<AttendanceTap>) => day.tapped(state.mine, action.payload),
  /** Saved: the class shows its new mark at once. */
  myClassAttendanceSaved: (state: S, action: PayloadAction<AttendanceTap & { message: ConsoleMessage }>) =>
    day.saved(state.mine, action.payload),
  myClassAttendanceFailed: (state: S, action: PayloadAction<{ id: number; message: ConsoleMessage }>) =>
    day.failed(state.mine, action.payload),
};
