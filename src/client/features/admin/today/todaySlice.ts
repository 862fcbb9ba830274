import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialMyClasses, myClassesReducers, type MyClassesState } from './myClassesState.js';
import { initialToday, todayReducers, type TodayState } from './todayState.js';

export interface TodayArea {
  /** The front desk's day. */
  desk: TodayState;
  /** A teacher's own classes. */
  mine: MyClassesState;
}

const initialState: TodayArea = { desk: initialToday, mine: initialMyClasses };
const reducers = { ...todayReducers, ...myClassesReducers };
const selectors = { selectToday: (s: TodayArea) => s.desk, selectMyClasses: (s: TodayArea) => s.mine };

/**
 * The console's today area: the front desk's day (`desk`) and a teacher's own classes (`mine`), with their attendance taps.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const todaySlice = createSlice({ name: 'admin/today', initialState, reducers, selectors });

export const {
  todayPageOpened,
  todayDateFound,
  todayDateChosen,
  todayLoaded,
  todayLoadFailed,
  todayAttendanceTapped,
  todayAttendanceSaved,
  todayAttendanceFailed,
  myClassesOpened,
  myClassesTodayFound,
  myClassesDateChosen,
  myClassesLoaded,
  myClassesLoadFailed,
  myClassAttendanceTapped,
  myClassAttendanceSaved,
  myClassAttendanceFailed,
} = todaySlice.actions;

export const { selectToday, selectMyClasses } = todaySlice.injectInto(rootReducer).selectors;
