import type { PayloadAction } from '@reduxjs/toolkit';
import type { StaffSelf } from '../../../shared/admin/staff.js';
import type { LanguageCode } from '../../../shared/constants.js';
import type { LoadStatus } from '../../api/callStatus.js';
import { says, type ConsoleMessage } from './i18n/consoleMessage.js';
import { done, failed, idle, loading, type Outcome } from './outcome.js';

// The shell's `settings` part: the member's own settings (booking emails, console language, calendar feed).

export interface SettingsState {
  self: StaffSelf | null;
  selfStatus: LoadStatus;
  selfError: ConsoleMessage | null;
  notifications: Outcome;
  /** Saving the member's console language; `languageBefore` is shown again if it fails. */
  language: Outcome;
  languageBefore: LanguageCode | null;
  feed: Outcome;
  /** The new calendar feed URL, shown once; a secret (redact.ts masks `feedUrl` in DevTools). */
  feedUrl: string | null;
}

export const initialSettings: SettingsState = {
  self: null,
  selfStatus: 'idle',
  selfError: null,
  notifications: idle,
  language: idle,
  languageBefore: null,
  feed: idle,
  feedUrl: null,
};

type Slice = { settings: SettingsState };

export const settingsReducers = {
  settingsPageOpened(state: Slice, _action: PayloadAction<void>) {
    state.settings.selfStatus = 'loading';
    state.settings.notifications = idle;
    state.settings.language = idle;
    state.settings.feed = idle;
    state.settings.feedUrl = null;
  },
  selfLoaded(state: Slice, action: PayloadAction<StaffSelf>) {
    state.settings.self = action.payload;
    state.settings.selfStatus = 'ready';
    state.settings.selfError = null;
  },
  selfLoadFailed(state: Slice, action: PayloadAction<ConsoleMessage>) {
    state.settings.selfStatus = 'failed';
    state.settings.selfError = action.payload;
  },
  notificationsToggled(state: Slice, _action: PayloadAction<{ notify_bookings: boolean }>) {
    state.settings.notifications = loading;
  },
  notificationsSaved(state: Slice, action: PayloadAction<StaffSelf>) {
    state.settings.self = action.payload;
    state.settings.notifications = done(says(action.payload.notify_bookings ? 'staff.settings.emails.on' : 'staff.settings.emails.off'));
  },
  notificationsSaveFailed: (state: Slice, action: PayloadAction<ConsoleMessage>) =>
    void (state.settings.notifications = failed(action.payload)),
  /** The member chose a console language (null: the site's); shown at once, saved by the saga. */
  consoleLanguageChosen(state: Slice, action: PayloadAction<{ console_language: LanguageCode | null }>) {
    if (!state.settings.self) return;
    state.settings.languageBefore = state.settings.self.console_language;
    state.settings.self.console_language = action.payload.console_language;
    state.settings.language = loading;
  },
  consoleLanguageSaved(state: Slice, action: PayloadAction<StaffSelf>) {
    state.settings.self = action.payload;
    state.settings.language = done(says('staff.settings.language.saved'));
  },
  /** Not saved: the choice shown goes back to the saved one. */
  consoleLanguageSaveFailed(state: Slice, action: PayloadAction<ConsoleMessage>) {
    if (state.settings.self) state.settings.self.console_language = state.settings.languageBefore;
    state.settings.language = failed(action.payload);
  },
  calendarFeedRequested(state: Slice, _action: PayloadAction<void>) {
    state.settings.feed = loading;
    state.settings.feedUrl = null;
  },
  calendarFeedCreated(state: Slice, action: PayloadAction<{ feedUrl: string }>) {
    state.settings.feedUrl = action.payload.feedUrl;
    state.settings.feed = done(says('staff.feed.ready'));
    if (state.settings.self) state.settings.self.calendar_feed = true;
  },
  calendarFeedStopRequested(state: Slice, _action: PayloadAction<void>) {
    state.settings.feed = loading;
  },
  calendarFeedStopped(state: Slice, _action: PayloadAction<void>) {
    state.settings.feedUrl = null;
    state.settings.feed = done(says('staff.feed.stopped'));
    if (state.settings.self) state.settings.self.calendar_feed = false;
  },
  calendarFeedFailed: (state: Slice, action: PayloadAction<ConsoleMessage>) => void (state.settings.feed = failed(action.payload)),
};
