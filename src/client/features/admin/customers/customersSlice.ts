import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { customersReducers, initialCustomers, type CustomersState } from './customersState.js';

/**
 * The console's customers area: the list and its search, one customer's page and its staff-only note.
 * Injected into the store when a page that needs it loads (its route's loader: consoleAreas.ts).
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

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof customersSlice> {}
}

/** The root reducer with this slice in it; its selectors give the initial state until the slice's first action. */
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
