import { createSlice, createSelector, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { closeDatesReducers, datesToClose } from './closeDatesState.js';
import { initialSchedule, scheduleReducers, type ScheduleState } from './scheduleState.js';

/**
 * The console's schedule area: the school's hours, closed dates and slots, and closing dates that have bookings.
 * Injected into the store when a page that needs it loads (its route's loader: consoleAreas.ts).
 */
export const scheduleSlice = createSlice({
  name: 'admin/schedule',
  initialState: initialSchedule as ScheduleState,
  reducers: { ...scheduleReducers, ...closeDatesReducers },
  selectors: {
    selectSchedule: (s) => s,
    selectClosing: (s) => s.closing,
  },
});

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof scheduleSlice> {}
}

/** The root reducer with this slice in it; its selectors give the initial state until the slice's first action. */
export const withSchedule = scheduleSlice.injectInto(rootReducer);

export const {
  schedulePageOpened,
  scheduleReloadRequested,
  scheduleLoaded,
  scheduleLoadFailed,
  scheduleSaveSubmitted,
  scheduleSaveRefusedLocally,
  scheduleSaved,
  scheduleSaveFailed,
  closeDatesDialogOpened,
  closeDatesDialogClosed,
  closeDatesConfirmed,
  datesClosedWithBookings,
  closeDatesFailed,
} = scheduleSlice.actions;

export const { selectSchedule, selectClosing } = withSchedule.selectors;

/** The dates a save refused for their bookings would have closed, when that is all it did: "Cancel these N and close" is offered. */
export const selectDatesToClose = createSelector([selectSchedule], (s) =>
  s.saveStatus === 'failed' ? datesToClose(s.current, s.submitted, s.conflicts) : null,
);
