import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialNumbers, numbersReducers, type NumbersState } from './numbersState.js';

/**
 * The console's numbers area: the owner's report for a period.
 * Injected into the store when a page that needs it loads (its route's loader: consoleAreas.ts).
 */
export const numbersSlice = createSlice({
  name: 'admin/numbers',
  initialState: initialNumbers as NumbersState,
  reducers: numbersReducers,
  selectors: {
    selectNumbers: (s) => s,
  },
});

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof numbersSlice> {}
}

/** The root reducer with this slice in it; its selectors give the initial state until the slice's first action. */
export const withNumbers = numbersSlice.injectInto(rootReducer);

export const { numbersPageOpened, numbersPeriodChosen, numbersRangeSubmitted, numbersRequested, numbersLoaded, numbersLoadFailed } =
  numbersSlice.actions;

export const { selectNumbers } = withNumbers.selectors;
