import { createIntl } from 'react-intl';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { LanguageCode } from '../../../shared/constants.js';
import { languageOfTag } from '../../../shared/language.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectSessionRestored } from '../auth/authSelectors.js';
import { loginSucceeded, sessionRestored, sessionRestoreFailed, userInfoUpdated } from '../auth/authSlice.js';
import { languageSelected } from '../ui/uiSlice.js';
import {
  consoleLanguageDetected,
  consoleLanguageLoaded,
  consoleLanguageLoadFailed,
  selectConsoleLanguage,
  selectLocale,
} from './consoleSlice.js';
import { loadCatalogue, type Catalogue } from './i18n/catalogues.js';
import type { ConsoleMessage } from './i18n/consoleMessage.js';
import { browserConsoleLanguage, CONSOLE_LOCALES } from './i18n/locales.js';
import { messageText } from './i18n/useConsoleText.js';

const browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages);

/** Without a setting of the member's own: the language chosen in the header (its cookie), else the browser's. */
export function* detectConsoleLanguage(deps: SagaDeps) {
  const chosen: LanguageCode | null = yield call(deps.locale.chosenLanguage);
  const languages: readonly string[] = yield call(browserLanguages);
  yield put(consoleLanguageDetected(chosen ?? browserConsoleLanguage(languages, languageOfTag)));
}

/**
 * Loads the wanted language's catalogue whenever the wanted language changes (the last change wins);
 * not before the session is known, since a member's own setting comes with it.
 */
export function* showWantedLanguage() {
  if (!((yield select(selectSessionRestored)) as boolean)) return;
  const wanted: LanguageCode | null = yield select(selectConsoleLanguage);
  const { shown } = (yield select(selectLocale)) as ReturnType<typeof selectLocale>;
  if (!wanted || wanted === shown) return;
  try {
    yield call(loadCatalogue, wanted);
    yield put(consoleLanguageLoaded(wanted));
  } catch {
    yield put(consoleLanguageLoadFailed(wanted));
  }
}

export function* localeSagas(deps: SagaDeps) {
  yield takeLatest(
    [
      consoleLanguageDetected.type,
      languageSelected.type,
      sessionRestored.type,
      sessionRestoreFailed.type,
      loginSucceeded.type,
      userInfoUpdated.type,
    ],
    showWantedLanguage,
  );
  yield call(detectConsoleLanguage, deps);
}

/**
 * A message in the language the console shows now, as text: for the browser's own prompts and alerts
 * (deps.confirm, deps.alert), which sagas open outside React.
 */
export function* shownText(message: ConsoleMessage) {
  const language: LanguageCode = ((yield select(selectLocale)) as ReturnType<typeof selectLocale>).shown ?? 'en';
  const messages: Catalogue = yield call(loadCatalogue, language);
  return messageText(createIntl({ locale: CONSOLE_LOCALES[language], messages, defaultLocale: 'en-GB' }), message) as string;
}
