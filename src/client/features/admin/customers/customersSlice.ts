import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { customersReducers as reducers, initialCustomers as initialState, customersSelectors as selectors } from './customersState.js';

/**
 * The console's customers area: the list and its search, one customer's page and its staff-only note.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const customersSlice = createSlice({ name: 'admin/customers', initialState, reducers, selectors });

export const {
  customersPageOpened,
  customersSearchSubmitted,
  customersPageChosen,
  customersLoaded,
  customersLoadFailed,
  customerOpened,
  customerLoaded,
  customerLoadFailed,
  customerNoteSubmitted,
  customerNoteSaved,
  customerNoteFailed,
  customerRecordSubmitted,
  customerRecordSaved,
  customerRecordFailed,
  customerMergeSearched,
  customerMergeCandidates,
  customerMergeSubmitted,
  customerMerged,
  customerMergeFailed,
} = customersSlice.actions;

export const { selectCustomers, selectCustomer } = customersSlice.injectInto(rootReducer).selectors;
