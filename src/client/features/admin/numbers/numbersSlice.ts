import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialNumbers as initialState, numbersReducers as reducers, numbersSelectors as selectors } from './numbersState.js';

/**
 * The console's numbers area: the owner's report for a period.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const numbersSlice = createSlice({ name: 'admin/numbers', initialState, reducers, selectors });

export const { numbersPageOpened, numbersPeriodChosen, numbersRangeSubmitted, numbersRequested, numbersLoaded, numbersLoadFailed } =
  numbersSlice.actions;

export const { selectNumbers } = numbersSlice.injectInto(rootReducer).selectors;
