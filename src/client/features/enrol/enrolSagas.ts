import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Course, EnrolmentTerms, EnrolStarted, WeeklyTime } from '../../../shared/enrolment.js';
import { addDays, tokyoToday } from '../../../shared/dates.js';
import { paths } from '../../../shared/paths.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectIsLoggedIn } from '../auth/authSelectors.js';
import { loginRequired } from '../auth/authSlice.js';
import type { EnrolApi } from './enrolApi.js';
import { enrolPagePath } from './enrolQuery.js';
import { myCoursesSagas } from './myCoursesSagas.js';
import { courseChangeSagas } from './courseChangeSagas.js';
import { enrolmentChangesSagas } from './enrolmentChangesSagas.js';
import {
  choiceReopened,
  courseChosen,
  coursesFailed,
  coursesLoaded,
  enrolConfirmed,
  enrolFailed,
  enrolPageOpened,
  selectEnrol,
  startDateChosen,
  termsFailed,
  termsLoaded,
  timesFailed,
  timesLoaded,
  timesRequested,
  weeklyTimeChosen,
  type EnrolState,
} from './enrolSlice.js';
import { ENROL_FAILED, LOAD_FAILED } from './enrolTexts.js';

// The course page's story: the courses, a course's weekly times from the start date, the chosen time's terms (the
// final confirmation screen), then "Pay and enrol": logged out, log in first and come back to the same screen;
// logged in, the enrolment is made and the browser goes to its checkout (the first month and the enrolment fee).

export function* loadTimes(api: EnrolApi) {
  const { courseId, startsOn }: EnrolState = yield select(selectEnrol);
  if (courseId === null) return;
  yield put(timesRequested());
  try {
    const times: WeeklyTime[] = yield call(api.weeklyTimes, courseId, startsOn ?? addDays(tokyoToday(), 1));
    yield put(timesLoaded(times));
  } catch (e) {
    yield put(timesFailed(detailOr(e, LOAD_FAILED)));
  }
}

/** The page's address may carry a whole choice (back from logging in): the same time is chosen again. */
export function* openPage(api: EnrolApi, { payload: p }: ReturnType<typeof enrolPageOpened>) {
  const { coursesStatus }: EnrolState = yield select(selectEnrol);
  if (coursesStatus !== 'ready') {
    try {
      const courses: Course[] = yield call(api.courses);
      yield put(coursesLoaded(courses));
    } catch (e) {
      yield put(coursesFailed(detailOr(e, LOAD_FAILED)));
      return;
    }
  }
  yield call(loadTimes, api);
  if (p.weekday === null || p.start === null) return;
  const { times }: EnrolState = yield select(selectEnrol);
  const same = times.find((t) => t.teacher_id === p.teacherId && t.weekday === p.weekday && t.start === p.start);
  if (same) yield put(weeklyTimeChosen(same));
}

export function* quoteTerms(api: EnrolApi, { payload: t }: ReturnType<typeof weeklyTimeChosen>) {
  const { courseId }: EnrolState = yield select(selectEnrol);
  try {
    const choice = { course_id: courseId!, teacher_id: t.teacher_id, weekday: t.weekday, start: t.start, starts_on: t.first_lesson };
    const terms: EnrolmentTerms = yield call(api.quote, choice);
    yield put(termsLoaded(terms));
  } catch (e) {
    yield put(termsFailed(detailOr(e, LOAD_FAILED)));
  }
}

export function* payAndEnrol(deps: SagaDeps, api: EnrolApi) {
  const s: EnrolState = yield select(selectEnrol);
  if (!s.time || !s.terms || s.courseId === null) return;
  const t = s.time;
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (!loggedIn) {
    const back = { courseId: s.courseId, teacherId: t.teacher_id, startsOn: s.startsOn, weekday: t.weekday, start: t.start };
    yield put(loginRequired({ returnTo: enrolPagePath({ ...back, fromBookingId: s.fromBookingId }) }));
    yield put(choiceReopened());
    yield call(deps.navigate, paths.login);
    return;
  }
  try {
    const started: EnrolStarted = yield call(api.enrol, {
      course_id: s.courseId,
      teacher_id: t.teacher_id,
      weekday: t.weekday,
      start: t.start,
      starts_on: t.first_lesson,
      confirmed: true,
      from_booking_id: s.fromBookingId,
    });
    yield call(deps.goToUrl, started.checkout_url);
  } catch (e) {
    yield put(enrolFailed(detailOr(e, ENROL_FAILED)));
  }
}

export function* enrolSagas(deps: SagaDeps, api: EnrolApi) {
  yield takeLatest(enrolPageOpened.type, openPage, api);
  yield takeLatest([courseChosen.type, startDateChosen.type], loadTimes, api);
  yield takeLatest(weeklyTimeChosen.type, quoteTerms, api);
  yield takeLeading(enrolConfirmed.type, payAndEnrol, deps, api);
  yield* myCoursesSagas(deps, api);
  yield* enrolmentChangesSagas(api);
  yield* courseChangeSagas(api);
}
