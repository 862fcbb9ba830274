import { all, call } from 'redux-saga/effects';
import type { SagaDeps } from '../../../app/deps.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { createEnrolmentsApi, type EnrolmentsApi } from './enrolmentsApi.js';
import { enrolmentsSagas } from './enrolmentsSagas.js';
import { enrolSagas } from './enrolSagas.js';
import { changesSagas } from './changesSagas.js';
import { deskCourseChangeSagas } from './deskCourseChangeSagas.js';

/** The area's flows on its own calls (enrolmentsApi.ts; tests pass a fake to enrolmentsAreaSagas). */
export function* enrolmentsAreaSagas(deps: SagaDeps, api: EnrolmentsApi) {
  yield all([call(enrolmentsSagas, api), call(enrolSagas, deps, api), call(changesSagas, api), call(deskCourseChangeSagas, api)]);
}

export const enrolmentsArea: ConsoleArea = {
  name: 'admin/enrolments',
  saga: (deps: SagaDeps) => enrolmentsAreaSagas(deps, createEnrolmentsApi()),
};
