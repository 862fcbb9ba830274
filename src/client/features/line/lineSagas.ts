import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LineConnectStarted, LineStatus, MyLine } from '../../../shared/line.js';
import { LINE_OUTCOMES, LINE_STATUS_PATH, MY_LINE_PATH, type LineNotify } from '../../../shared/lineConstants.js';
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
  myLineFailed,
  myLineLoaded,
  myLineOpened,
  selectLine,
  type LineState,
} from './lineSlice.js';

/** LINE's calls, outside the entry's Api (only the sign-in page and my page load them). */
export function createLineApi(request: Request = createRequest()) {
  return {
    lineStatus: () => request<LineStatus>(LINE_STATUS_PATH),
    myLine: () => request<MyLine>(MY_LINE_PATH),
    connectLine: () => request<LineConnectStarted>(`${MY_LINE_PATH}/connect`, { method: 'POST', body: {} }),
    disconnectLine: () => request<MyLine>(MY_LINE_PATH, { method: 'DELETE' }),
    chooseLineNotify: (notify: LineNotify) => request<MyLine>(`${MY_LINE_PATH}/settings`, { method: 'PUT', body: { notify } }),
  };
}
export type LineApi = ReturnType<typeof createLineApi>;

/** Asked once per page load: the site answers 404 to every LINE path when LINE is not configured. */
export function* loadAvailability(api: LineApi) {
  const { available }: LineState = yield select(selectLine);
  if (available !== 'unknown') return;
  try {
    yield call(api.lineStatus);
    yield put(lineAvailabilityLoaded(true));
  } catch {
    // 404: no LINE here; any other failure: no button that might not work either
    yield put(lineAvailabilityLoaded(false));
  }
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

/** Started once per store by the sign-in page or my page (useLine.ts). */
export function* lineSagas(deps: SagaDeps, api: LineApi) {
  yield takeLeading(lineChoicesShown.type, loadAvailability, api);
  yield takeLatest(myLineOpened.type, loadMine, api);
  yield takeLeading(lineConnectRequested.type, connect, deps, api);
  yield takeLeading(lineDisconnectRequested.type, disconnect, api);
  yield takeLatest(lineNotifyChosen.type, chooseNotify, api);
}
