import type { PayloadAction } from '@reduxjs/toolkit';
import type { CustomerDetail, CustomerListPage, NoteSaved } from '../../../../shared/admin/customers.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { idleNote, type NoteState, type NoteSubmission } from '../noteState.js';
import { customerRecordReducers, initialRecord, type CustomerRecordState } from './customerRecordState.js';

// The customers area's state: the list and its search, one customer's page and its staff-only note.

export interface CustomersState extends CustomerRecordState {
  q: string;
  page: number;
  list: CustomerListPage | null;
  listStatus: LoadStatus;
  listError: ConsoleMessage | null;
  id: string | null;
  customer: CustomerDetail | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  note: NoteState;
}

export const initialCustomers: CustomersState = {
  q: '',
  page: 1,
  list: null,
  listStatus: 'idle',
  listError: null,
  id: null,
  customer: null,
  status: 'idle',
  error: null,
  note: idleNote,
  ...initialRecord,
};

type State = CustomersState;

export const customersReducers = {
  /** The list was opened: it shows the last search again (everyone the first time). */
  customersPageOpened(state: State, _action: PayloadAction<void>) {
    state.listStatus = 'loading';
  },
  customersSearchSubmitted(state: State, action: PayloadAction<string>) {
    state.q = action.payload;
    state.page = 1;
    state.listStatus = 'loading';
  },
  customersPageChosen(state: State, action: PayloadAction<number>) {
    state.page = action.payload;
    state.listStatus = 'loading';
  },
  customersLoaded(state: State, action: PayloadAction<CustomerListPage>) {
    state.list = action.payload;
    state.listStatus = 'ready';
    state.listError = null;
  },
  customersLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.listStatus = 'failed';
    state.listError = action.payload;
  },
  customerOpened(state: State, action: PayloadAction<string>) {
    const c = state;
    const same = c.id === action.payload;
    Object.assign(c, {
      id: action.payload,
      customer: same ? c.customer : null,
      status: 'loading',
      error: null,
      note: idleNote,
      ...initialRecord,
    });
  },
  customerLoaded(state: State, action: PayloadAction<CustomerDetail>) {
    state.customer = action.payload;
    state.status = 'ready';
  },
  customerLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.status = 'failed';
    state.error = action.payload;
  },
  customerNoteSubmitted(state: State, _action: PayloadAction<NoteSubmission>) {
    state.note = { status: 'loading', message: null };
  },
  customerNoteSaved(state: State, action: PayloadAction<NoteSaved>) {
    if (state.customer) Object.assign(state.customer, action.payload);
    state.note = { status: 'succeeded', message: { id: 'customers.note.saved' } };
  },
  customerNoteFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.note = { status: 'failed', message: action.payload };
  },
  ...customerRecordReducers,
};

/** The customers area's selectors, of its own state (its slice gives them the store's). */
export const customersSelectors = {
  selectCustomers: (s: CustomersState) => s,
  selectCustomer: (s: CustomersState) => s.customer,
};
