import type { PayloadAction } from '@reduxjs/toolkit';
import type { CustomerRow } from '../../../../shared/admin/customers.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The bookings area's `picker` part: the new-booking form's search for a customer who came before (the
// customers search: name, email, phone however written). The chosen one's details fill the form.

export interface CustomerPickerState {
  query: string;
  matches: CustomerRow[];
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The customer chosen: the booking is recorded against them. */
  picked: number | null;
}

export const initialPicker: CustomerPickerState = { query: '', matches: [], status: 'idle', error: null, picked: null };

/** Fewer characters find too many to list. */
export const PICKER_MIN_QUERY = 2;

type State = { picker: CustomerPickerState };

export const customerPickerReducers = {
  /** The clerk typed in the search box. */
  deskCustomerSearched(state: State, action: PayloadAction<string>) {
    const p = state.picker;
    p.query = action.payload;
    p.error = null;
    if (action.payload.trim().length < PICKER_MIN_QUERY) {
      p.matches = [];
      p.status = 'idle';
    } else p.status = 'loading';
  },
  deskCustomersFound(state: State, action: PayloadAction<{ query: string; matches: CustomerRow[] }>) {
    if (action.payload.query !== state.picker.query) return;
    state.picker.matches = action.payload.matches;
    state.picker.status = 'ready';
  },
  deskCustomerSearchFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.picker.status = 'failed';
    state.picker.error = action.payload;
  },
  deskCustomerPicked(state: State, action: PayloadAction<number>) {
    state.picker.picked = action.payload;
  },
  /** "Not this customer": the booking is no longer recorded against them (the form keeps what it has). */
  deskCustomerCleared(state: State, _action: PayloadAction<void>) {
    state.picker = initialPicker;
  },
};
