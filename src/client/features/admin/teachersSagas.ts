import { call, put, takeLatest } from 'redux-saga/effects';
import type { TeacherList } from '../../../shared/admin/teachers.js';
import type { AdminApi } from './adminApi.js';
import { teachersLoaded, teachersLoadFailed, teachersNeeded } from './adminSlice.js';
import { problemOr } from './i18n/consoleMessage.js';

export function* loadTeachers(api: AdminApi) {
  try {
    const { teachers }: TeacherList = yield call(api.listTeachers);
    yield put(teachersLoaded(teachers));
  } catch (e) {
    yield put(teachersLoadFailed(problemOr(e, 'common.teachers.loadFailed')));
  }
}

export function* teachersSagas(api: AdminApi) {
  yield takeLatest(teachersNeeded.type, loadTeachers, api);
}
