import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminBookingDetail, StaffActionResult, StaffCancelBody } from '../../../../shared/admin/bookings.js';
import { ApiError } from '../../../api/client.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import { shownText } from '../localeSagas.js';
import {
  selectBookingDetail,
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
  teacherReassignConfirmed,
  teacherReassigned,
  teacherReassignRefused,
} from './bookingsSlice.js';
import type { BookingAction, BookingDetailState } from './bookingDetailState.js';
import { owedDifference, owedDifferenceYen } from './moveState.js';
import { problemOr, says, type ConsoleMessage } from '../i18n/consoleMessage.js';
import type { MessageId } from '../i18n/messageIds.js';

/** The charge still owed is the price of a booking paid at the lesson (not a move's difference). */
const atLesson = (b: AdminBookingDetail) => owedDifference(b)?.reason === 'lesson';

/** What staff are asked before each BookingAction, what it did, and the answer when the call fails without a known detail. */
const ACTIONS: Record<
  BookingAction,
  { ask: (b: AdminBookingDetail) => ConsoleMessage; done: (b: AdminBookingDetail) => ConsoleMessage; failed: MessageId }
> = {
  resend_link: {
    ask: (b) => says('bookings.actions.askResend', { name: b.user_name, email: b.user_email ?? '' }),
    done: (b) => says('bookings.actions.resent', { email: b.user_email ?? '' }),
    failed: 'bookings.actions.resendFailed',
  },
  cash_refunded: {
    ask: (b) => says('bookings.actions.askCashRefunded', { name: b.user_name, amount: b.cash_owed_yen }),
    done: (b) => says('bookings.actions.cashRefunded', { amount: b.cash_owed_yen }),
    failed: 'bookings.actions.cashRefundFailed',
  },
  difference_cash: {
    ask: (b) =>
      says(atLesson(b) ? 'move.difference.askLessonCash' : 'move.difference.askCash', { name: b.user_name, amount: owedDifferenceYen(b) }),
    done: (b) => says('move.difference.cashTaken', { amount: owedDifferenceYen(b) }),
    failed: 'move.difference.cashFailed',
  },
  difference_link: {
    ask: (b) =>
      says(atLesson(b) ? 'move.difference.askLessonLink' : 'move.difference.askLink', {
        name: b.user_name,
        email: b.user_email ?? '',
        amount: owedDifferenceYen(b),
      }),
    done: (b) => says('move.difference.linkSent', { email: b.user_email ?? '' }),
    failed: 'move.difference.linkFailed',
  },
};

/** Each BookingAction's call. */
const CALLS = (api: AdminApi): Record<BookingAction, (id: number | string) => Promise<StaffActionResult>> => ({
  resend_link: api.resendCustomerLink,
  cash_refunded: api.markCashRefunded,
  difference_cash: api.takeDifferenceInCash,
  difference_link: api.sendDifferenceLinkAgain,
});

/** What a cancel did, as the booking was when staff decided (the refund they chose, the amount they gave). */
function cancelOutcome(b: AdminBookingDetail, body: StaffCancelBody): ConsoleMessage {
  if (b.status === 'Pending') return says('bookings.cancel.doneHold');
  const paid = body.decided_on.paid_yen;
  const refunded = body.refund === 'full' ? paid : body.refund === 'partial' ? (body.amount ?? 0) : 0;
  if (refunded === 0) return says(paid === 0 ? 'bookings.cancel.doneNothingPaid' : 'bookings.cancel.doneNoRefund');
  return says(b.provider === 'cash' ? 'bookings.cancel.doneCash' : 'bookings.cancel.doneCard', { amount: refunded });
}

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

export function* loadBookingDetail(api: AdminApi) {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null) return;
  try {
    const booking: AdminBookingDetail = yield call(api.getBooking, id);
    yield put(bookingDetailLoaded(booking));
  } catch (e) {
    const notFound = e instanceof ApiError && e.status === 404;
    yield put(bookingDetailLoadFailed(notFound ? says('bookings.page.notFound') : problemOr(e, 'bookings.page.failed')));
  }
}

/** Cancel with the refund staff chose in the dialog; then show the booking as it is now. */
function* cancelBooking(api: AdminApi, { payload: body }: ReturnType<typeof refundConfirmed>) {
  const { id, booking }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null || booking === null) return;
  try {
    yield call(api.cancelBooking, id, body);
    yield put(bookingCanceledByStaff(cancelOutcome(booking, body)));
  } catch (e) {
    if (!isConflict(e)) {
      yield put(bookingCancelRefused(problemOr(e, 'bookings.cancel.failed')));
      return;
    }
    // another member was first (a refund is never paid twice): say so and show what they did
    yield put(bookingCancelConflicted(problemOr(e, 'bookings.cancel.changed')));
  }
  yield call(loadBookingDetail, api);
}

/** A BookingAction: asked first (deps.confirm), then the call, the server's answer shown and the booking reloaded. */
function* bookingAction(deps: SagaDeps, api: AdminApi, { payload: kind }: ReturnType<typeof bookingActionRequested>) {
  const { id, booking }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null || booking === null) return;
  const question: string = yield call(shownText, ACTIONS[kind].ask(booking));
  const agreed: boolean = yield call(deps.confirm, question);
  if (!agreed) {
    yield put(bookingActionDismissed());
    return;
  }
  try {
    yield call(CALLS(api)[kind], id);
    yield put(bookingActionDone(ACTIONS[kind].done(booking)));
  } catch (e) {
    yield put(bookingActionFailed(problemOr(e, ACTIONS[kind].failed)));
    return;
  }
  yield call(loadBookingDetail, api);
}

function* markAttendance(api: AdminApi, { payload: attendance }: ReturnType<typeof attendanceMarked>) {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null) return;
  try {
    yield call(api.setAttendance, id, { attendance });
    const saved =
      attendance === null
        ? 'bookings.actions.attendanceCleared'
        : attendance === 'attended'
          ? 'bookings.actions.attended'
          : 'bookings.actions.noShow';
    yield put(attendanceSaved(says(saved)));
  } catch (e) {
    yield put(attendanceFailed(problemOr(e, 'bookings.actions.attendanceFailed')));
    return;
  }
  yield call(loadBookingDetail, api);
}

/**
 * Give the class to the teacher staff chose; then show the booking as it is now. A refusal (409: that
 * teacher is not free for the whole booking) stays in the dialog, so that staff can choose another.
 */
function* reassignTeacher(api: AdminApi, { payload }: ReturnType<typeof teacherReassignConfirmed>) {
  const { id }: BookingDetailState = yield select(selectBookingDetail);
  if (id === null) return;
  try {
    const confirmed = payload.language_confirmed && { language_confirmed: payload.language_confirmed };
    yield call(api.reassignTeacher, id, { teacher_id: payload.teacher_id, ...confirmed });
    yield put(teacherReassigned(says('bookings.teacher.changed', { name: payload.name })));
  } catch (e) {
    yield put(teacherReassignRefused(problemOr(e, isConflict(e) ? 'bookings.teacher.notFree' : 'bookings.teacher.failed')));
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
  yield takeLeading(teacherReassignConfirmed.type, reassignTeacher, api);
}
