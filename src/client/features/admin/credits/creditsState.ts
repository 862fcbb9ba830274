import type { PayloadAction } from '@reduxjs/toolkit';
import type { CreditCorrection, CreditLedger } from '../../../../shared/admin/credits.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { idleNote, type NoteState } from '../noteState.js';
import { initialAbsences, type AbsencesPart } from './absencesState.js';
import { initialDeskMakeup, type DeskMakeupPart } from './deskMakeupState.js';

// The credits area's state (issue 41): one student's lesson-credit ledger, and the correction the clerk is saving.

export interface CreditsState {
  customerId: number | null;
  ledger: CreditLedger | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  correction: NoteState;
  /** Bumped by each correction saved: the form starts afresh (its key). */
  saved: number;
  /** An enrolment's absences (absencesState.ts). */
  absences: AbsencesPart;
  /** A make-up booked at the desk (deskMakeupState.ts). */
  deskMakeup: DeskMakeupPart;
}

export const initialCredits: CreditsState = {
  customerId: null,
  ledger: null,
  status: 'idle',
  error: null,
  correction: idleNote,
  saved: 0,
  absences: initialAbsences,
  deskMakeup: initialDeskMakeup,
};

export interface CorrectionSubmission {
  customerId: number;
  body: CreditCorrection;
}

type State = CreditsState;

export const creditsReducers = {
  creditsOpened(state: State, action: PayloadAction<number>) {
    if (state.customerId !== action.payload) state.ledger = null;
    state.customerId = action.payload;
    state.status = 'loading';
    state.error = null;
    state.correction = idleNote;
  },
  creditsLoaded(state: State, action: PayloadAction<CreditLedger>) {
    if (action.payload.customer_id !== state.customerId) return;
    state.ledger = action.payload;
    state.status = 'ready';
  },
  creditsLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.status = 'failed';
    state.error = action.payload;
  },
  creditCorrectionSubmitted(state: State, _action: PayloadAction<CorrectionSubmission>) {
    state.correction = { status: 'loading', message: null };
  },
  creditCorrected(state: State, action: PayloadAction<CreditLedger>) {
    state.ledger = action.payload;
    state.saved += 1;
    state.correction = { status: 'succeeded', message: { id: 'credits.corrected', values: { balance: action.payload.balance } } };
  },
  creditCorrectionFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.correction = { status: 'failed', message: action.payload };
  },
};
