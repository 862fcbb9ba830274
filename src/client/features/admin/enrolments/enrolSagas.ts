import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CustomerDetail } from '../../../../shared/admin/customers.js';
import type { WalkInMade } from '../../../../shared/admin/enrolments.js';
import { addDays, tokyoToday } from '../../../../shared/dates.js';
import type { EnrolmentTerms, WeeklyTime } from '../../../../shared/enrolment.js';
import { adminEnrolmentPath } from '../../../../shared/paths.js';
import type { SagaDeps } from '../../../app/deps.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { EnrolmentsApi } from './enrolmentsApi.js';
import {
  coursesNeeded,
  enrolConfirmed,
  enrolCourseChosen,
  enrolCustomerChosen,
  enrolCustomerPicked,
  enrolDone,
  enrolFailed,
  enrolFormOpened,
  enrolFromChosen,
  enrolLanguageChosen,
  enrolQuoted,
  enrolQuoteFailed,
  enrolTimeChosen,
  enrolTimesFailed,
  enrolTimesLoaded,
  enrolWalkInSubmitted,
  selectEnrol,
} from './enrolmentsSlice.js';
import type { EnrolPart } from './enrolState.js';

/**
 * The form opens: the courses, tomorrow (the first day times are offered from: an enrolment's first lesson is from
 * tomorrow on), the trial's customer if it came with one.
 */
function* openForm({ payload: prefill }: ReturnType<typeof enrolFormOpened>) {
  yield put(coursesNeeded());
  yield put(enrolFromChosen(addDays((yield call(tokyoToday)) as string, 1)));
  if (prefill.customerId !== null) yield put(enrolCustomerPicked(prefill.customerId));
}

/** The customer's name and first language (the terms' and receipts' language unless the desk changes it). */
function* readCustomer(api: EnrolmentsApi, { payload: id }: ReturnType<typeof enrolCustomerPicked>) {
  try {
    const c: CustomerDetail = yield call(api.getCustomer, id);
    yield put(enrolCustomerChosen({ id: c.id, name: c.name, language: c.first_language }));
  } catch (e) {
    yield put(enrolFailed(problemOr(e, 'enrolments.enrol.customerFailed')));
  }
}

/** A walk-in new to the school: made a customer (or the one their email already is), then chosen. */
function* addWalkIn(api: EnrolmentsApi, { payload }: ReturnType<typeof enrolWalkInSubmitted>) {
  try {
    const c: WalkInMade = yield call(api.walkIn, payload);
    yield put(enrolCustomerChosen({ id: c.id, name: c.name, language: c.first_language }));
  } catch (e) {
    yield put(enrolFailed(problemOr(e, 'enrolments.enrol.walkInFailed')));
  }
}

/** The course's weekly times from the chosen day; the trial's own time is chosen at once when it is free. */
function* loadTimes(api: EnrolmentsApi) {
  const e: EnrolPart = yield select(selectEnrol);
  if (e.courseId === null || e.from === null) return;
  try {
    const { times }: { times: WeeklyTime[] } = yield call(api.weeklyTimes, e.courseId, e.from);
    yield put(enrolTimesLoaded(times));
    const { teacherId, weekday, start } = e.prefill;
    const same = times.find((t) => t.teacher_id === teacherId && t.weekday === weekday && t.start === start);
    if (same) yield put(enrolTimeChosen(same));
  } catch (err) {
    yield put(enrolTimesFailed(problemOr(err, 'enrolments.enrol.timesFailed')));
  }
}

/** The terms for the chosen time, in the customer's language: what the desk shows before confirming. */
function* quoteTerms(api: EnrolmentsApi) {
  const e: EnrolPart = yield select(selectEnrol);
  if (!e.time || e.courseId === null) return;
  const t = e.time;
  try {
    const terms: EnrolmentTerms = yield call(api.quote, {
      course_id: e.courseId,
      teacher_id: t.teacher_id,
      weekday: t.weekday,
      start: t.start,
      starts_on: t.first_lesson,
      language: e.language,
    });
    yield put(enrolQuoted(terms));
  } catch (err) {
    yield put(enrolQuoteFailed(problemOr(err, 'enrolments.enrol.quoteFailed')));
  }
}

/** Enrols (paid at the school), then opens the enrolment's page, where the first month is marked paid. */
function* enrol(deps: SagaDeps, api: EnrolmentsApi) {
  const e: EnrolPart = yield select(selectEnrol);
  if (!e.time || !e.customer || e.courseId === null) return;
  try {
    const made: { id: number; code: string } = yield call(api.enrol, {
      course_id: e.courseId,
      teacher_id: e.time.teacher_id,
      weekday: e.time.weekday,
      start: e.time.start,
      starts_on: e.time.first_lesson,
      customer_id: e.customer.id,
      language: e.language,
      from_booking_id: e.prefill.fromBookingId,
    });
    yield put(enrolDone(made));
    yield call(deps.navigate, adminEnrolmentPath(made.id));
  } catch (err) {
    yield put(enrolFailed(problemOr(err, 'enrolments.enrol.failed')));
  }
}

/** The desk's "Enrol a customer" form. */
export function* enrolSagas(deps: SagaDeps, api: EnrolmentsApi) {
  yield takeLatest(enrolFormOpened.type, openForm);
  yield takeLatest(enrolCustomerPicked.type, readCustomer, api);
  yield takeLeading(enrolWalkInSubmitted.type, addWalkIn, api);
  yield takeLatest([enrolCourseChosen.type, enrolFromChosen.type], loadTimes, api);
  yield takeLatest([enrolTimeChosen.type, enrolLanguageChosen.type], quoteTerms, api);
  yield takeLeading(enrolConfirmed.type, enrol, deps, api);
}
