import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { detectInAppBrowser } from '../../../shared/inAppBrowser.js';
import type { SagaDeps } from '../../app/deps.js';
import type { Device } from './device.js';
import { browserDetected, linkCopied, linkCopyFailed, linkCopyRequested, signInChoicesShown } from './inAppSlice.js';

/** Is this an app's webview, where Google refuses to sign anyone in (403 disallowed_useragent)? */
export function* detectBrowser(device: Device) {
  const userAgent: string = yield call(device.userAgent);
  yield put(browserDetected(detectInAppBrowser(userAgent)));
}

/** "Copy link": the page's address on the clipboard, or shown to copy by hand when the webview refuses. */
export function* copyPageLink(device: Device) {
  const url: string = yield call(device.pageUrl);
  try {
    yield call(device.copyText, url);
    yield put(linkCopied());
  } catch {
    yield put(linkCopyFailed(url));
  }
}

/** Started once per store (useInApp.ts), with the browser's device handles (tests pass fakes). */
export function* inAppSagas(_deps: SagaDeps, device: Device) {
  yield takeLeading(signInChoicesShown.type, detectBrowser, device);
  yield takeLatest(linkCopyRequested.type, copyPageLink, device);
}
