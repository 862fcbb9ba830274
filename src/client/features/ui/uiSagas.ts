import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { TRANSLATE_MAX_TRIES, TRANSLATE_POLL_MS, type LanguageCode } from '../../../shared/constants.js';
import * as messages from '../../../shared/messages.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectIsLoggedIn } from '../auth/authSelectors.js';
import { loadWords } from '../../i18n/catalogues.js';
import { languageRestored, languageSelected, routeChanged, translationApplied, translationUnavailable, wordsShown } from './uiSlice.js';

/**
 * The selector drives the page-translation widget. The widget's script is only loaded when
 * a visitor first asks for a language (it is third-party and not needed for the first paint); the
 * saga then polls for the widget's <select> every 500 ms and gives up with an alert after more than
 * 10 tries. takeLatest: a newer choice stops an older poll.
 */
export function* applyLanguage(deps: SagaDeps, { payload: lang }: ReturnType<typeof languageSelected | typeof languageRestored>) {
  yield call(deps.translate.load);
  for (let tries = 1; ; tries++) {
    const widget: HTMLSelectElement | null = yield call(deps.translate.findSelect);
    if (widget) {
      yield call(chooseWidgetLanguage, widget, lang);
      yield put(translationApplied());
      return;
    }
    if (tries > TRANSLATE_MAX_TRIES) {
      yield put(translationUnavailable());
      // the spec's alert, word for word, whatever the language (the selector keeps its behaviour exactly)
      yield call(deps.alert, messages.translateNotReady);
      return;
    }
    yield delay(TRANSLATE_POLL_MS);
  }
}

/**
 * The page's own words switch to the chosen language as soon as they have loaded (a chunk per
 * language), without a reload; until then the page keeps the words it shows. takeLatest: the last choice wins.
 */
export function* showWords(deps: SagaDeps, { payload: lang }: ReturnType<typeof languageSelected | typeof languageRestored>) {
  try {
    yield call(loadWords, lang);
    yield put(wordsShown(lang));
  } catch (error) {
    yield call(deps.log.warn, `Could not load the words of ${lang}: ${String(error)}`);
  }
}

/**
 * The choice is remembered (a cookie the server also reads, so emails, the checkout and the
 * receipt follow it), and recorded on the account of a logged-in visitor.
 */
export function* rememberLanguage(deps: SagaDeps, { payload: lang }: ReturnType<typeof languageSelected>) {
  yield call(deps.locale.rememberLanguage, lang);
  if (!((yield select(selectIsLoggedIn)) as boolean)) return;
  try {
    yield call(deps.api.updateLanguage, { language: lang });
  } catch (error) {
    yield call(deps.log.warn, `Could not save the language on the account: ${String(error)}`);
  }
}

/**
 * At start: the browser's time zone is reported, and a language chosen on an earlier visit comes back,
 * the page translated again (English is the page's own language: nothing to do).
 */
export function* restoreLanguage(deps: SagaDeps) {
  yield call(deps.locale.rememberTimeZone);
  const chosen: LanguageCode | null = yield call(deps.locale.chosenLanguage);
  if (chosen && chosen !== 'en') yield put(languageRestored(chosen));
}

export function chooseWidgetLanguage(select: HTMLSelectElement, lang: LanguageCode): void {
  select.value = lang;
  select.dispatchEvent(new Event('change'));
}

/** Router location changes become `ui/routeChanged` events (closing the menus, visible in DevTools). */
export function* watchRoute(deps: SagaDeps) {
  const channel: EventChannel<string> = yield call(eventChannel<string>, (emit) => deps.onRouteChange(emit));
  try {
    for (;;) {
      const pathname: string = yield take(channel);
      yield put(routeChanged(pathname));
    }
  } finally {
    channel.close();
  }
}

export function* uiSagas(deps: SagaDeps) {
  yield takeLatest([languageSelected.type, languageRestored.type], applyLanguage, deps);
  yield takeLatest([languageSelected.type, languageRestored.type], showWords, deps);
  yield takeEvery(languageSelected.type, rememberLanguage, deps);
}
