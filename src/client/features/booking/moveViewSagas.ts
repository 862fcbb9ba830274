import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Timeslot } from '../../../shared/booking.js';
import { toCompactDate } from '../../../shared/dates.js';
import { BOOKING_MOVED, MOVE_FAILED } from '../../../shared/moveTexts.js';
import { ApiError, detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectMoveView, selectViewedIds } from './bookingSelectors.js';
import {
  bookingMoveDateChosen,
  bookingMoveFailed,
  bookingMoveSlotsFailed,
  bookingMoveSlotsLoaded,
  bookingMoveSubmitted,
  ownBookingMoved,
} from './bookingSlice.js';
import type { MoveViewState } from './moveView.js';
import { loadBooking } from './viewBookingSagas.js';

/** The chosen day's free timeslots (takeLatest: another date cancels a stale load). */
function* loadMoveSlots(deps: SagaDeps) {
  const { date }: MoveViewState = yield select(selectMoveView);
  if (!date) return;
  try {
    const slots: Timeslot[] = yield call(deps.api.getTimeslots, toCompactDate(date));
    yield put(bookingMoveSlotsLoaded({ date, slots }));
  } catch (e) {
    yield put(bookingMoveSlotsFailed(detailOr(e, MOVE_FAILED)));
  }
}

/** Move, then show the booking at its new time; a seat taken meanwhile (409) is said and the day's slots reload. */
function* moveOwnBooking(deps: SagaDeps) {
  const { referenceId, bookingId }: ReturnType<typeof selectViewedIds> = yield select(selectViewedIds);
  const { date, picked, slots }: MoveViewState = yield select(selectMoveView);
  if (referenceId === null || bookingId === null || date === null) return;
  try {
    const timeslot_ids = slots.filter((s) => picked.includes(s.id)).map((s) => s.id);
    yield call(deps.api.moveBooking, bookingId, { booking_date: toCompactDate(date), timeslot_ids });
  } catch (e) {
    yield put(bookingMoveFailed(detailOr(e, MOVE_FAILED)));
    if (e instanceof ApiError && e.status === 409) yield call(loadMoveSlots, deps);
    return;
  }
  yield put(ownBookingMoved(BOOKING_MOVED));
  yield call(loadBooking, deps, referenceId, bookingId);
}

export function* moveViewSagas(deps: SagaDeps) {
  yield takeLatest(bookingMoveDateChosen.type, loadMoveSlots, deps);
  yield takeLeading(bookingMoveSubmitted.type, moveOwnBooking, deps);
}
