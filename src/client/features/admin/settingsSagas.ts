import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CalendarFeed, StaffSelf } from '../../../shared/admin/staff.js';
import type { User } from '../../../shared/auth.js';
import { selectUser } from '../auth/authSelectors.js';
import { userInfoUpdated } from '../auth/authSlice.js';
import type { AdminApi } from './adminApi.js';
import {
  calendarFeedCreated,
  calendarFeedFailed,
  calendarFeedRequested,
  calendarFeedStopped,
  calendarFeedStopRequested,
  consoleLanguageChosen,
  consoleLanguageSaved,
  consoleLanguageSaveFailed,
  notificationsSaved,
  notificationsSaveFailed,
  notificationsToggled,
  selfLoaded,
  selfLoadFailed,
  settingsPageOpened,
} from './consoleSlice.js';
import { problemOr } from './i18n/consoleMessage.js';
import { withReauth } from './reauthSagas.js';

function* loadSelf(api: AdminApi) {
  try {
    const self: StaffSelf = yield call(api.getSelf);
    yield put(selfLoaded(self));
  } catch (e) {
    yield put(selfLoadFailed(problemOr(e, 'staff.settings.loadFailed')));
  }
}

function* setNotifications(api: AdminApi, { payload }: ReturnType<typeof notificationsToggled>) {
  try {
    const self: StaffSelf = yield call(api.setNotifications, payload);
    yield put(notificationsSaved(self));
  } catch (e) {
    yield put(notificationsSaveFailed(problemOr(e, 'staff.settings.emails.failed')));
  }
}

/**
 * Saves the member's console language; saved, the account's copy (auth slice) follows, and the console
 * switches to it at once (localeSagas.ts). Not saved: the choice shown goes back (settingsState.ts).
 */
function* setConsoleLanguage(api: AdminApi, { payload }: ReturnType<typeof consoleLanguageChosen>) {
  try {
    const self: StaffSelf = yield call(api.setConsoleLanguage, payload);
    yield put(consoleLanguageSaved(self));
    const user: User | null = yield select(selectUser);
    if (user) yield put(userInfoUpdated({ ...user, console_language: self.console_language }));
  } catch (e) {
    yield put(consoleLanguageSaveFailed(problemOr(e, 'staff.settings.language.failed')));
  }
}

function* newFeed(api: AdminApi) {
  try {
    const { url }: CalendarFeed = yield call(withReauth, api.newCalendarFeed);
    yield put(calendarFeedCreated({ feedUrl: url }));
  } catch (e) {
    yield put(calendarFeedFailed(problemOr(e, 'staff.feed.failed')));
  }
}

function* stopFeed(api: AdminApi) {
  try {
    yield call(api.revokeCalendarFeed);
    yield put(calendarFeedStopped());
  } catch (e) {
    yield put(calendarFeedFailed(problemOr(e, 'staff.feed.stopFailed')));
  }
}

/** The member's own settings: booking emails, console language, calendar feed. */
export function* settingsSagas(api: AdminApi) {
  yield takeLatest(settingsPageOpened.type, loadSelf, api);
  yield takeLatest(notificationsToggled.type, setNotifications, api);
  yield takeLatest(consoleLanguageChosen.type, setConsoleLanguage, api);
  yield takeLeading(calendarFeedRequested.type, newFeed, api);
  yield takeLeading(calendarFeedStopRequested.type, stopFeed, api);
}
