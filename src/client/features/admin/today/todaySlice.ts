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

/**
 * The console's today area: the front desk's day (`desk`) and a teacher's own classes (`mine`), with their attendance taps.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const todaySlice = createSlice({
  name: 'admin/today',
  initialState: { desk: initialToday, mine: initialMyClasses } as TodayArea,
  reducers: { ...todayReducers, ...myClassesReducers },
  selectors: {
    selectToday: (s) => s.desk,
    selectMyClasses: (s) => s.mine,
  },
});

/** The root reducer with this slice in it (app/consoleSlices.ts adds it to RootState); its selectors give the initial state until its first action. */
export const withToday = todaySlice.injectInto(rootReducer);

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

export const { selectToday, selectMyClasses } = withToday.selectors;
