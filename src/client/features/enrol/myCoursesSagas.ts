import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Enrolment } from '../../../shared/enrolment.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import type { EnrolApi } from './enrolApi.js';
import {
  cardChangeFailed,
  cardChangeRequested,
  monthPayFailed,
  monthPayRequested,
  myCoursesFailed,
  myCoursesLoaded,
  myCoursesOpened,
} from './enrolSlice.js';
import { CARD_FAILED, LOAD_FAILED, PAY_FAILED } from './enrolTexts.js';

// My page's courses: the enrolments with their next lessons and months, and paying a due or failed card month again
// (its button, or the failed month's email link /app/my_page?pay=<id>:<YYYY-MM>, which goes straight to paying), and
// changing a card enrolment's card.

export function* payMonth(deps: SagaDeps, api: EnrolApi, { payload }: ReturnType<typeof monthPayRequested>) {
  try {
    const { checkout_url }: { checkout_url: string } = yield call(api.payMonth, payload.id, payload.month);
    yield call(deps.goToUrl, checkout_url);
  } catch (e) {
    yield put(monthPayFailed(detailOr(e, PAY_FAILED)));
  }
}

/** Changing a card enrolment's card: its page (the provider's) is where the card is saved; it comes back to my page. */
export function* changeCard(deps: SagaDeps, api: EnrolApi, { payload }: ReturnType<typeof cardChangeRequested>) {
  try {
    const { checkout_url }: { checkout_url: string } = yield call(api.changeCard, payload.id);
    yield call(deps.goToUrl, checkout_url);
  } catch (e) {
    yield put(cardChangeFailed(detailOr(e, CARD_FAILED)));
  }
}

export function* loadMyCourses(api: EnrolApi, { payload }: ReturnType<typeof myCoursesOpened>) {
  try {
    const mine: Enrolment[] = yield call(api.myEnrolments);
    yield put(myCoursesLoaded(mine));
  } catch (e) {
    yield put(myCoursesFailed(detailOr(e, LOAD_FAILED)));
    return;
  }
  if (payload.pay) yield put(monthPayRequested(payload.pay));
}

export function* myCoursesSagas(deps: SagaDeps, api: EnrolApi) {
  yield takeLatest(myCoursesOpened.type, loadMyCourses, api);
  yield takeLeading(monthPayRequested.type, payMonth, deps, api);
  yield takeLeading(cardChangeRequested.type, changeCard, deps, api);
}
