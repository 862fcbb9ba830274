import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialNumbers, numbersReducers, type NumbersState } from './numbersState.js';

/**
 * The console's numbers area: the owner's report for a period.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const numbersSlice = createSlice({
  name: 'admin/numbers',
  initialState: initialNumbers as NumbersState,
  reducers: numbersReducers,
  selectors: {
    selectNumbers: (s) => s,
  },
});

/** The root reducer with this slice in it (app/consoleSlices.ts adds it to RootState); its selectors give the initial state until its first action. */
export const withNumbers = numbersSlice.injectInto(rootReducer);

export const { numbersPageOpened, numbersPeriodChosen, numbersRangeSubmitted, numbersRequested, numbersLoaded, numbersLoadFailed } =
  numbersSlice.actions;

export const { selectNumbers } = withNumbers.selectors;
