import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../../shared/constants.js';

export type TranslateStatus = 'idle' | 'waiting' | 'applied' | 'unavailable';

export interface UiState {
  mobileMenuOpen: boolean;
  userMenuOpen: boolean;
  pathname: string;
  language: LanguageCode;
  translateStatus: TranslateStatus;
}

const initialState: UiState = {
  mobileMenuOpen: false,
  userMenuOpen: false,
  pathname: '/',
  language: 'en',
  translateStatus: 'idle',
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
    },
    userMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.userMenuOpen = action.payload ?? !state.userMenuOpen;
    },
    // The navigation closes on route change
    routeChanged(state, action: PayloadAction<string>) {
      state.pathname = action.payload;
      state.mobileMenuOpen = false;
      state.userMenuOpen = false;
    },
    languageSelected(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
      state.translateStatus = 'waiting';
    },
    // The language chosen on an earlier visit (its cookie), applied again at start.
    languageRestored(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
      state.translateStatus = 'waiting';
    },
    translationApplied(state) {
      state.translateStatus = 'applied';
    },
    translationUnavailable(state) {
      state.translateStatus = 'unavailable';
    },
  },
});

export const {
  mobileMenuToggled,
  userMenuToggled,
  routeChanged,
  languageSelected,
  languageRestored,
  translationApplied,
  translationUnavailable,
} = uiSlice.actions;
