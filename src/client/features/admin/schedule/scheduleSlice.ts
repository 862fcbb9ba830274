import { createSelector, createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { closeDatesReducers, datesToClose, holidaysToClose } from './closeDatesState.js';
import { initialSchedule as initialState, scheduleReducers, scheduleSelectors as selectors } from './scheduleState.js';

/**
 * The console's schedule area: the school's hours, closed dates and slots, and closing dates that have bookings.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
const reducers = { ...scheduleReducers, ...closeDatesReducers };
export const scheduleSlice = createSlice({ name: 'admin/schedule', initialState, reducers, selectors });

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

export const { selectSchedule, selectClosing } = scheduleSlice.injectInto(rootReducer).selectors;

/** The dates a save refused for their bookings would have closed, when that is all it did: "Cancel these N and close" is offered. */
export const selectDatesToClose = createSelector([selectSchedule], (s) =>
  s.saveStatus === 'failed'
    ? (datesToClose(s.current, s.submitted, s.conflicts) ?? holidaysToClose(s.current, s.submitted, s.conflicts))
    : null,
);

/** Whether that offer closes national holidays (turning "Closed on national holidays" on) rather than adding closed dates. */
export const selectClosesHolidays = createSelector(
  [selectSchedule],
  (s) =>
    s.saveStatus === 'failed' &&
    !datesToClose(s.current, s.submitted, s.conflicts) &&
    !!holidaysToClose(s.current, s.submitted, s.conflicts),
);
