import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { TodayView } from '../../../../shared/admin/today.js';
import { tokyoToday } from '../../../../shared/dates.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectToday,
  todayAttendanceFailed,
  todayAttendanceSaved,
  todayAttendanceTapped,
  todayDateChosen,
  todayDateFound,
  todayLoaded,
  todayLoadFailed,
  todayPageOpened,
} from './todaySlice.js';
import { problemOr, says } from '../i18n/consoleMessage.js';
import type { TodayState } from './todayState.js';

/** The chosen day; today in Japan when none is chosen yet. */
function* loadToday(api: AdminApi) {
  const { date }: TodayState = yield select(selectToday);
  let day = date;
  if (day === null) {
    day = (yield call(tokyoToday)) as string;
    yield put(todayDateFound(day));
  }
  try {
    const view: TodayView = yield call(api.getToday, { date: day });
    yield put(todayLoaded(view));
  } catch (e) {
    yield put(todayLoadFailed(problemOr(e, 'today.failed')));
  }
}

/** One tap on a block: the booking page's own attendance call; then the day again, for its summary. */
function* markAttendance(api: AdminApi, { payload: tap }: ReturnType<typeof todayAttendanceTapped>) {
  const name = { name: tap.name };
  try {
    yield call(api.setAttendance, tap.id, { attendance: tap.attendance });
    const said = tap.attendance === null ? 'today.cleared' : tap.attendance === 'attended' ? 'today.arrivedDone' : 'today.noShowDone';
    yield put(todayAttendanceSaved({ ...tap, message: says(said, name) }));
  } catch (e) {
    yield put(todayAttendanceFailed({ id: tap.id, message: problemOr(e, 'today.markFailed', name) }));
  }
  yield call(loadToday, api);
}

/** The Today screen's flows. */
export function* todaySagas(api: AdminApi) {
  // takeLatest: a newer date cancels the stale request
  yield takeLatest([todayPageOpened.type, todayDateChosen.type], loadToday, api);
  // taps on different blocks are each saved (their buttons wait while one is saved)
  yield takeEvery(todayAttendanceTapped.type, markAttendance, api);
}
