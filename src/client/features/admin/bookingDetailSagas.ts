import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminBookingDetail, StaffActionResult } from '../../../shared/admin/bookings.js';
import { formatYen } from '../../../shared/format.js';
import { ApiError, detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import type { AdminApi } from './adminApi.js';
import { selectBookingDetail } from './adminSelectors.js';
import {
  attendanceFailed,
  attendanceMarked,
  attendanceSaved,
  bookingActionDismissed,
  bookingActionDone,
  bookingActionFailed,
  bookingActionRequested,
  bookingCancelConflicted,
  bookingCanceledByStaff,
  bookingCancelRefused,
  bookingDetailLoaded,
  bookingDetailLoadFailed,
  bookingDetailOpened,
  refundConfirmed,
} from './adminSlice.js';
import type { BookingAction, BookingDetailState } from './bookingDetailState.js';

/** What staff are asked before each BookingAction, and the answer when the call fails without a detail. */
const ACTIONS: Record<BookingAction, { ask: (b: AdminBookingDetail) => string; failed: string }> = {
  resend_link: {
    ask: (b) => `Email ${b.user_name} (${b.user_email}) the link to their booking again?`,
    failed: 'The link could not be sent. Try again.',
  },
  cash_refunded: {
    ask: (b) => `Record that ${b.user_name} was paid back ${formatYen(b.refund_amount ?? b.total_amount)} in cash at the desk?`,
    failed: 'The cash refund could not be recorded. Try again.',
  },
};

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

export function* loadBookingDetail(api: AdminApi) {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null) return;
  try {
    const booking: AdminBookingDetail = yield call(api.getBooking, id);
    yield put(bookingDetailLoaded(booking));
  } catch (e) {
    const notFound = e instanceof ApiError && e.status === 404;
    yield put(
      bookingDetailLoadFailed(
        notFound ? 'There is no booking with this number.' : detailOr(e, 'The booking could not be loaded. Try again.'),
      ),
    );
  }
}

/** Cancel with the refund staff chose in the dialog; then show the booking as it is now. */
function* cancelBooking(api: AdminApi, { payload: body }: ReturnType<typeof refundConfirmed>) {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null) return;
  try {
    const result: StaffActionResult = yield call(api.cancelBooking, id, body);
    yield put(bookingCanceledByStaff(result.detail));
  } catch (e) {
    if (!isConflict(e)) {
      yield put(bookingCancelRefused(detailOr(e, 'The booking could not be canceled. Nothing was changed; try again.')));
      return;
    }
    // another member was first (a refund is never paid twice): say so and show what they did
    yield put(bookingCancelConflicted(detailOr(e, 'Someone else changed this booking first. It is shown as it is now.')));
  }
  yield call(loadBookingDetail, api);
}

/** A BookingAction: asked first (deps.confirm), then the call, the server's answer shown and the booking reloaded. */
function* bookingAction(deps: SagaDeps, api: AdminApi, { payload: kind }: ReturnType<typeof bookingActionRequested>) {
  const { id, booking }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null || booking === null) return;
  const agreed: boolean = yield call(deps.confirm, ACTIONS[kind].ask(booking));
  if (!agreed) {
    yield put(bookingActionDismissed());
    return;
  }
  try {
    const result: StaffActionResult = yield call(kind === 'resend_link' ? api.resendCustomerLink : api.markCashRefunded, id);
    yield put(bookingActionDone(result.detail));
  } catch (e) {
    yield put(bookingActionFailed(detailOr(e, ACTIONS[kind].failed)));
    return;
  }
  yield call(loadBookingDetail, api);
}

function* markAttendance(api: AdminApi, { payload: attendance }: ReturnType<typeof attendanceMarked>) {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null) return;
  try {
    const result: StaffActionResult = yield call(api.setAttendance, id, { attendance });
    yield put(attendanceSaved(result.detail));
  } catch (e) {
    yield put(attendanceFailed(detailOr(e, 'The attendance could not be saved. Try again.')));
    return;
  }
  yield call(loadBookingDetail, api);
}

/** One booking in the console: its detail, cancel and refund, attendance. */
export function* bookingDetailSagas(deps: SagaDeps, api: AdminApi) {
  yield takeLatest(bookingDetailOpened.type, loadBookingDetail, api);
  // takeLeading: a second click while the call runs is ignored (the server refuses a second refund anyway)
  yield takeLeading(refundConfirmed.type, cancelBooking, api);
  yield takeLeading(attendanceMarked.type, markAttendance, api);
  yield takeLeading(bookingActionRequested.type, bookingAction, deps, api);
}
