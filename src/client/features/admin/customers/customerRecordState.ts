import type { PayloadAction } from '@reduxjs/toolkit';
import type { CustomerDetail, CustomerRow, MergeCustomerBody, UpdateCustomerBody } from '../../../../shared/admin/customers.js';
import { idleNote, type NoteState } from '../noteState.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import type { CustomersState } from './customersState.js';

// A customer's record as the desk edits it, and the merge of two records of one person (issue 39, point 4): each a
// call with its own status and message (NoteState's shape), and the merge's search for the other record.

export interface CustomerRecordState {
  record: NoteState;
  merge: NoteState;
  /** The records the merge's search found (the customer's own left out). */
  candidates: CustomerRow[];
}
export const initialRecord: CustomerRecordState = { record: idleNote, merge: idleNote, candidates: [] };

export interface RecordSubmission {
  id: number;
  body: UpdateCustomerBody;
}
export interface MergeSubmission {
  id: number;
  body: MergeCustomerBody;
}

type State = CustomersState;
const failed = (message: ConsoleMessage): NoteState => ({ status: 'failed', message });

export const customerRecordReducers = {
  customerRecordSubmitted(state: State, _action: PayloadAction<RecordSubmission>) {
    state.record = { status: 'loading', message: null };
  },
  customerRecordSaved(state: State, action: PayloadAction<CustomerDetail>) {
    state.customer = action.payload;
    state.record = { status: 'succeeded', message: { id: 'customers.record.saved' } };
  },
  customerRecordFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.record = failed(action.payload);
  },
  customerMergeSearched(state: State, _action: PayloadAction<string>) {
    state.candidates = [];
  },
  customerMergeCandidates(state: State, action: PayloadAction<CustomerRow[]>) {
    state.candidates = action.payload.filter((c) => c.id !== state.customer?.id);
  },
  customerMergeSubmitted(state: State, _action: PayloadAction<MergeSubmission>) {
    state.merge = { status: 'loading', message: null };
  },
  customerMerged(state: State, action: PayloadAction<CustomerDetail>) {
    state.customer = action.payload;
    state.candidates = [];
    state.merge = { status: 'succeeded', message: { id: 'customers.merge.done' } };
  },
  customerMergeFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.merge = failed(action.payload);
  },
};
