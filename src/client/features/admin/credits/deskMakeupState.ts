import type { PayloadAction } from '@reduxjs/toolkit';
import type { Makeup, MakeupTime } from '../../../../shared/makeups.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { keyedLoad, type KeyedPart } from '../keyedLoad.js';
import { idleNote, type NoteState } from '../noteState.js';
import type { CreditsState } from './creditsState.js';

// A make-up booked at the desk for a student (issue 41, point 2), on the enrolment's page: the times my page offers
// (her own teacher first), one picked and booked with her credit.

export interface DeskMakeupPart extends KeyedPart {
  times: MakeupTime[];
  /** The booking being made, or its outcome. */
  booking: NoteState;
  /** The make-up last booked here (its sentence names its day in the member's language). */
  last: Makeup | null;
}
export const initialDeskMakeup: DeskMakeupPart = {
  enrolmentId: null,
  times: [],
  status: 'idle',
  error: null,
  booking: idleNote,
  last: null,
};

type State = CreditsState;
const load = keyedLoad<State, 'deskMakeup', MakeupTime[]>('deskMakeup', initialDeskMakeup, (part, times) => {
  part.times = times;
});

export const deskMakeupReducers = {
  /** The times asked for (again: after a booking, or from another day). */
  deskMakeupTimesOpened(state: State, action: PayloadAction<{ enrolmentId: number; from: string }>) {
    load.opened(state, action.payload.enrolmentId);
  },
  deskMakeupTimesLoaded(state: State, action: PayloadAction<{ enrolmentId: number; times: MakeupTime[] }>) {
    load.loaded(state, action.payload.enrolmentId, action.payload.times);
  },
  deskMakeupTimesFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    load.failed(state, action.payload);
  },
  deskMakeupSubmitted(state: State, _action: PayloadAction<{ enrolmentId: number; time: MakeupTime }>) {
    state.deskMakeup.booking = { status: 'loading', message: null };
    state.deskMakeup.last = null;
  },
  deskMakeupBooked(state: State, action: PayloadAction<Makeup>) {
    state.deskMakeup.last = action.payload;
    state.deskMakeup.booking = { status: 'succeeded', message: null };
  },
  deskMakeupFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.deskMakeup.booking = { status: 'failed', message: action.payload };
  },
};
