import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ConflictBooking } from '../../../../shared/admin/common.js';
import type { ScheduleState as Schedule } from '../../../../shared/admin/schedule.js';
import { ApiError } from '../../../api/client.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import {
  scheduleLoaded,
  scheduleLoadFailed,
  schedulePageOpened,
  scheduleReloadRequested,
  scheduleSaved,
  scheduleSaveFailed,
  scheduleSaveSubmitted,
} from '../adminSlice.js';
import { problemOr } from '../i18n/consoleMessage.js';

/** The bookings a 409 ConflictAnswer lists (ApiError keeps the answer's body); none for any other failure. */
export function conflictsOf(error: unknown): ConflictBooking[] {
  const body = (error instanceof ApiError ? error.body : undefined) as { conflicts?: unknown } | undefined;
  return Array.isArray(body?.conflicts) ? (body.conflicts as ConflictBooking[]) : [];
}

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
