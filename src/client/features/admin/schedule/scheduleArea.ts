import { all, fork } from 'redux-saga/effects';
import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { closeDatesSagas } from './closeDatesSagas.js';
import { scheduleSagas } from './scheduleSagas.js';

/** The schedule area's flows: the school's hours, closed dates and slots, and closing dates that have bookings. */
export const scheduleArea: ConsoleArea = {
  name: 'admin/schedule',
  *saga(deps: SagaDeps, api: AdminApi) {
    yield all([fork(scheduleSagas, deps, api), fork(closeDatesSagas, api)]);
  },
};
