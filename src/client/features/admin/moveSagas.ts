import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CalendarView } from '../../../shared/admin/bookings.js';
import { timeRangeOf } from '../../../shared/booking.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND } from '../../../shared/admin/teacherTexts.js';
import { ApiError } from '../../api/client.js';
import type { AdminApi } from './adminApi.js';
import { selectBookingDetail, selectMove } from './adminSelectors.js';
import {
  bookingMoved,
  moveConfirmed,
  moveDateChosen,
  moveDialogOpened,
  moveRefused,
  moveSlotsFailed,
  moveSlotsLoaded,
} from './adminSlice.js';
import { loadBookingDetail } from './bookingDetailSagas.js';
import type { BookingDetailState } from './bookingDetailState.js';
import { problemOr, says } from './i18n/consoleMessage.js';
import type { MoveState } from './moveState.js';

/** The chosen day's slots with their free seats (the booking's own are shown as taken: they are its seats now). */
function* loadMoveSlots(api: AdminApi) {
  const { date }: MoveState = yield select(selectMove);
  if (!date) return;
  try {
    const view: CalendarView = yield call(api.getCalendarView, { from: date, days: 1 });
    yield put(moveSlotsLoaded({ date, slots: view.days.find((d) => d.date === date)?.slots ?? [] }));
  } catch (e) {
    yield put(moveSlotsFailed(problemOr(e, 'bookings.new.slotsFailed')));
  }
}

/** The refusals about the teacher, not the seats: the chosen slots stay. */
const TEACHER_REFUSALS: ReadonlySet<string> = new Set([NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND]);

/**
 * Move the booking to the chosen slots; the page then shows it at its new time. A seat just taken (409) is said
 * plainly and the day's slots are shown as they are now; nothing moved.
 */
function* moveBooking(api: AdminApi) {
  const { booking }: BookingDetailState = yield select(selectBookingDetail);
  const { date, picked, slots, length }: MoveState = yield select(selectMove);
  if (!booking || !date) return;
  try {
    const timeslot_ids = slots.filter((s) => picked.includes(s.id)).map((s) => s.id);
    // another length (a booking paid in cash only): the difference is settled in cash at the desk
    const difference = timeslot_ids.length !== length ? { difference: 'cash' as const } : {};
    yield call(api.moveBooking, booking.id, { booking_date: date, timeslot_ids, ...difference });
    const time = timeRangeOf(slots.filter((s) => picked.includes(s.id)));
    // awaiting payment: the customer was sent the same payment link again, naming the new time
    const done = !booking.user_email ? 'move.doneNoEmail' : booking.status === 'Pending' ? 'move.donePending' : 'move.done';
    yield put(bookingMoved(says(done, { date, time, email: booking.user_email ?? '' })));
  } catch (e) {
    const teacherBusy = e instanceof ApiError && TEACHER_REFUSALS.has(e.detail ?? '');
    const conflict = e instanceof ApiError && e.status === 409 && !teacherBusy;
    yield put(moveRefused({ problem: problemOr(e, conflict ? 'bookings.new.slotTaken' : 'move.failed'), conflict }));
    if (conflict) yield call(loadMoveSlots, api);
    return;
  }
  yield call(loadBookingDetail, api);
}

/** Moving a booking from its page. */
export function* moveSagas(api: AdminApi) {
  yield takeLatest([moveDialogOpened.type, moveDateChosen.type], loadMoveSlots, api);
  // takeLeading: a second click while the call runs is ignored
  yield takeLeading(moveConfirmed.type, moveBooking, api);
}
