import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PauseOptions, WithdrawalSummary } from '../../../shared/enrolmentChanges.js';
import { detailOr } from '../../api/client.js';
import type { EnrolApi } from './enrolApi.js';
import { myCoursesOpened } from './enrolSlice.js';
import { LOAD_FAILED } from './enrolTexts.js';
import {
  changeDone,
  changeFailed,
  changeOpened,
  pauseAsked,
  pauseOptionsLoaded,
  withdrawalSummaryLoaded,
  withdrawConfirmed,
} from './enrolmentChangesSlice.js';

// My page's pause and withdrawal (issue 41): the form's facts loaded when it opens, the request sent once, then my
// courses reloaded so the card shows the pause or the last day.

/** Sent, but the answer never came: the student tries again (the server refuses a second pause of the same months). */
export const CHANGE_FAILED = 'This did not go through. Please try again.';

export function* openChange(api: EnrolApi, { payload }: ReturnType<typeof changeOpened>) {
  try {
    if (payload.kind === 'pause') {
      const options: PauseOptions = yield call(api.pauseOptions, payload.id);
      yield put(pauseOptionsLoaded(options));
    } else {
      const summary: WithdrawalSummary = yield call(api.withdrawal, payload.id);
      yield put(withdrawalSummaryLoaded(summary));
    }
  } catch (e) {
    yield put(changeFailed(detailOr(e, LOAD_FAILED)));
  }
}

export function* askPause(api: EnrolApi, { payload }: ReturnType<typeof pauseAsked>) {
  try {
    yield call(api.pause, payload.id, { first_month: payload.first_month, months: payload.months });
    yield put(changeDone({ id: payload.id, kind: 'pause' }));
    yield put(myCoursesOpened({ pay: null }));
  } catch (e) {
    yield put(changeFailed(detailOr(e, CHANGE_FAILED)));
  }
}

export function* confirmWithdrawal(api: EnrolApi, { payload }: ReturnType<typeof withdrawConfirmed>) {
  try {
    yield call(api.withdraw, payload.id);
    yield put(changeDone({ id: payload.id, kind: 'withdraw' }));
    yield put(myCoursesOpened({ pay: null }));
  } catch (e) {
    yield put(changeFailed(detailOr(e, CHANGE_FAILED)));
  }
}

export function* enrolmentChangesSagas(api: EnrolApi) {
  yield takeLatest(changeOpened.type, openChange, api);
  yield takeLeading(pauseAsked.type, askPause, api);
  yield takeLeading(withdrawConfirmed.type, confirmWithdrawal, api);
}
