import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CourseForEdit } from '../../../../shared/admin/courses.js';
import type { CustomerDetail } from '../../../../shared/admin/customers.js';
import type { EnrolmentList, TuitionReport } from '../../../../shared/admin/enrolments.js';
import { tokyoToday } from '../../../../shared/dates.js';
import type { Course, Enrolment } from '../../../../shared/enrolment.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { EnrolmentsApi } from './enrolmentsApi.js';
import {
  courseFormOpened,
  courseRead,
  courseReadFailed,
  courseRetireConfirmed,
  courseSaved,
  courseSaveFailed,
  courseSaveSubmitted,
  coursesLoaded,
  coursesLoadFailed,
  coursesNeeded,
  enrolmentLoaded,
  enrolmentStudentLoaded,
  enrolmentLoadFailed,
  enrolmentOpened,
  enrolmentsFiltered,
  enrolmentsLoaded,
  enrolmentsLoadFailed,
  selectTuition,
  tuitionLoaded,
  tuitionLoadFailed,
  tuitionMonthChosen,
  tuitionMonthFound,
  tuitionPaid,
  tuitionPaidConfirmed,
  tuitionPayFailed,
} from './enrolmentsSlice.js';
import type { TuitionPart } from './enrolmentsState.js';

function* loadCourses(api: EnrolmentsApi) {
  try {
    const { courses }: { courses: Course[] } = yield call(api.listCourses);
    yield put(coursesLoaded(courses));
  } catch (e) {
    yield put(coursesLoadFailed(problemOr(e, 'enrolments.courses.loadFailed')));
  }
}

function* readCourse(api: EnrolmentsApi, { payload }: ReturnType<typeof courseFormOpened>) {
  if (payload === 'new') return;
  try {
    const course: CourseForEdit = yield call(api.getCourse, payload);
    yield put(courseRead(course));
  } catch (e) {
    yield put(courseReadFailed(problemOr(e, 'enrolments.courses.loadFailed')));
  }
}

function* saveCourse(api: EnrolmentsApi, { payload }: ReturnType<typeof courseSaveSubmitted>) {
  try {
    const course: CourseForEdit = yield payload.id === null
      ? call(api.createCourse, payload.input)
      : call(api.updateCourse, payload.id, payload.input);
    yield put(courseSaved(course));
  } catch (e) {
    yield put(courseSaveFailed(problemOr(e, 'enrolments.courses.saveFailed')));
  }
}

function* retireCourse(api: EnrolmentsApi, { payload: id }: ReturnType<typeof courseRetireConfirmed>) {
  try {
    const course: CourseForEdit = yield call(api.retireCourse, id);
    yield put(courseSaved(course));
  } catch (e) {
    yield put(courseSaveFailed(problemOr(e, 'enrolments.courses.retireFailed')));
  }
}

function* loadList(api: EnrolmentsApi, { payload }: ReturnType<typeof enrolmentsFiltered>) {
  try {
    const { enrolments }: EnrolmentList = yield call(api.listEnrolments, payload);
    yield put(enrolmentsLoaded(enrolments));
  } catch (e) {
    yield put(enrolmentsLoadFailed(problemOr(e, 'enrolments.list.loadFailed')));
  }
}

function* loadEnrolment(api: EnrolmentsApi, { payload: id }: ReturnType<typeof enrolmentOpened>) {
  try {
    const enrolment: Enrolment = yield call(api.getEnrolment, id);
    yield put(enrolmentLoaded(enrolment));
    yield call(loadStudent, api, enrolment.customer_id);
  } catch (e) {
    yield put(enrolmentLoadFailed(problemOr(e, 'enrolments.detail.loadFailed')));
  }
}

/** The student's name for the page (its link to the customer's page says "Customer's page" without it). */
function* loadStudent(api: EnrolmentsApi, customerId: number) {
  try {
    const student: CustomerDetail = yield call(api.getCustomer, customerId);
    yield put(enrolmentStudentLoaded(student.name));
  } catch {
    // the enrolment's page stands without the name
  }
}

function* markPaid(api: EnrolmentsApi, { payload: { id, month, way } }: ReturnType<typeof tuitionPaidConfirmed>) {
  try {
    const enrolment: Enrolment = yield call(api.markPaid, id, month, way);
    yield put(tuitionPaid({ enrolment, month }));
  } catch (e) {
    yield put(tuitionPayFailed(problemOr(e, 'enrolments.detail.payFailed')));
  }
}

/** The chosen month's tuition; this month in Japan when none is chosen yet. */
function* loadTuition(api: EnrolmentsApi) {
  const { month }: TuitionPart = yield select(selectTuition);
  let chosen = month;
  if (chosen === null) {
    chosen = ((yield call(tokyoToday)) as string).slice(0, 7);
    yield put(tuitionMonthFound(chosen));
  }
  try {
    const report: TuitionReport = yield call(api.tuition, chosen);
    yield put(tuitionLoaded(report));
  } catch (e) {
    yield put(tuitionLoadFailed(problemOr(e, 'enrolments.tuition.loadFailed')));
  }
}

/** Courses, the enrolments list, one enrolment and its months, tuition by month. */
export function* enrolmentsSagas(api: EnrolmentsApi) {
  yield takeLatest(coursesNeeded.type, loadCourses, api);
  yield takeLatest(courseFormOpened.type, readCourse, api);
  yield takeLeading([courseSaveSubmitted.type, courseRetireConfirmed.type], function* (action: { type: string }) {
    if (courseSaveSubmitted.match(action)) yield* saveCourse(api, action);
    else if (courseRetireConfirmed.match(action)) yield* retireCourse(api, action);
  });
  yield takeLatest(enrolmentsFiltered.type, loadList, api);
  yield takeLatest(enrolmentOpened.type, loadEnrolment, api);
  yield takeEvery(tuitionPaidConfirmed.type, markPaid, api);
  yield takeLatest(tuitionMonthChosen.type, loadTuition, api);
}
