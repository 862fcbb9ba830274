import type { PayloadAction } from '@reduxjs/toolkit';
import type { Teacher } from '../../../shared/admin/teachers.js';
import type { LoadStatus } from '../../api/callStatus.js';
import type { ConsoleMessage } from './i18n/consoleMessage.js';

// The admin slice's `teachers` part: the school's teachers, as every console page that names or picks
// one needs them (the teachers page, the day view's filter, the desk's teacher choice, reassigning).
// adminSlice.ts combines the parts into one slice.

export interface TeachersState {
  list: Teacher[];
  listStatus: LoadStatus;
  listError: ConsoleMessage | null;
}

export const initialTeachers: TeachersState = { list: [], listStatus: 'idle', listError: null };

type S = { teachers: TeachersState };

export const teachersReducers = {
  /** A page that shows or picks teachers opened: load them (again). */
  teachersNeeded(state: S) {
    state.teachers.listStatus = 'loading';
    state.teachers.listError = null;
  },
  teachersLoaded(state: S, action: PayloadAction<Teacher[]>) {
    state.teachers.list = action.payload;
    state.teachers.listStatus = 'ready';
  },
  teachersLoadFailed(state: S, action: PayloadAction<ConsoleMessage>) {
    state.teachers.listStatus = 'failed';
    state.teachers.listError = action.payload;
  },
};
