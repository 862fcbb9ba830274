import type { PayloadAction } from '@reduxjs/toolkit';
import type { Makeup, MakeupTime } from '../../../../shared/makeups.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { idleNote, type NoteState } from '../noteState.js';
import type { CreditsState } from './creditsState.js';

// A make-up booked at the desk for a student (issue 41, point 2), on the enrolment's page: the times my page offers
// (her own teacher first), one picked and booked with her credit.

export interface DeskMakeupPart {
  enrolmentId: number | null;
  times: MakeupTime[];
  status: LoadStatus;
  error: ConsoleMessage | null;
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

export const deskMakeupReducers = {
  /** The times asked for (again: after a booking, or from another day). */
  deskMakeupTimesOpened(state: State, action: PayloadAction<{ enrolmentId: number; from: string }>) {
    const keep = state.deskMakeup.enrolmentId === action.payload.enrolmentId;
    state.deskMakeup = keep ? state.deskMakeup : { ...initialDeskMakeup, enrolmentId: action.payload.enrolmentId };
    state.deskMakeup.status = 'loading';
    state.deskMakeup.error = null;
  },
  deskMakeupTimesLoaded(state: State, action: PayloadAction<{ enrolmentId: number; times: MakeupTime[] }>) {
    if (action.payload.enrolmentId !== state.deskMakeup.enrolmentId) return;
    state.deskMakeup.times = action.payload.times;
    state.deskMakeup.status = 'ready';
  },
  deskMakeupTimesFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.deskMakeup.status = 'failed';
    state.deskMakeup.error = action.payload;
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
