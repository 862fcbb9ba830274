import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PauseOptions, WithdrawalSummary } from '../../../shared/enrolmentChanges.js';
import { rootReducer } from '../../app/rootReducer.js';
import { userLoggedOut } from '../auth/authSlice.js';

// My page's pause and withdrawal (issue 41): one enrolment's form open at a time. A pause: the months it may start and
// its length (the server's options), then the request; a withdrawal: what it means (the summary) shown before the
// student confirms it. Done: my courses reload (myCoursesSagas) and the card says what was done.

export type ChangeKind = 'pause' | 'withdraw';

export interface EnrolmentChangesState {
  open: { id: number; kind: ChangeKind } | null;
  options: PauseOptions | null;
  summary: WithdrawalSummary | null;
  status: 'idle' | 'loading' | 'ready' | 'sending';
  /** What went wrong, in English (the server's detail or ours): shown in the visitor's words where known. */
  error: string | null;
  done: { id: number; kind: ChangeKind } | null;
}

export const initialChanges: EnrolmentChangesState = { open: null, options: null, summary: null, status: 'idle', error: null, done: null };

export const enrolmentChangesSlice = createSlice({
  name: 'enrolmentChanges',
  initialState: initialChanges,
  reducers: {
    changeOpened(_state, action: PayloadAction<{ id: number; kind: ChangeKind }>) {
      return { ...initialChanges, open: action.payload, status: 'loading' };
    },
    changeClosed() {
      return initialChanges;
    },
    pauseOptionsLoaded(state, action: PayloadAction<PauseOptions>) {
      state.options = action.payload;
      state.status = 'ready';
    },
    withdrawalSummaryLoaded(state, action: PayloadAction<WithdrawalSummary>) {
      state.summary = action.payload;
      state.status = 'ready';
    },
    pauseAsked(state, _action: PayloadAction<{ id: number; first_month: string; months: number }>) {
      state.status = 'sending';
      state.error = null;
    },
    withdrawConfirmed(state, _action: PayloadAction<{ id: number }>) {
      state.status = 'sending';
      state.error = null;
    },
    changeFailed(state, action: PayloadAction<string>) {
      state.status = 'ready';
      state.error = action.payload;
    },
    changeDone(_state, action: PayloadAction<{ id: number; kind: ChangeKind }>) {
      return { ...initialChanges, done: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(userLoggedOut, () => initialChanges),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof enrolmentChangesSlice> {}
}

export const withEnrolmentChanges = enrolmentChangesSlice.injectInto(rootReducer);
export const selectEnrolmentChanges = withEnrolmentChanges.selectSlice;

export const {
  changeOpened,
  changeClosed,
  pauseOptionsLoaded,
  withdrawalSummaryLoaded,
  pauseAsked,
  withdrawConfirmed,
  changeFailed,
  changeDone,
} = enrolmentChangesSlice.actions;
