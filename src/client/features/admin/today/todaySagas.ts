import type { PayloadActionCreator } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MyClassesView } from '../../../../shared/admin/myClasses.js';
import type { TodayView } from '../../../../shared/admin/today.js';
import { tokyoToday } from '../../../../shared/dates.js';
import type { AdminApi } from '../adminApi.js';
import { problemOr, says, type ConsoleMessage } from '../i18n/consoleMessage.js';
import type { AttendanceTap } from './attendanceDay.js';
import type { MyClassesState } from './myClassesState.js';
import {
  myClassAttendanceFailed,
  myClassAttendanceSaved,
  myClassAttendanceTapped,
  myClassesDateChosen,
  myClassesLoaded,
  myClassesLoadFailed,
  myClassesOpened,
  myClassesTodayFound,
  selectMyClasses,
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
import type { TodayState } from './todayState.js';

/** The chosen day, or today in Japan when none is chosen yet (told to the store by `found`). */
function* dayOrToday(chosen: string | null, found: PayloadActionCreator<string>) {
  if (chosen !== null) return chosen;
  const day = (yield call(tokyoToday)) as string;
  yield put(found(day));
  return day;
}

/** The desk's chosen day. */
function* loadToday(api: AdminApi) {
  const { date }: TodayState = yield select(selectToday);
  const day: string = yield call(dayOrToday, date, todayDateFound);
  try {
    const view: TodayView = yield call(api.getToday, { date: day });
    yield put(todayLoaded(view));
  } catch (e) {
    yield put(todayLoadFailed(problemOr(e, 'today.failed')));
  }
}

/** The teacher's classes from the chosen day. */
function* loadMyClasses(api: AdminApi) {
  const { from, days }: MyClassesState = yield select(selectMyClasses);
  const day: string = yield call(dayOrToday, from, myClassesTodayFound);
  try {
    const view: MyClassesView = yield call(api.getMyClasses, { from: day, days });
    yield put(myClassesLoaded(view));
  } catch (e) {
    yield put(myClassesLoadFailed(problemOr(e, 'myClasses.failed')));
  }
}

type Saved = PayloadActionCreator<AttendanceTap & { message: ConsoleMessage }>;
type Failed = PayloadActionCreator<{ id: number; message: ConsoleMessage }>;

/** One tap: the bookings' attendance call (the server lets a teacher mark only their own classes), told in words. */
function* saveTap(api: AdminApi, tap: AttendanceTap, saved: Saved, failed: Failed) {
  const name = { name: tap.name };
  try {
    yield call(api.setAttendance, tap.id, { attendance: tap.attendance });
    const said = tap.attendance === null ? 'today.cleared' : tap.attendance === 'attended' ? 'today.arrivedDone' : 'today.noShowDone';
    yield put(saved({ ...tap, message: says(said, name) }));
  } catch (e) {
    yield put(failed({ id: tap.id, message: problemOr(e, 'today.markFailed', name) }));
  }
}

/** A tap on the desk's day; then the day again, for its summary. */
function* markDesk(api: AdminApi, { payload: tap }: ReturnType<typeof todayAttendanceTapped>) {
  yield call(saveTap, api, tap, todayAttendanceSaved, todayAttendanceFailed);
  yield call(loadToday, api);
}

function* markMine(api: AdminApi, { payload: tap }: ReturnType<typeof myClassAttendanceTapped>) {
  yield call(saveTap, api, tap, myClassAttendanceSaved, myClassAttendanceFailed);
}

/** The Today screen's flows, and a teacher's Today and Day & week. */
export function* todaySagas(api: AdminApi) {
  // takeLatest: a newer date (or tab) cancels the stale request
  yield takeLatest([todayPageOpened.type, todayDateChosen.type], loadToday, api);
  yield takeLatest([myClassesOpened.type, myClassesDateChosen.type], loadMyClasses, api);
  // taps on different classes are each saved (their buttons wait while one is saved)
  yield takeEvery(todayAttendanceTapped.type, markDesk, api);
  yield takeEvery(myClassAttendanceTapped.type, markMine, api);
}
