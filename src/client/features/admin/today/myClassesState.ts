import type { PayloadAction } from '@reduxjs/toolkit';
import type { MyClassesView } from '../../../../shared/admin/myClasses.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import type { AttendanceTap } from './todayState.js';

// The admin slice's `myClasses` part: a teacher's own classes (Today: one day, Day & week: seven from the date),
// and their attendance taps. adminSlice.ts combines the parts into one slice.

export interface MyClassesState {
  /** The first day shown; null until the saga fills in today (Japan). */
  from: string | null;
  /** 1 (Today, the day sheet) or 7 (the week from `from`). */
  days: number;
  view: MyClassesView | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The classes whose attendance is being saved (their buttons wait). */
  saving: number[];
  /** What the last tap did, or why it failed. */
  outcome: { ok: boolean; message: ConsoleMessage; undo: AttendanceTap | null } | null;
}

export const initialMyClasses: MyClassesState = { from: null, days: 1, view: null, status: 'idle', error: null, saving: [], outcome: null };

type S = { myClasses: MyClassesState };

const loading = (state: S) => {
  state.myClasses.status = 'loading';
  state.myClasses.error = null;
};

export const myClassesReducers = {
  /** The Today tab (1) or the Day & week tab (7) opened for a teacher. */
  myClassesOpened(state: S, action: PayloadAction<number>) {
    if (state.myClasses.days !== action.payload) state.myClasses.view = null;
    state.myClasses.days = action.payload;
    state.myClasses.outcome = null;
    loading(state);
  },
  /** The saga looked up today's date in Japan (no date chosen yet). */
  myClassesTodayFound(state: S, action: PayloadAction<string>) {
    state.myClasses.from = action.payload;
  },
  myClassesDateChosen(state: S, action: PayloadAction<string>) {
    state.myClasses.from = action.payload;
    state.myClasses.outcome = null;
    loading(state);
  },
  myClassesLoaded(state: S, action: PayloadAction<MyClassesView>) {
    state.myClasses.view = action.payload;
    state.myClasses.status = 'ready';
  },
  myClassesLoadFailed(state: S, action: PayloadAction<ConsoleMessage>) {
    state.myClasses.status = 'failed';
    state.myClasses.error = action.payload;
  },
  myClassAttendanceTapped(state: S, action: PayloadAction<AttendanceTap>) {
    state.myClasses.saving.push(action.payload.id);
    state.myClasses.outcome = null;
  },
  /** Saved: the class shows its new mark at once. */
  myClassAttendanceSaved(state: S, action: PayloadAction<AttendanceTap & { message: ConsoleMessage }>) {
    const { id, attendance, name, before, message } = action.payload;
    state.myClasses.saving = state.myClasses.saving.filter((x) => x !== id);
    for (const day of state.myClasses.view?.days ?? []) for (const c of day.classes) if (c.id === id) c.attendance = attendance;
    state.myClasses.outcome = { ok: true, message, undo: { id, name, attendance: before, before: attendance } };
  },
  myClassAttendanceFailed(state: S, action: PayloadAction<{ id: number; message: ConsoleMessage }>) {
    state.myClasses.saving = state.myClasses.saving.filter((x) => x !== action.payload.id);
    state.myClasses.outcome = { ok: false, message: action.payload.message, undo: null };
  },
};
