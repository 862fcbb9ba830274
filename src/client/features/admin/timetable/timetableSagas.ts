import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { Timetable } from '../../../../shared/admin/timetable.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { TimetableApi } from './timetableApi.js';
import {
  selectTimetable,
  timetableDateChosen,
  timetableDateFound,
  timetableLoaded,
  timetableLoadFailed,
  timetablePageOpened,
  timetableViewChosen,
  type TimetableState,
} from './timetableSlice.js';

/** The chosen day or week; today in Japan when no day is chosen yet. */
function* loadTimetable(api: TimetableApi) {
  const { date, view }: TimetableState = yield select(selectTimetable);
  let day = date;
  if (day === null) {
    day = (yield call(tokyoToday)) as string;
    yield put(timetableDateFound(day));
  }
  try {
    const timetable: Timetable = yield call(api.getTimetable, { date: day, view });
    yield put(timetableLoaded(timetable));
  } catch (e) {
    yield put(timetableLoadFailed(problemOr(e, 'timetable.failed')));
  }
}

/** The timetable page's flow (started by its route: timetableArea.ts); a newer choice cancels a stale load. */
export function* timetableSagas(api: TimetableApi) {
  yield takeLatest([timetablePageOpened.type, timetableDateChosen.type, timetableViewChosen.type], loadTimetable, api);
}
