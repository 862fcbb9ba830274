import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { TrackedLink, TrackedLinkList } from '../../../shared/admin/links.js';
import type { AdminApi } from './adminApi.js';
import {
  linkArchiveConfirmed,
  linkArchived,
  linkArchiveFailed,
  linkRestoreConfirmed,
  linkRestored,
  linkRestoreFailed,
  linkCopied,
  linkCopyFailed,
  linkCopyRequested,
  linkCreated,
  linkCreateFailed,
  linkCreateSubmitted,
  linksLoaded,
  linksLoadFailed,
  linksPageOpened,
} from './adminSlice.js';
import { problemOr } from './i18n/consoleMessage.js';

/** The clipboard, as the links page needs it (tests pass a fake). */
export interface Clipboard {
  /** Rejects (or throws) when the browser refuses or has none. */
  copyText(text: string): Promise<void>;
}

export const browserClipboard: Clipboard = { copyText: (text) => navigator.clipboard.writeText(text) };

function* loadLinks(api: AdminApi) {
  try {
    const { links }: TrackedLinkList = yield call(api.listLinks);
    yield put(linksLoaded(links));
  } catch (e) {
    yield put(linksLoadFailed(problemOr(e, 'sources.links.loadFailed')));
  }
}

function* createLink(api: AdminApi, { payload }: ReturnType<typeof linkCreateSubmitted>) {
  try {
    const link: TrackedLink = yield call(api.createLink, payload);
    yield put(linkCreated(link));
  } catch (e) {
    yield put(linkCreateFailed(problemOr(e, 'sources.links.saveFailed')));
  }
}

function* archiveLink(api: AdminApi, { payload: id }: ReturnType<typeof linkArchiveConfirmed>) {
  try {
    const link: TrackedLink = yield call(api.archiveLink, id);
    yield put(linkArchived(link));
  } catch (e) {
    yield put(linkArchiveFailed(problemOr(e, 'sources.links.archiveFailed')));
  }
}

function* restoreLink(api: AdminApi, { payload: id }: ReturnType<typeof linkRestoreConfirmed>) {
  try {
    const link: TrackedLink = yield call(api.restoreLink, id);
    yield put(linkRestored(link));
  } catch (e) {
    yield put(linkRestoreFailed(problemOr(e, 'sources.links.restoreFailed')));
  }
}

function* copyLink(clipboard: Clipboard, { payload: link }: ReturnType<typeof linkCopyRequested>) {
  try {
    yield call(clipboard.copyText, link.url);
    yield put(linkCopied(link));
  } catch {
    // the URL stays on the page to select and copy by hand
    yield put(linkCopyFailed(link));
  }
}

/** "Tracked links": the list, a new link (one save at a time), archiving and restoring, Copy. */
export function* linksSagas(api: AdminApi, clipboard: Clipboard) {
  yield takeLatest(linksPageOpened.type, loadLinks, api);
  yield takeLeading(linkCreateSubmitted.type, createLink, api);
  yield takeEvery(linkArchiveConfirmed.type, archiveLink, api);
  yield takeEvery(linkRestoreConfirmed.type, restoreLink, api);
  yield takeLatest(linkCopyRequested.type, copyLink, clipboard);
}
