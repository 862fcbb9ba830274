import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../../shared/constants.js';

export type TranslateStatus = 'idle' | 'waiting' | 'applied' | 'unavailable';

export interface UiState {
  mobileMenuOpen: boolean;
  userMenuOpen: boolean;
  pathname: string;
  /** The selector's language: the visitor's choice, else the page's own. */
  language: LanguageCode;
  /** The language the page's words are shown in: the selector's once its words have loaded. */
  shownLanguage: LanguageCode;
  translateStatus: TranslateStatus;
}

const initialState: UiState = {
  mobileMenuOpen: false,
  userMenuOpen: false,
  pathname: '/',
  language: 'en',
  shownLanguage: 'en',
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
    // The language the page was served in (its <html lang>, its words inside it): no widget involved.
    pageLanguageSet(state, action: PayloadAction<LanguageCode>) {
      state.language = action.payload;
      state.shownLanguage = action.payload;
    },
    // The chosen language's words have loaded: every text switches to them.
    wordsShown(state, action: PayloadAction<LanguageCode>) {
      state.shownLanguage = action.payload;
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
  pageLanguageSet,
  wordsShown,
  translationApplied,
  translationUnavailable,
} = uiSlice.actions;
