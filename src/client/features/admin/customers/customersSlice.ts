import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { customersReducers, initialCustomers, type CustomersState } from './customersState.js';

/**
 * The console's customers area: the list and its search, one customer's page and its staff-only note.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const customersSlice = createSlice({
  name: 'admin/customers',
  initialState: initialCustomers as CustomersState,
  reducers: customersReducers,
  selectors: {
    selectCustomers: (s) => s,
    selectCustomer: (s) => s.customer,
  },
});

/** The root reducer with this slice in it (app/consoleSlices.ts adds it to RootState); its selectors give the initial state until its first action. */
export const withCustomers = customersSlice.injectInto(rootReducer);

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
} = customersSlice.actions;

export const { selectCustomers, selectCustomer } = withCustomers.selectors;
