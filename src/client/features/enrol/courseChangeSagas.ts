import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ChangeOptions } from '../../../shared/courseChange.js';
import type { Course, EnrolmentTerms, WeeklyTime } from '../../../shared/enrolment.js';
import { detailOr } from '../../api/client.js';
import type { EnrolApi } from './enrolApi.js';
import { CHANGE_FAILED } from './enrolmentChangesSagas.js';
import { coursesLoaded, myCoursesOpened, selectEnrol, type EnrolState } from './enrolSlice.js';
import { LOAD_FAILED } from './enrolTexts.js';
import {
  changeCourseChosen,
  changeOptionsLoaded,
  changeTermsLoaded,
  changeTimeChosen,
  changeTimesLoaded,
  courseChangeConfirmed,
  courseChangeDone,
  courseChangeFailed,
  courseChangeOpened,
  selectCourseChange,
  type CourseChangeState,
} from './courseChangeSlice.js';

// My page's change of course or weekly time (issue 41 point 7): the first day loaded when the form opens, the weekly
// times of a course from that day, the confirmation screen's terms of a time, the change sent once, my courses
// reloaded. Nothing is charged before the student confirms.

function* openChange(api: EnrolApi, { payload }: ReturnType<typeof courseChangeOpened>) {
  try {
    const options: ChangeOptions = yield call(api.changeOptions, payload.id);
    // the course choice lists the course page's courses: loaded once, here when my page opens the form first
    const { coursesStatus }: EnrolState = yield select(selectEnrol);
    if (coursesStatus !== 'ready') {
      const courses: Course[] = yield call(api.courses);
      yield put(coursesLoaded(courses));
    }
    yield put(changeOptionsLoaded(options));
  } catch (e) {
    yield put(courseChangeFailed(detailOr(e, LOAD_FAILED)));
  }
}

function* loadTimes(api: EnrolApi, { payload }: ReturnType<typeof changeCourseChosen>) {
  const s: CourseChangeState = yield select(selectCourseChange);
  try {
    const times: WeeklyTime[] = yield call(api.weeklyTimes, payload, s.options!.from);
    yield put(changeTimesLoaded(times));
  } catch (e) {
    yield put(courseChangeFailed(detailOr(e, LOAD_FAILED)));
  }
}

function* quoteChange(api: EnrolApi, { payload }: ReturnType<typeof changeTimeChosen>) {
  const s: CourseChangeState = yield select(selectCourseChange);
  try {
    const terms: EnrolmentTerms = yield call(api.changeQuote, s.id!, payload);
    yield put(changeTermsLoaded(terms));
  } catch (e) {
    yield put(courseChangeFailed(detailOr(e, LOAD_FAILED)));
  }
}

function* confirmChange(api: EnrolApi) {
  const s: CourseChangeState = yield select(selectCourseChange);
  try {
    yield call(api.changeCourse, s.id!, s.choice!);
    yield put(courseChangeDone(s.id!));
    yield put(myCoursesOpened({ pay: null }));
  } catch (e) {
    yield put(courseChangeFailed(detailOr(e, CHANGE_FAILED)));
  }
}

export function* courseChangeSagas(api: EnrolApi) {
  yield takeLatest(courseChangeOpened.type, openChange, api);
  yield takeLatest(changeCourseChosen.type, loadTimes, api);
  yield takeLatest(changeTimeChosen.type, quoteChange, api);
  yield takeLeading(courseChangeConfirmed.type, confirmChange, api);
}
