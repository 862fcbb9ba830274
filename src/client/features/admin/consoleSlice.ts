import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer.js';
import type { LanguageCode } from '../../../shared/constants.js';
import type { RootState } from '../../app/rootReducer.js';
import { languageSelected } from '../ui/uiSlice.js';
import { initialLocale, localeReducers, type LocaleState } from './localeState.js';
import { initialReauth, reauthReducers, type ReauthState } from './reauthState.js';
import { initialSettings, settingsReducers, type SettingsState } from './settingsState.js';

export interface ConsoleState {
  /** The console's language. */
  locale: LocaleState;
  /** The password prompt of the sensitive calls. */
  reauth: ReauthState;
  /** The member's own settings. */
  settings: SettingsState;
}

/**
 * The console's shell: the language it speaks, the password prompt of sensitive calls, and the member's own
 * settings. Every console page has it (the layout's loader starts it).
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const consoleSlice = createSlice({
  name: 'admin/console',
  initialState: { locale: initialLocale, reauth: initialReauth, settings: initialSettings } as ConsoleState,
  reducers: { ...localeReducers, ...reauthReducers, ...settingsReducers },
  extraReducers: (builder) =>
    // a language chosen in the site's header is the console's too, unless the member's setting says otherwise
    builder.addCase(languageSelected, (state, action) => void (state.locale.detected = action.payload)),
  selectors: {
    selectLocale: (s) => s.locale,
    selectReauth: (s) => s.reauth,
    selectSettings: (s) => s.settings,
  },
});

/** The root reducer with this slice in it (app/consoleSlices.ts adds it to RootState); its selectors give the initial state until its first action. */
export const withConsole = consoleSlice.injectInto(rootReducer);

export const {
  consoleLanguageDetected,
  consoleLanguageLoaded,
  consoleLanguageLoadFailed,
  bookingRowChosen,
  reauthAsked,
  reauthSubmitted,
  reauthFailed,
  reauthConfirmed,
  reauthCanceled,
  csvExportRequested,
  settingsPageOpened,
  selfLoaded,
  selfLoadFailed,
  notificationsToggled,
  notificationsSaved,
  notificationsSaveFailed,
  consoleLanguageChosen,
  consoleLanguageSaved,
  consoleLanguageSaveFailed,
  calendarFeedRequested,
  calendarFeedCreated,
  calendarFeedStopRequested,
  calendarFeedStopped,
  calendarFeedFailed,
} = consoleSlice.actions;

export const { selectLocale, selectReauth, selectSettings } = withConsole.selectors;

/** The language the console should speak: the member's own setting, else the header's or the browser's. */
export const selectConsoleLanguage = (s: RootState): LanguageCode | null => s.auth.userInfo?.console_language ?? selectLocale(s).detected;
