import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Absence } from '../../../../shared/absences.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { CreditsApi } from './creditsApi.js';
import {
  absenceCreditSubmitted,
  absenceSaved,
  absenceSaveFailed,
  absencesLoaded,
  absencesLoadFailed,
  absencesOpened,
  deskAbsenceSubmitted,
} from './creditsSlice.js';

function* load(api: CreditsApi, { payload: enrolmentId }: ReturnType<typeof absencesOpened>) {
  try {
    const { absences }: { absences: Absence[] } = yield call(api.absences, enrolmentId);
    yield put(absencesLoaded({ enrolmentId, absences }));
  } catch (e) {
    yield put(absencesLoadFailed(problemOr(e, 'credits.absence.loadFailed')));
  }
}

function* report(api: CreditsApi, { payload }: ReturnType<typeof deskAbsenceSubmitted>) {
  try {
    const absence: Absence = yield call(api.reportAbsence, payload.enrolmentId, payload.body);
    yield put(absenceSaved(absence));
  } catch (e) {
    yield put(absenceSaveFailed(problemOr(e, 'credits.absence.failed')));
  }
}

function* credit(api: CreditsApi, { payload }: ReturnType<typeof absenceCreditSubmitted>) {
  try {
    const absence: Absence = yield call(api.creditAbsence, payload.absenceId, payload.reason);
    yield put(absenceSaved(absence));
  } catch (e) {
    yield put(absenceSaveFailed(problemOr(e, 'credits.absence.failed')));
  }
}

/** An enrolment's absences read when its page opens; a second click while saving is ignored. */
export function* absencesSagas(api: CreditsApi) {
  yield takeLatest(absencesOpened.type, load, api);
  yield takeLeading(deskAbsenceSubmitted.type, report, api);
  yield takeLeading(absenceCreditSubmitted.type, credit, api);
}
