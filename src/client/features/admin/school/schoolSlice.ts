import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../../../shared/constants.js';
import { legalDefaultsInUse } from '../../../../shared/schoolLegal.js';
import type { SchoolProfile } from '../../../../shared/schoolProfile.js';
import type { SchoolState } from '../../../../shared/school.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import { rootReducer } from '../../../app/rootReducer.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The console's "School" area (owners): the school's profile as saved, the owner's draft of it, the language
// the page's texts are being written in, and how the last load, save or logo change went. Injected when the
// school page's chunk loads; its sagas start with the page (schoolSagas.ts).

export interface AdminSchoolState {
  status: LoadStatus;
  saved: SchoolState | null;
  /** What the form shows: the saved profile with the owner's edits. */
  draft: SchoolProfile | null;
  /** The language whose texts the form edits. */
  editing: LanguageCode;
  save: CallStatus;
  /** The last outcome to say (saved, refused, failed to load). */
  message: ConsoleMessage | null;
}

export const initialSchool: AdminSchoolState = { status: 'idle', saved: null, draft: null, editing: 'ja', save: 'idle', message: null };

const loaded = (state: AdminSchoolState, school: SchoolState) => {
  state.saved = school;
  state.draft = school.profile;
  state.status = 'ready';
};

export const schoolSlice = createSlice({
  name: 'admin/school',
  initialState: initialSchool,
  reducers: {
    schoolPageOpened(state) {
      state.status = 'loading';
      state.message = null;
    },
    schoolLoaded(state, action: PayloadAction<SchoolState>) {
      loaded(state, action.payload);
      state.editing = action.payload.profile.first_language;
    },
    schoolLoadFailed(state, action: PayloadAction<ConsoleMessage>) {
      state.status = 'failed';
      state.message = action.payload;
    },
    /** The form's whole profile after an edit (the component knows the field). */
    schoolDraftEdited(state, action: PayloadAction<SchoolProfile>) {
      state.draft = action.payload;
      if (state.save !== 'loading') state.save = 'idle';
    },
    schoolLanguageChosen(state, action: PayloadAction<LanguageCode>) {
      state.editing = action.payload;
    },
    schoolSaveRequested(state) {
      state.save = 'loading';
      state.message = null;
    },
    /** A save or a logo change answered with the new state; the draft follows what was saved. */
    schoolSaved(state, action: PayloadAction<{ school: SchoolState; message: ConsoleMessage }>) {
      loaded(state, action.payload.school);
      state.save = 'succeeded';
      state.message = action.payload.message;
    },
    schoolSaveFailed(state, action: PayloadAction<ConsoleMessage>) {
      state.save = 'failed';
      state.message = action.payload;
    },
    /** A logo file chosen, read as base64. */
    schoolLogoChosen(state, _action: PayloadAction<string>) {
      state.save = 'loading';
      state.message = null;
    },
    schoolLogoRemoveRequested(state) {
      state.save = 'loading';
      state.message = null;
    },
  },
  selectors: {
    selectSchoolPage: (state) => state,
    /** The legal fields still showing the placeholder wording (the page warns). */
    selectLegalWarnings: createSelector([(state: AdminSchoolState) => state.draft], (draft) => (draft ? legalDefaultsInUse(draft) : [])),
    /** The draft differs from what is saved. */
    selectSchoolDirty: (state) => state.draft !== null && JSON.stringify(state.draft) !== JSON.stringify(state.saved?.profile),
  },
});

export const { selectSchoolPage, selectLegalWarnings, selectSchoolDirty } = schoolSlice.injectInto(rootReducer).selectors;

export const {
  schoolPageOpened,
  schoolLoaded,
  schoolLoadFailed,
  schoolDraftEdited,
  schoolLanguageChosen,
  schoolSaveRequested,
  schoolSaved,
  schoolSaveFailed,
  schoolLogoChosen,
  schoolLogoRemoveRequested,
} = schoolSlice.actions;
