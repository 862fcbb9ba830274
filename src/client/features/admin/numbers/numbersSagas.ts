import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { NumbersReport } from '../../../../shared/admin/numbers.js';
import { tokyoToday } from '../../../../shared/dates.js';
import type { SagaDeps } from '../../../app/deps.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectNumbers,
  numbersLoaded,
  numbersLoadFailed,
  numbersPageOpened,
  numbersPeriodChosen,
  numbersRangeSubmitted,
  numbersRequested,
} from './numbersSlice.js';
import { defaultNumbersRange, type NumbersState } from './numbersState.js';

function* openNumbers() {
  const { period, range }: NumbersState = yield select(selectNumbers);
  const today: string = yield call(tokyoToday);
  yield put(numbersRequested({ period, range: range ?? defaultNumbersRange(period, today) }));
}

function* choosePeriod({ payload: period }: ReturnType<typeof numbersPeriodChosen>) {
  const today: string = yield call(tokyoToday);
  yield put(numbersRequested({ period, range: defaultNumbersRange(period, today) }));
}

function* submitRange({ payload: range }: ReturnType<typeof numbersRangeSubmitted>) {
  const { period }: NumbersState = yield select(selectNumbers);
  yield put(numbersRequested({ period, range }));
}

function* loadNumbers(api: AdminApi, { payload: { period, range } }: ReturnType<typeof numbersRequested>) {
  try {
    const report: NumbersReport = yield call(api.getNumbers, { ...range, period });
    yield put(numbersLoaded(report));
  } catch (e) {
    yield put(numbersLoadFailed(problemOr(e, 'numbers.loadFailed')));
  }
}

/** The console's numbers flows. */
export function* numbersSagas(_deps: SagaDeps, api: AdminApi) {
  yield takeEvery(numbersPageOpened.type, openNumbers);
  yield takeEvery(numbersPeriodChosen.type, choosePeriod);
  yield takeEvery(numbersRangeSubmitted.type, submitRange);
  // a newer choice cancels the stale request
  yield takeLatest(numbersRequested.type, loadNumbers, api);
}
