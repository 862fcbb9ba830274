import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ScheduleState as Schedule } from '../../../../shared/admin/schedule.js';
import { ApiError } from '../../../api/client.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import { conflictsOf } from '../conflicts.js';
import {
  scheduleLoaded,
  scheduleLoadFailed,
  schedulePageOpened,
  scheduleReloadRequested,
  scheduleSaved,
  scheduleSaveFailed,
  scheduleSaveSubmitted,
} from './scheduleSlice.js';
import { problemOr } from '../i18n/consoleMessage.js';

function* loadSchedule(api: AdminApi) {
  try {
    const schedule: Schedule = yield call(api.getSchedule);
    yield put(scheduleLoaded(schedule));
  } catch (e) {
    yield put(scheduleLoadFailed(problemOr(e, 'schedule.loadFailed')));
  }
}

function* saveSchedule(api: AdminApi, { payload }: ReturnType<typeof scheduleSaveSubmitted>) {
  try {
    const schedule: Schedule = yield call(api.updateSchedule, payload);
    yield put(scheduleSaved(schedule));
  } catch (e) {
    const conflicts = conflictsOf(e);
    const refused = e instanceof ApiError && e.status === 409;
    yield put(
      scheduleSaveFailed({
        message: problemOr(e, 'schedule.saveFailed'),
        conflicts,
        stale: refused && conflicts.length === 0,
      }),
    );
  }
}

/** The console's schedule flows. */
export function* scheduleSagas(_deps: SagaDeps, api: AdminApi) {
  yield takeLatest([schedulePageOpened.type, scheduleReloadRequested.type], loadSchedule, api);
  yield takeLeading(scheduleSaveSubmitted.type, saveSchedule, api);
}
