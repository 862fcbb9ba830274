import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialTeachers as initialState, teachersReducers as reducers, teachersSelectors as selectors } from './teachersState.js';

/**
 * The console's teachers area: the school's teachers, as every page that names or picks one needs them, and the
 * owners' changes on the teachers page.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const teachersSlice = createSlice({ name: 'admin/teachers', initialState, reducers, selectors });

export const {
  teachersNeeded,
  teachersLoaded,
  teachersLoadFailed,
  teacherFormOpened,
  teacherFormClosed,
  teacherSaveSubmitted,
  teacherLessonsCancelConfirmed,
  teacherSaveRefusedLocally,
  teacherSaved,
  teacherRetireConfirmed,
  teacherRestoreSubmitted,
  teacherRetired,
  teacherRestored,
  teacherChangeFailed,
} = teachersSlice.actions;

export const { selectTeachers } = teachersSlice.injectInto(rootReducer).selectors;
