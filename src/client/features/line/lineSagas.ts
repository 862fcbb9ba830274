import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LineConnectStarted, LineSignupBody, LineVisitorInfo, MyLine } from '../../../shared/line.js';
import {
  LINE_META_NAME,
  LINE_OUTCOMES,
  LINE_SIGNUP_PATH,
  LINE_VISITOR_PATH,
  MY_LINE_PATH,
  type LineNotify,
} from '../../../shared/lineConstants.js';
import { LINE_VISITOR_TEXTS } from '../../../shared/lineVisitorTexts.js';
import type { LanguageCode } from '../../../shared/constants.js';
import { selectLanguage } from '../ui/uiSelectors.js';
import { createRequest, detailOr, type Request } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { LINE_WORDS } from './lineWords.js';
import {
  lineAvailabilityLoaded,
  lineChanged,
  lineChangeFailed,
  lineChoicesShown,
  lineConnectRequested,
  lineDisconnectRequested,
  lineNotifyChosen,
  lineSignupFailed,
  lineSignupSent,
  lineSignupSubmitted,
  lineVisitorDismissed,
  lineVisitorFailed,
  lineVisitorLoaded,
  lineVisitorWanted,
  myLineFailed,
  myLineLoaded,
  myLineOpened,
  selectLine,
  type LineState,
} from './lineSlice.js';

/** LINE's calls, outside the entry's Api (only the sign-in page, my page and the console load them). */
export function createLineApi(request: Request = createRequest()) {
  return {
    /** Whether the site has LINE Login: the page's meta tag, written by the server. */
    lineAvailable: async () => document.querySelector(`meta[name="${LINE_META_NAME}"]`)?.getAttribute('content') === 'on',
    myLine: () => request<MyLine>(MY_LINE_PATH),
    connectLine: () => request<LineConnectStarted>(`${MY_LINE_PATH}/connect`, { method: 'POST', body: {} }),
    disconnectLine: () => request<MyLine>(MY_LINE_PATH, { method: 'DELETE' }),
    chooseLineNotify: (notify: LineNotify) => request<MyLine>(`${MY_LINE_PATH}/settings`, { method: 'PUT', body: { notify } }),
    lineVisitor: () => request<LineVisitorInfo>(LINE_VISITOR_PATH),
    forgetLineVisitor: () => request<LineVisitorInfo>(LINE_VISITOR_PATH, { method: 'DELETE' }),
    lineSignup: (body: LineSignupBody) => request<null>(LINE_SIGNUP_PATH, { method: 'POST', body }),
  };
}
export type LineApi = ReturnType<typeof createLineApi>;

/** Read once per page load (every LINE path answers 404 on a site without LINE). */
export function* loadAvailability(api: LineApi) {
  const { available }: LineState = yield select(selectLine);
  if (available !== 'unknown') return;
  const on: boolean = yield call(api.lineAvailable);
  yield put(lineAvailabilityLoaded(on));
}

/** My page's LINE section: the site's LINE, then the account's; the connect's outcome said once. */
function* loadMine(api: LineApi, { payload: { outcome } }: ReturnType<typeof myLineOpened>) {
  yield call(loadAvailability, api);
  const { available }: LineState = yield select(selectLine);
  if (available !== 'yes') return;
  try {
    const mine: MyLine = yield call(api.myLine);
    const said = outcome === 'connected' || outcome === 'taken' ? LINE_OUTCOMES[outcome] : undefined;
    yield put(myLineLoaded({ mine, message: said }));
  } catch (e) {
    yield put(myLineFailed(detailOr(e, LINE_WORDS.loadFailed)));
  }
}

/** Connect: LINE Login in this browser (the server gave the URL and the browser's binding cookie). */
function* connect(deps: SagaDeps, api: LineApi) {
  try {
    const { url }: LineConnectStarted = yield call(api.connectLine);
    yield call(deps.goToUrl, url);
  } catch (e) {
    yield put(lineChangeFailed(detailOr(e, LINE_WORDS.changeFailed)));
  }
}

function* disconnect(api: LineApi) {
  try {
    const mine: MyLine = yield call(api.disconnectLine);
    yield put(lineChanged({ mine, message: LINE_WORDS.disconnected }));
  } catch (e) {
    yield put(lineChangeFailed(detailOr(e, LINE_WORDS.changeFailed)));
  }
}

function* chooseNotify(api: LineApi, { payload }: ReturnType<typeof lineNotifyChosen>) {
  try {
    const mine: MyLine = yield call(api.chooseLineNotify, payload);
    yield put(lineChanged({ mine, message: LINE_WORDS.saved[mine.notify] }));
  } catch (e) {
    yield put(lineChangeFailed(detailOr(e, LINE_WORDS.changeFailed)));
  }
}

/** Whom LINE names in this browser (a visitor without an account who went through LINE Login), once per page load. */
function* loadVisitor(api: LineApi) {
  yield call(loadAvailability, api);
  const { available, visitor }: LineState = yield select(selectLine);
  if (visitor.status === 'ready') return;
  if (available !== 'yes') return void (yield put(lineVisitorLoaded(null)));
  try {
    const { name }: LineVisitorInfo = yield call(api.lineVisitor);
    yield put(lineVisitorLoaded(name));
  } catch {
    yield put(lineVisitorFailed());
  }
}

function* dismissVisitor(api: LineApi) {
  try {
    yield call(api.forgetLineVisitor);
    yield put(lineVisitorLoaded(null));
  } catch {
    yield put(lineVisitorFailed());
  }
}

/**
 * The new LINE user's account: made, but no session and no LINE until the emailed link is opened in this
 * browser (the server keeps the LINE user aside for it), so the page says exactly that, in her language.
 */
function* signUp(api: LineApi, { payload: { name, email } }: ReturnType<typeof lineSignupSubmitted>) {
  const language: LanguageCode = yield select(selectLanguage);
  try {
    yield call(api.lineSignup, { name, email });
    yield put(lineSignupSent(email));
  } catch (e) {
    yield put(lineSignupFailed(detailOr(e, LINE_VISITOR_TEXTS[language].failed)));
  }
}

/** Started once per store by the sign-in page, my page or the booking page (useLine.ts). */
export function* lineSagas(deps: SagaDeps, api: LineApi) {
  yield takeLeading(lineChoicesShown.type, loadAvailability, api);
  yield takeLatest(myLineOpened.type, loadMine, api);
  yield takeLeading(lineConnectRequested.type, connect, deps, api);
  yield takeLeading(lineDisconnectRequested.type, disconnect, api);
  yield takeLatest(lineNotifyChosen.type, chooseNotify, api);
  yield takeLeading(lineVisitorWanted.type, loadVisitor, api);
  yield takeLeading(lineVisitorDismissed.type, dismissVisitor, api);
  yield takeLeading(lineSignupSubmitted.type, signUp, api);
}
