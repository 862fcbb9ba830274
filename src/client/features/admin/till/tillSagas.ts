import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { TillReport } from '../../../../shared/admin/till.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { TillApi } from './tillApi.js';
import { selectTill, tillDateChosen, tillDateFound, tillLoaded, tillLoadFailed, tillPageOpened, type TillState } from './tillSlice.js';

/** The chosen day's till; today in Japan when none is chosen yet. */
function* loadTill(api: TillApi) {
  const { date }: TillState = yield select(selectTill);
  let day = date;
  if (day === null) {
    day = (yield call(tokyoToday)) as string;
    yield put(tillDateFound(day));
  }
  try {
    const report: TillReport = yield call(api.getTill, { date: day });
    yield put(tillLoaded(report));
  } catch (e) {
    yield put(tillLoadFailed(problemOr(e, 'till.failed')));
  }
}

/** The till page's flow (started by its route: tillArea.ts); a newer date cancels a stale load. */
export function* tillSagas(api: TillApi) {
  yield takeLatest([tillPageOpened.type, tillDateChosen.type], loadTill, api);
}
