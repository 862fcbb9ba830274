import { call, put, takeLatest } from 'redux-saga/effects';
import { detectInAppBrowser } from '../../../shared/inAppBrowser.js';
import type { SagaDeps } from '../../app/deps.js';
import { browserDetected, linkCopied, linkCopyFailed, linkCopyRequested } from './inAppSlice.js';

/** At start, before the first render: is this an app's webview, where Google refuses to sign anyone in? */
export function* detectBrowser(deps: SagaDeps) {
  const userAgent: string | null = yield call(deps.device.userAgent);
  if (userAgent === null) return;
  yield put(browserDetected(detectInAppBrowser(userAgent)));
}

/** "Copy link": the page's address on the clipboard, or shown to copy by hand when the browser refuses. */
export function* copyPageLink(deps: SagaDeps) {
  const url: string = yield call(deps.device.pageUrl);
  try {
    yield call(deps.device.copyText, url);
    yield put(linkCopied());
  } catch {
    yield put(linkCopyFailed(url));
  }
}

export function* inAppSagas(deps: SagaDeps) {
  yield takeLatest(linkCopyRequested.type, copyPageLink, deps);
}
