import { call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { TrackedLink, TrackedLinkList } from '../../../../shared/admin/links.js';
import type { AdminApi } from '../adminApi.js';
import {
  linkArchiveChangeConfirmed,
  linkArchiveChanged,
  linkArchiveChangeFailed,
  linkCopied,
  linkCopyFailed,
  linkCopyRequested,
  linkCreated,
  linkCreateFailed,
  linkCreateSubmitted,
  linksLoaded,
  linksLoadFailed,
  linksPageOpened,
} from './linksSlice.js';
import { problemOr } from '../i18n/consoleMessage.js';

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

/** Archive or Restore: two routes on the server, one flow here. */
function* changeLinkArchive(api: AdminApi, { payload: { id, archived } }: ReturnType<typeof linkArchiveChangeConfirmed>) {
  try {
    const link: TrackedLink = yield call(archived ? api.archiveLink : api.restoreLink, id);
    yield put(linkArchiveChanged(link));
  } catch (e) {
    yield put(linkArchiveChangeFailed(problemOr(e, archived ? 'sources.links.archiveFailed' : 'sources.links.restoreFailed')));
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
  yield takeEvery(linkArchiveChangeConfirmed.type, changeLinkArchive, api);
  yield takeLatest(linkCopyRequested.type, copyLink, clipboard);
}
