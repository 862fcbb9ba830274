import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminBookingDetail, CalendarView } from '../../../shared/admin/bookings.js';
import { movedTotal } from '../../../shared/admin/moveWords.js';
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
import { problemOr, says, type ConsoleMessage } from './i18n/consoleMessage.js';
import { owedDifferenceYen, settledBy, type MoveState } from './moveState.js';

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
  const { date, picked, slots, length, difference }: MoveState = yield select(selectMove);
  if (!booking || !date) return;
  const chosen = slots.filter((s) => picked.includes(s.id));
  // another length (a paid booking): the difference in price is settled the way staff chose (in cash when it cannot go by card)
  const other = chosen.length !== length;
  const way = settledBy(booking, chosen.length > length, difference);
  try {
    yield call(api.moveBooking, booking.id, {
      booking_date: date,
      timeslot_ids: chosen.map((s) => s.id),
      ...(other && { difference: way }),
    });
    const time = timeRangeOf(chosen);
    yield put(bookingMoved(other ? movedWithDifference(booking, length, chosen.length, way, date, time) : moved(booking, date, time)));
  } catch (e) {
    const teacherBusy = e instanceof ApiError && TEACHER_REFUSALS.has(e.detail ?? '');
    const conflict = e instanceof ApiError && e.status === 409 && !teacherBusy;
    yield put(moveRefused({ problem: problemOr(e, conflict ? 'bookings.new.slotTaken' : 'move.failed'), conflict }));
    if (conflict) yield call(loadMoveSlots, api);
    return;
  }
  yield call(loadBookingDetail, api);
}

/** The move said: the new time, and whom the customer's email went to (a booking awaiting payment: its link again). */
function moved(booking: AdminBookingDetail, date: string, time: string): ConsoleMessage {
  const done = !booking.user_email ? 'move.doneNoEmail' : booking.status === 'Pending' ? 'move.donePending' : 'move.done';
  return says(done, { date, time, email: booking.user_email ?? '' });
}

/** A move to another length said: the new time and what became of the difference (priced per timeslot as booked). */
function movedWithDifference(
  booking: AdminBookingDetail,
  length: number,
  count: number,
  difference: MoveState['difference'],
  date: string,
  time: string,
): ConsoleMessage {
  const yen = movedTotal(booking.total_amount, length, count) - booking.total_amount;
  const way =
    yen > 0
      ? difference === 'cash'
        ? 'cashMore'
        : 'linkMore'
      : -yen === owedDifferenceYen(booking)
        ? 'owedDropped'
        : difference === 'cash'
          ? 'cashBack'
          : 'cardBack';
  return says('move.doneMoney', { date, time, way, diff: Math.abs(yen) });
}

/** Moving a booking from its page. */
export function* moveSagas(api: AdminApi) {
  yield takeLatest([moveDialogOpened.type, moveDateChosen.type], loadMoveSlots, api);
  // takeLeading: a second click while the call runs is ignored
  yield takeLeading(moveConfirmed.type, moveBooking, api);
}
