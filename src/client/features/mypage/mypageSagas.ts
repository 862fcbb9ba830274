import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { User } from '../../../shared/auth.js';
import type { MyBooking } from '../../../shared/booking.js';
import * as messages from '../../../shared/messages.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { userInfoUpdated } from '../auth/authSlice.js';
import {
  myBookingCanceled,
  myBookingCancelDismissed,
  myBookingCancelFailed,
  myBookingCancelRequested,
  myBookingsFailed,
  myBookingsLoaded,
  myPageOpened,
  profileSubmitted,
  profileUpdated,
  profileUpdateFailed,
} from './mypageSlice.js';

export function* loadMyBookings(deps: SagaDeps) {
  try {
    const bookings: MyBooking[] = yield call(deps.api.getMyBookings);
    yield put(myBookingsLoaded(bookings));
  } catch (e) {
    yield put(myBookingsFailed(detailOr(e, messages.loadBookingFailed)));
  }
}

/** Ask first, then cancel; the list shows the new status with 'Booking canceled!'. */
export function* cancelMyBooking(deps: SagaDeps, { payload: bookingId, meta }: ReturnType<typeof myBookingCancelRequested>) {
  const agreed: boolean = yield call(deps.confirm, meta.prompt ?? messages.confirmCancelPrompt);
  if (!agreed) {
    yield put(myBookingCancelDismissed());
    return;
  }
  try {
    yield call(deps.api.cancelBooking, bookingId);
    yield put(myBookingCanceled({ bookingId, message: messages.bookingCanceled }));
  } catch (e) {
    yield put(myBookingCancelFailed(detailOr(e, messages.cancelFailed)));
  }
}

/** The name is required; the header shows the saved name at once. */
export function* updateProfile(deps: SagaDeps, { payload }: ReturnType<typeof profileSubmitted>) {
  const name = payload.name.trim();
  if (!name) {
    yield put(profileUpdateFailed(messages.nameRequired));
    return;
  }
  try {
    const user: User = yield call(deps.api.updateMe, { name });
    yield put(userInfoUpdated(user));
    yield put(profileUpdated({ user, message: messages.profileUpdated }));
  } catch (e) {
    yield put(profileUpdateFailed(detailOr(e, messages.profileUpdateFailed)));
  }
}

export function* mypageSagas(deps: SagaDeps) {
  yield takeLatest(myPageOpened.type, loadMyBookings, deps);
  yield takeLeading(myBookingCancelRequested.type, cancelMyBooking, deps);
  yield takeLeading(profileSubmitted.type, updateProfile, deps);
}
