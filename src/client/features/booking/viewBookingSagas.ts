import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BookingDetail } from '../../../shared/booking.js';
import * as messages from '../../../shared/messages.js';
import { ApiError, detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectViewedIds } from './bookingSelectors.js';
import type { TakePageBooking } from './pageBooking.js';
import {
  bookingCanceled,
  bookingCancelDismissed,
  bookingCancelFailed,
  bookingCancelRequested,
  bookingLoaded,
  bookingLoadFailed,
  bookingViewOpened,
} from './bookingSlice.js';

export function* loadBooking(deps: SagaDeps, referenceId: string, bookingId: string) {
  try {
    const detail: BookingDetail = yield call(deps.api.viewBooking, referenceId, bookingId);
    yield put(bookingLoaded(detail));
  } catch (e) {
    // Wrong ids are 'Booking not found.'; anything else the server's detail or the fallback
    const notFound = e instanceof ApiError && e.status === 404;
    yield put(bookingLoadFailed(notFound ? messages.bookingNotFound : detailOr(e, messages.loadBookingFailed)));
  }
}

/** The booking its link's page came with, else the call (issue 38: the page's largest paint waited for that call). */
function* openBooking(deps: SagaDeps, pageBooking: TakePageBooking, { payload }: ReturnType<typeof bookingViewOpened>) {
  const detail: BookingDetail | null = yield call(pageBooking, payload.referenceId, payload.bookingId);
  if (detail) yield put(bookingLoaded(detail));
  else yield call(loadBooking, deps, payload.referenceId, payload.bookingId);
}

/** Ask first; after a cancel show 'Booking canceled!' and reload the detail (its new status). */
export function* cancelBooking(deps: SagaDeps, { payload }: ReturnType<typeof bookingCancelRequested>) {
  const agreed: boolean = yield call(deps.confirm, payload?.prompt ?? messages.confirmCancelPrompt);
  const { referenceId, bookingId }: ReturnType<typeof selectViewedIds> = yield select(selectViewedIds);
  if (!agreed || referenceId === null || bookingId === null) {
    yield put(bookingCancelDismissed());
    return;
  }
  try {
    yield call(deps.api.cancelBooking, bookingId);
  } catch (e) {
    yield put(bookingCancelFailed(detailOr(e, messages.cancelFailed)));
    return;
  }
  yield put(bookingCanceled(messages.bookingCanceled));
  yield call(loadBooking, deps, referenceId, bookingId);
}

/** Started by the booking's page (its chunk), with the reader of the page's block (pageBooking.ts). */
export function* viewBookingSagas(deps: SagaDeps, pageBooking: TakePageBooking) {
  // takeLatest: a StrictMode double mount or a new link only keeps the newest load
  yield takeLatest(bookingViewOpened.type, openBooking, deps, pageBooking);
  yield takeLeading(bookingCancelRequested.type, cancelBooking, deps);
}
