import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialTeachers, teachersReducers, type TeachersState } from './teachersState.js';

/**
 * The console's teachers area: the school's teachers, as every page that names or picks one needs them, and the
 * owners' changes on the teachers page.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const teachersSlice = createSlice({
  name: 'admin/teachers',
  initialState: initialTeachers as TeachersState,
  reducers: teachersReducers,
  selectors: {
    selectTeachers: (s) => s,
  },
});

/** The root reducer with this slice in it (app/consoleSlices.ts adds it to RootState); its selectors give the initial state until its first action. */
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
