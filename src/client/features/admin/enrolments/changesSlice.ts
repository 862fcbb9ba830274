import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { EnrolmentChangeRequest, PauseOptions, WithdrawalSummary } from '../../../../shared/enrolmentChanges.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import { rootReducer } from '../../../app/rootReducer.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The enrolments area's pauses and withdrawals (issue 41, point 8): the requests' list (all, or one enrolment's),
// and the desk taking a request at the school on an enrolment's page (the same facts the student sees first).

export type DeskChange = 'pause' | 'withdraw';

export interface ChangesState {
  requests: EnrolmentChangeRequest[];
  requestsFor: number | null;
  requestsStatus: LoadStatus;
  open: { id: number; kind: DeskChange } | null;
  options: PauseOptions | null;
  summary: WithdrawalSummary | null;
  sending: boolean;
  error: ConsoleMessage | null;
  done: DeskChange | null;
}

const initialState: ChangesState = {
  requests: [],
  requestsFor: null,
  requestsStatus: 'idle',
  open: null,
  options: null,
  summary: null,
  sending: false,
  error: null,
  done: null,
};

const closed = (s: ChangesState): ChangesState => ({
  ...initialState,
  requests: s.requests,
  requestsFor: s.requestsFor,
  requestsStatus: s.requestsStatus,
});

export const changesSlice = createSlice({
  name: 'admin/enrolmentChanges',
  initialState,
  reducers: {
    requestsOpened(state, action: PayloadAction<number | null>) {
      state.requestsFor = action.payload;
      state.requestsStatus = 'loading';
    },
    requestsLoaded(state, action: PayloadAction<EnrolmentChangeRequest[]>) {
      state.requests = action.payload;
      state.requestsStatus = 'ready';
    },
    requestsFailed(state) {
      state.requestsStatus = 'failed';
    },
    deskChangeOpened(state, action: PayloadAction<{ id: number; kind: DeskChange }>) {
      return { ...closed(state), open: action.payload };
    },
    deskChangeClosed: (state) => closed(state),
    deskOptionsLoaded(state, action: PayloadAction<PauseOptions>) {
      state.options = action.payload;
    },
    deskSummaryLoaded(state, action: PayloadAction<WithdrawalSummary>) {
      state.summary = action.payload;
    },
    deskPauseAsked(state, _action: PayloadAction<{ id: number; first_month: string; months: number }>) {
      state.sending = true;
      state.error = null;
    },
    deskWithdrawConfirmed(state, _action: PayloadAction<number>) {
      state.sending = true;
      state.error = null;
    },
    deskChangeFailed(state, action: PayloadAction<ConsoleMessage>) {
      state.sending = false;
      state.error = action.payload;
    },
    deskChangeDone(state, action: PayloadAction<DeskChange>) {
      return { ...closed(state), done: action.payload };
    },
  },
  selectors: { selectChanges: (s) => s },
});

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof changesSlice> {}
}

export const { selectChanges } = changesSlice.injectInto(rootReducer).selectors;

export const {
  requestsOpened,
  requestsLoaded,
  requestsFailed,
  deskChangeOpened,
  deskChangeClosed,
  deskOptionsLoaded,
  deskSummaryLoaded,
  deskPauseAsked,
  deskWithdrawConfirmed,
  deskChangeFailed,
  deskChangeDone,
} = changesSlice.actions;
