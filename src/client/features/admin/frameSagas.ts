import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { LanguageCode } from '../../../shared/constants.js';
import { isConsolePath } from '../../../shared/paths.js';
import type { SagaDeps } from '../../app/deps.js';
import { loadWords } from '../../i18n/catalogues.js';
import { selectLanguage, selectShownLanguage } from '../ui/uiSelectors.js';
import { routeChanged, wordsShown } from '../ui/uiSlice.js';
import { consoleLanguageLoaded, selectLocale } from './consoleSlice.js';

// The site's frame around the console (header, footer, skip link, the document's lang) speaks the console's
// language on a console page, not the visitor selector's (issue 39, point 11): the frame's words are shown in it
// (ui `wordsShown`) without changing the visitor's choice (ui `language`, its cookie), which the frame takes back
// on leaving the console. Console code, loaded with its pages: the visitor's entry carries none of it.

/** The frame's words in the language a page wants: the console's on a console page, else the visitor's choice. */
export function* frameFollows(deps: SagaDeps, path: string) {
  const consoleLanguage = ((yield select(selectLocale)) as ReturnType<typeof selectLocale>).shown;
  const visitor: LanguageCode = yield select(selectLanguage);
  const wanted = isConsolePath(path) && consoleLanguage ? consoleLanguage : visitor;
  if (wanted === ((yield select(selectShownLanguage)) as LanguageCode)) return;
  try {
    yield call(loadWords, wanted);
    yield put(wordsShown(wanted));
  } catch (error) {
    yield call(deps.log.warn, `Could not load the words of ${wanted}: ${String(error)}`);
  }
}

/** On each route, each console language shown, and each time the visitor's words change the frame (a choice in the header). */
export function* frameSagas(deps: SagaDeps) {
  let path = deps.currentPath();
  yield takeLatest([routeChanged.type, consoleLanguageLoaded.type, wordsShown.type], function* follow(action: UnknownAction) {
    if (routeChanged.match(action)) path = action.payload;
    yield call(frameFollows, deps, path);
  });
  yield call(frameFollows, deps, path);
}
