import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ChangeOptions } from '../../../../shared/courseChange.js';
import { CHANGE_NOT_RUNNING, CHANGE_PAUSED, CHANGE_PENDING, CHANGE_SAME_TIME } from '../../../../shared/courseChangeWords.js';
import type { EnrolmentTerms, WeeklyTime } from '../../../../shared/enrolment.js';
import { problemOr } from '../i18n/consoleMessage.js';
import { knowDetails } from '../i18n/serverDetails.js';
import type { EnrolmentsApi } from './enrolmentsApi.js';
import { coursesNeeded, enrolmentOpened } from './enrolmentsSlice.js';
import { requestsOpened, selectChanges, type ChangesState } from './changesSlice.js';
import {
  choiceOf,
  deskChangeCourseChosen,
  deskChangeOptionsLoaded,
  deskChangeTermsLoaded,
  deskChangeTimeChosen,
  deskChangeTimesLoaded,
  deskCourseChangeConfirmed,
  deskCourseChangeDone,
  deskCourseChangeFailed,
  deskCourseChangeOpened,
  selectDeskCourseChange,
  type DeskCourseChangeState,
} from './deskCourseChangeSlice.js';

// The desk's change of course or weekly time (issue 41 point 7): the first day and the courses loaded when the form
// opens, a course's weekly times from that day, the new terms of a time, the change sent once, the enrolment and the
// requests' list reloaded after.

knowDetails([
  [CHANGE_PENDING, 'enrolments.courseChange.refused.pending'],
  [CHANGE_PAUSED, 'enrolments.courseChange.refused.paused'],
  [CHANGE_SAME_TIME, 'enrolments.courseChange.refused.same'],
  [CHANGE_NOT_RUNNING, 'enrolments.courseChange.refused.notRunning'],
]);

function* open(api: EnrolmentsApi, { payload }: ReturnType<typeof deskCourseChangeOpened>) {
  yield put(coursesNeeded());
  try {
    const options: ChangeOptions = yield call(api.changeOptions, payload);
    yield put(deskChangeOptionsLoaded(options));
  } catch (e) {
    yield put(deskCourseChangeFailed(problemOr(e, 'enrolments.changes.failed')));
  }
}

function* loadTimes(api: EnrolmentsApi, { payload }: ReturnType<typeof deskChangeCourseChosen>) {
  const s: DeskCourseChangeState = yield select(selectDeskCourseChange);
  try {
    const { times }: { times: WeeklyTime[] } = yield call(api.weeklyTimes, payload, s.options!.from);
    yield put(deskChangeTimesLoaded(times));
  } catch (e) {
    yield put(deskCourseChangeFailed(problemOr(e, 'enrolments.changes.failed')));
  }
}

function* quote(api: EnrolmentsApi, { payload }: ReturnType<typeof deskChangeTimeChosen>) {
  const s: DeskCourseChangeState = yield select(selectDeskCourseChange);
  try {
    const terms: EnrolmentTerms = yield call(api.changeQuote, s.id!, choiceOf(s.courseId!, payload));
    yield put(deskChangeTermsLoaded(terms));
  } catch (e) {
    yield put(deskCourseChangeFailed(problemOr(e, 'enrolments.changes.failed')));
  }
}

function* confirm(api: EnrolmentsApi) {
  const s: DeskCourseChangeState = yield select(selectDeskCourseChange);
  if (s.id === null || s.courseId === null || !s.time || !s.terms) return;
  try {
    yield call(api.changeCourse, s.id, choiceOf(s.courseId, s.time));
    yield put(deskCourseChangeDone(s.id));
    yield put(enrolmentOpened(s.id));
    const changes: ChangesState = yield select(selectChanges);
    yield put(requestsOpened(changes.requestsFor));
  } catch (e) {
    yield put(deskCourseChangeFailed(problemOr(e, 'enrolments.changes.failed')));
  }
}

export function* deskCourseChangeSagas(api: EnrolmentsApi) {
  yield takeLatest(deskCourseChangeOpened.type, open, api);
  yield takeLatest(deskChangeCourseChosen.type, loadTimes, api);
  yield takeLatest(deskChangeTimeChosen.type, quote, api);
  yield takeLeading(deskCourseChangeConfirmed.type, confirm, api);
}
