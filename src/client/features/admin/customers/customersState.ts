import type { PayloadAction } from '@reduxjs/toolkit';
import type { CustomerDetail, CustomerListPage, NoteSaved } from '../../../../shared/admin/customers.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The admin slice's `customers` part: the list and its search, one customer's page, and the staff-only
// notes (a customer's, and the booking page's note, whose booking lives in the bookings part).

/** A note being saved, or the outcome of the last save, on the customer's or the booking's page. */
export interface NoteState {
  status: CallStatus;
  message: ConsoleMessage | null;
}

export interface CustomersState {
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
  /** The booking page's note: its outcome shows on that booking's page only. */
  bookingNote: NoteState & { bookingId: number | null };
}

const idleNote: NoteState = { status: 'idle', message: null };

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
  bookingNote: { ...idleNote, bookingId: null },
};

/** What a note's save sends: the text (blank clears it) and the version the clerk opened. */
export interface NoteSubmission {
  id: number;
  note: string;
  version: number;
}

type State = {
  customers: CustomersState;
  bookings: { detail: { booking: { id: number; note?: string | null; note_version?: number } | null } };
};

export const customersReducers = {
  /** The list was opened: it shows the last search again (everyone the first time). */
  customersPageOpened(state: State, _action: PayloadAction<void>) {
    state.customers.listStatus = 'loading';
  },
  customersSearchSubmitted(state: State, action: PayloadAction<string>) {
    state.customers.q = action.payload;
    state.customers.page = 1;
    state.customers.listStatus = 'loading';
  },
  customersPageChosen(state: State, action: PayloadAction<number>) {
    state.customers.page = action.payload;
    state.customers.listStatus = 'loading';
  },
  customersLoaded(state: State, action: PayloadAction<CustomerListPage>) {
    state.customers.list = action.payload;
    state.customers.listStatus = 'ready';
    state.customers.listError = null;
  },
  customersLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.customers.listStatus = 'failed';
    state.customers.listError = action.payload;
  },
  customerOpened(state: State, action: PayloadAction<string>) {
    const c = state.customers;
    const same = c.id === action.payload;
    Object.assign(c, { id: action.payload, customer: same ? c.customer : null, status: 'loading', error: null, note: idleNote });
  },
  customerLoaded(state: State, action: PayloadAction<CustomerDetail>) {
    state.customers.customer = action.payload;
    state.customers.status = 'ready';
  },
  customerLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.customers.status = 'failed';
    state.customers.error = action.payload;
  },
  customerNoteSubmitted(state: State, _action: PayloadAction<NoteSubmission>) {
    state.customers.note = { status: 'loading', message: null };
  },
  customerNoteSaved(state: State, action: PayloadAction<NoteSaved>) {
    if (state.customers.customer) Object.assign(state.customers.customer, action.payload);
    state.customers.note = { status: 'succeeded', message: { id: 'customers.note.saved' } };
  },
  customerNoteFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.customers.note = { status: 'failed', message: action.payload };
  },
  bookingNoteSubmitted(state: State, action: PayloadAction<NoteSubmission>) {
    state.customers.bookingNote = { status: 'loading', message: null, bookingId: action.payload.id };
  },
  bookingNoteSaved(state: State, action: PayloadAction<NoteSaved & { bookingId: number }>) {
    const booking = state.bookings.detail.booking;
    if (booking && booking.id === action.payload.bookingId) {
      booking.note = action.payload.note;
      booking.note_version = action.payload.version;
    }
    state.customers.bookingNote = { status: 'succeeded', message: { id: 'customers.note.saved' }, bookingId: action.payload.bookingId };
  },
  bookingNoteFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.customers.bookingNote.status = 'failed';
    state.customers.bookingNote.message = action.payload;
  },
};
