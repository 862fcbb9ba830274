import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SchoolState } from '../../../../shared/school.js';
import type { SagaDeps } from '../../../app/deps.js';
import { problemOr, says } from '../i18n/consoleMessage.js';
import type { SchoolApi } from './schoolApi.js';
import {
  schoolLoaded,
  schoolLoadFailed,
  schoolLogoChosen,
  schoolLogoRemoveRequested,
  schoolPageOpened,
  schoolSaved,
  schoolSaveFailed,
  schoolSaveRequested,
  selectSchoolPage,
  type AdminSchoolState,
} from './schoolSlice.js';

function* loadSchool(_deps: SagaDeps, api: SchoolApi) {
  try {
    const school: SchoolState = yield call(api.getSchool);
    yield put(schoolLoaded(school));
  } catch (e) {
    yield put(schoolLoadFailed(problemOr(e, 'school.loadFailed')));
  }
}

/** Saves the draft over the version it was loaded at; another owner's save first is the server's 409, said as it is. */
function* saveSchool(_deps: SagaDeps, api: SchoolApi) {
  const { draft, saved }: AdminSchoolState = yield select(selectSchoolPage);
  if (!draft || !saved) return;
  try {
    const school: SchoolState = yield call(api.saveSchool, draft, saved.version);
    yield put(schoolSaved({ school, message: says('school.saved') }));
  } catch (e) {
    yield put(schoolSaveFailed(problemOr(e, 'school.saveFailed')));
  }
}

function* uploadLogo(_deps: SagaDeps, api: SchoolApi, action: ReturnType<typeof schoolLogoChosen>) {
  try {
    const school: SchoolState = yield call(api.uploadLogo, action.payload);
    yield put(schoolSaved({ school, message: says('school.logo.saved') }));
  } catch (e) {
    yield put(schoolSaveFailed(problemOr(e, 'school.logo.failed')));
  }
}

function* removeLogo(_deps: SagaDeps, api: SchoolApi) {
  try {
    const school: SchoolState = yield call(api.removeLogo);
    yield put(schoolSaved({ school, message: says('school.logo.removed') }));
  } catch (e) {
    yield put(schoolSaveFailed(problemOr(e, 'school.logo.failed')));
  }
}

/** The school area's flows (schoolArea.ts), on its own calls (schoolApi.ts: no other page needs them). */
export function* schoolSagas(deps: SagaDeps, api: SchoolApi) {
  yield takeLatest(schoolPageOpened.type, loadSchool, deps, api);
  yield takeLeading(schoolSaveRequested.type, saveSchool, deps, api);
  yield takeLeading(schoolLogoChosen.type, uploadLogo, deps, api);
  yield takeLeading(schoolLogoRemoveRequested.type, removeLogo, deps, api);
}
