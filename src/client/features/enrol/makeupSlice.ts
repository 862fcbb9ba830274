import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MyCredits } from '../../../shared/absences.js';
import type { MakeupRequest, MakeupTime } from '../../../shared/makeups.js';
import type { LoadStatus } from '../../api/callStatus.js';
import { rootReducer } from '../../app/rootReducer.js';
import { userLoggedOut } from '../auth/authSlice.js';

// My page's absences and make-ups (issue 41), one enrolment's at a time by its id: its credits, absences and
// make-ups, the free times offered, and what the last action said (an English text: shown in the visitor's words).

export interface EnrolmentCredits {
  credits: MyCredits | null;
  status: LoadStatus;
  times: MakeupTime[] | null;
  /** An absence, a make-up or a cancel in flight. */
  busy: boolean;
  /** The last outcome: a word id of ours ('makeup.done.…') or the server's English refusal. */
  message: { ok: boolean; text: string } | null;
}
const blank: EnrolmentCredits = { credits: null, status: 'idle', times: null, busy: false, message: null };

export interface MakeupState {
  byEnrolment: Record<number, EnrolmentCredits>;
}

const one = (state: MakeupState, id: number) => (state.byEnrolment[id] ??= { ...blank });

export const makeupSlice = createSlice({
  name: 'makeup',
  initialState: { byEnrolment: {} } as MakeupState,
  reducers: {
    creditsNeeded(state, action: PayloadAction<number>) {
      one(state, action.payload).status = 'loading';
    },
    creditsRead(state, action: PayloadAction<{ id: number; credits: MyCredits }>) {
      Object.assign(one(state, action.payload.id), { credits: action.payload.credits, status: 'ready' });
    },
    absenceRequested(state, action: PayloadAction<{ id: number; day: string }>) {
      Object.assign(one(state, action.payload.id), { busy: true, message: null });
    },
    makeupTimesRequested(state, action: PayloadAction<{ id: number; from: string }>) {
      Object.assign(one(state, action.payload.id), { times: null, message: null });
    },
    makeupTimesRead(state, action: PayloadAction<{ id: number; times: MakeupTime[] }>) {
      one(state, action.payload.id).times = action.payload.times;
    },
    makeupRequested(state, action: PayloadAction<{ id: number; body: MakeupRequest }>) {
      Object.assign(one(state, action.payload.id), { busy: true, message: null });
    },
    makeupCancelRequested(state, action: PayloadAction<{ id: number; bookingId: number }>) {
      Object.assign(one(state, action.payload.id), { busy: true, message: null });
    },
    makeupDone(state, action: PayloadAction<{ id: number; ok: boolean; text: string }>) {
      Object.assign(one(state, action.payload.id), { busy: false, message: { ok: action.payload.ok, text: action.payload.text } });
      if (action.payload.ok) one(state, action.payload.id).times = null;
    },
  },
  extraReducers: (builder) => builder.addCase(userLoggedOut, () => ({ byEnrolment: {} })),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof makeupSlice> {}
}

export const selectMakeup = makeupSlice.injectInto(rootReducer).selectSlice;

export const {
  creditsNeeded,
  creditsRead,
  absenceRequested,
  makeupTimesRequested,
  makeupTimesRead,
  makeupRequested,
  makeupCancelRequested,
  makeupDone,
} = makeupSlice.actions;
