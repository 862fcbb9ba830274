import type { PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '../../../shared/constants.js';

// The shell's `locale` part (consoleSlice.ts): which language the console speaks. The member's own setting
// (the account's console_language, in the auth slice) wins; without one, the language chosen in the
// site's header selector, else the browser's. The catalogue itself is code (a chunk), not state.

export interface LocaleState {
  /** The header selector's or the browser's language; null until the console has looked. */
  detected: LanguageCode | null;
  /** The language whose catalogue is loaded and shown; null until the first one loads. */
  shown: LanguageCode | null;
  /** The catalogue of the wanted language could not be loaded (the console keeps the one shown). */
  failed: LanguageCode | null;
}

export const initialLocale: LocaleState = { detected: null, shown: null, failed: null };

type Slice = { locale: LocaleState };

export const localeReducers = {
  consoleLanguageDetected(state: Slice, action: PayloadAction<LanguageCode>) {
    state.locale.detected = action.payload;
  },
  consoleLanguageLoaded(state: Slice, action: PayloadAction<LanguageCode>) {
    state.locale.shown = action.payload;
    state.locale.failed = null;
  },
  consoleLanguageLoadFailed(state: Slice, action: PayloadAction<LanguageCode>) {
    state.locale.failed = action.payload;
  },
  /** Staff clicked a booking's row in a list (not its link): the shell's saga opens the booking. */
  bookingRowChosen(_state: Slice, _action: PayloadAction<number>) {},
};
