import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialTeachers, teachersReducers, type TeachersState } from './teachersState.js';

/**
 * The console's teachers area: the school's teachers, as every page that names or picks one needs them, and the
 * owners' changes on the teachers page.
 * Injected into the store when a page that needs it loads (its route's loader: consoleAreas.ts).
 */
export const teachersSlice = createSlice({
  name: 'admin/teachers',
  initialState: initialTeachers as TeachersState,
  reducers: teachersReducers,
  selectors: {
    selectTeachers: (s) => s,
  },
});

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof teachersSlice> {}
}

/** The root reducer with this slice in it; its selectors give the initial state until the slice's first action. */
export const withTeachers = teachersSlice.injectInto(rootReducer);

export const {
  teachersNeeded,
  teachersLoaded,
  teachersLoadFailed,
  teacherFormOpened,
  teacherFormClosed,
  teacherSaveSubmitted,
  teacherSaveRefusedLocally,
  teacherSaved,
  teacherRetireConfirmed,
  teacherRestoreSubmitted,
  teacherRetired,
  teacherRestored,
  teacherChangeFailed,
} = teachersSlice.actions;

export const { selectTeachers } = withTeachers.selectors;
