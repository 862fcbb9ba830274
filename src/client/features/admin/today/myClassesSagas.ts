import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MyClassesView } from '../../../../shared/admin/myClasses.js';
import { tokyoToday } from '../../../../shared/dates.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectMyClasses,
  myClassAttendanceFailed,
  myClassAttendanceSaved,
  myClassAttendanceTapped,
  myClassesDateChosen,
  myClassesLoaded,
  myClassesLoadFailed,
  myClassesOpened,
  myClassesTodayFound,
} from './todaySlice.js';
import { problemOr, says } from '../i18n/consoleMessage.js';
import type { MyClassesState } from './myClassesState.js';

/** The teacher's classes from the chosen day (today in Japan when none is chosen yet). */
function* loadMyClasses(api: AdminApi) {
  const { from, days }: MyClassesState = yield select(selectMyClasses);
  let day = from;
  if (day === null) {
    day = (yield call(tokyoToday)) as string;
    yield put(myClassesTodayFound(day));
  }
  try {
    const view: MyClassesView = yield call(api.getMyClasses, { from: day, days });
    yield put(myClassesLoaded(view));
  } catch (e) {
    yield put(myClassesLoadFailed(problemOr(e, 'myClasses.failed')));
  }
}

/** One tap: the bookings' attendance call (the server lets a teacher mark only their own classes). */
function* markAttendance(api: AdminApi, { payload: tap }: ReturnType<typeof myClassAttendanceTapped>) {
  const name = { name: tap.name };
  try {
    yield call(api.setAttendance, tap.id, { attendance: tap.attendance });
    const said = tap.attendance === null ? 'today.cleared' : tap.attendance === 'attended' ? 'today.arrivedDone' : 'today.noShowDone';
    yield put(myClassAttendanceSaved({ ...tap, message: says(said, name) }));
  } catch (e) {
    yield put(myClassAttendanceFailed({ id: tap.id, message: problemOr(e, 'today.markFailed', name) }));
  }
}

/** A teacher's console: their Today and Day & week. */
export function* myClassesSagas(api: AdminApi) {
  // takeLatest: a newer date or tab cancels the stale request
  yield takeLatest([myClassesOpened.type, myClassesDateChosen.type], loadMyClasses, api);
  yield takeEvery(myClassAttendanceTapped.type, markAttendance, api);
}
