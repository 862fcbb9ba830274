import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { EnrolmentChangeRequest, PauseOptions, WithdrawalSummary } from '../../../../shared/enrolmentChanges.js';
import { NOT_RUNNING, PAUSE_BEFORE_START, PAUSE_LENGTH, PAUSE_OVERLAP, PAUSE_PAID, PAUSE_TOO_LATE } from '../../../../shared/pauseWords.js';
import { problemOr } from '../i18n/consoleMessage.js';
import { knowDetails } from '../i18n/serverDetails.js';
import type { EnrolmentsApi } from './enrolmentsApi.js';
import { enrolmentOpened } from './enrolmentsSlice.js';
import {
  deskChangeDone,
  deskChangeFailed,
  deskChangeOpened,
  deskOptionsLoaded,
  deskPauseAsked,
  deskSummaryLoaded,
  deskWithdrawConfirmed,
  requestsFailed,
  requestsLoaded,
  requestsOpened,
  selectChanges,
  type ChangesState,
} from './changesSlice.js';

// The desk's pauses and withdrawals (issue 41): the requests' list, and a request taken at the desk (its facts
// first, then sent once; the enrolment and the list reloaded after).

knowDetails([
  [PAUSE_TOO_LATE, 'enrolments.changes.refused.late'],
  [PAUSE_LENGTH, 'enrolments.changes.refused.length'],
  [PAUSE_OVERLAP, 'enrolments.changes.refused.overlap'],
  [NOT_RUNNING, 'enrolments.changes.refused.notRunning'],
  [PAUSE_BEFORE_START, 'enrolments.changes.refused.beforeStart'],
  [PAUSE_PAID, 'enrolments.changes.refused.paid'],
]);

function* loadRequests(api: EnrolmentsApi, { payload }: ReturnType<typeof requestsOpened>) {
  try {
    const { requests }: { requests: EnrolmentChangeRequest[] } = yield call(api.changeRequests, payload);
    yield put(requestsLoaded(requests));
  } catch {
    yield put(requestsFailed());
  }
}

function* openDeskChange(api: EnrolmentsApi, { payload }: ReturnType<typeof deskChangeOpened>) {
  try {
    if (payload.kind === 'pause') {
      const options: PauseOptions = yield call(api.pauseOptions, payload.id);
      yield put(deskOptionsLoaded(options));
    } else {
      const summary: WithdrawalSummary = yield call(api.withdrawal, payload.id);
      yield put(deskSummaryLoaded(summary));
    }
  } catch (e) {
    yield put(deskChangeFailed(problemOr(e, 'enrolments.changes.failed')));
  }
}

function* afterChange(id: number, kind: 'pause' | 'withdraw') {
  yield put(deskChangeDone(kind));
  yield put(enrolmentOpened(id));
  const s: ChangesState = yield select(selectChanges);
  yield put(requestsOpened(s.requestsFor));
}

function* askPause(api: EnrolmentsApi, { payload }: ReturnType<typeof deskPauseAsked>) {
  try {
    yield call(api.pause, payload.id, { first_month: payload.first_month, months: payload.months });
    yield* afterChange(payload.id, 'pause');
  } catch (e) {
    yield put(deskChangeFailed(problemOr(e, 'enrolments.changes.failed')));
  }
}

function* withdraw(api: EnrolmentsApi, { payload }: ReturnType<typeof deskWithdrawConfirmed>) {
  try {
    yield call(api.withdraw, payload);
    yield* afterChange(payload, 'withdraw');
  } catch (e) {
    yield put(deskChangeFailed(problemOr(e, 'enrolments.changes.failed')));
  }
}

export function* changesSagas(api: EnrolmentsApi) {
  yield takeLatest(requestsOpened.type, loadRequests, api);
  yield takeLatest(deskChangeOpened.type, openDeskChange, api);
  yield takeLeading(deskPauseAsked.type, askPause, api);
  yield takeLeading(deskWithdrawConfirmed.type, withdraw, api);
}
