import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { CloseDatesResult } from '../../../../shared/admin/schedule.js';
import { CLOSE_DATES_CHANGED, STALE_SCHEDULE } from '../../../../shared/admin/scheduleTexts.js';
import { ApiError } from '../../../api/client.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectClosesHolidays,
  selectDatesToClose,
  selectSchedule,
  closeDatesConfirmed,
  closeDatesFailed,
  datesClosedWithBookings,
} from './scheduleSlice.js';
import { problemOr } from '../i18n/consoleMessage.js';
import { conflictsOf } from '../conflicts.js';
import type { ScheduleState } from './scheduleState.js';

/**
 * "Cancel these N bookings and close the date": sends the dates, the version and the bookings as the owner
 * saw them listed. Refused because they changed, the list as it is now replaces the old one (nothing was
 * canceled); refused because the schedule changed, Reload is offered.
 */
function* closeDates(api: AdminApi, { payload }: ReturnType<typeof closeDatesConfirmed>) {
  const dates: string[] | null = yield select(selectDatesToClose);
  const schedule: ScheduleState = yield select(selectSchedule);
  const holidays: boolean = yield select(selectClosesHolidays);
  if (!dates || !schedule.current) return;
  const bookings = schedule.conflicts
    .filter((c) => c.kind !== 'lesson')
    .map((c) => ({ id: c.id, status: c.status as 'Pending' | 'Confirmed' }));
  const lessons = schedule.conflicts.filter((c) => c.kind === 'lesson').map((c) => c.id);
  try {
    const result: CloseDatesResult = yield call(api.closeDates, {
      version: schedule.current.version,
      dates,
      bookings,
      ...(lessons.length > 0 && { lessons }),
      ...(holidays && { holidays: true as const }),
      ...(payload?.reason.trim() && { reason: payload.reason.trim() }),
    });
    yield put(datesClosedWithBookings({ result, dates }));
  } catch (e) {
    const refused = e instanceof ApiError && e.status === 409;
    yield put(
      closeDatesFailed({
        message: problemOr(e, 'closeDates.failed'),
        conflicts: refused && e.detail === CLOSE_DATES_CHANGED ? conflictsOf(e) : null,
        stale: refused && e.detail === STALE_SCHEDULE,
      }),
    );
  }
}

export function* closeDatesSagas(api: AdminApi) {
  yield takeLeading(closeDatesConfirmed.type, closeDates, api);
}
