import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { absencesReducers } from './absencesState.js';
import { deskMakeupReducers } from './deskMakeupState.js';
import { creditsReducers, initialCredits as initialState } from './creditsState.js';

const reducers = { ...creditsReducers, ...absencesReducers, ...deskMakeupReducers };

/**
 * The console's credits area (issue 41): a student's lesson-credit ledger on their customer page, and staff's
 * corrections. Injected into the store when its module loads; its sagas start with the customer page (creditsArea.ts).
 */
export const creditsSlice = createSlice({
  name: 'admin/credits',
  initialState,
  reducers,
  selectors: { selectCredits: (state) => state },
});

export const {
  creditsOpened,
  creditsLoaded,
  creditsLoadFailed,
  creditCorrectionSubmitted,
  creditCorrected,
  creditCorrectionFailed,
  absencesOpened,
  absencesLoaded,
  absencesLoadFailed,
  deskAbsenceSubmitted,
  absenceCreditSubmitted,
  absenceSaved,
  absenceSaveFailed,
  deskMakeupTimesOpened,
  deskMakeupTimesLoaded,
  deskMakeupTimesFailed,
  deskMakeupSubmitted,
  deskMakeupBooked,
  deskMakeupFailed,
} = creditsSlice.actions;

export const { selectCredits } = creditsSlice.injectInto(rootReducer).selectors;
