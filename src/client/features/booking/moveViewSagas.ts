import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Timeslot } from '../../../shared/booking.js';
import { toCompactDate } from '../../../shared/dates.js';
import { BOOKING_MOVED, MOVE_FAILED } from '../../../shared/moveTexts.js';
import { ApiError, createRequest, detailOr, type Request } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectViewedIds } from './bookingSelectors.js';
import {
  bookingMoveDateChosen,
  bookingMoveFailed,
  bookingMoveSlotsFailed,
  bookingMoveSlotsLoaded,
  bookingMoveSubmitted,
  ownBookingMoved,
  selectMoveView,
  type MoveViewState,
} from './moveView.js';
import { loadBooking } from './viewBookingSagas.js';

/** The move's own call, outside the entry's Api (only the booking's page loads it). */
export function createMoveApi(request: Request = createRequest()) {
  return {
    /** The visitor's own move (yyyymmdd and as many timeslot ids as the booking has). */
    moveBooking: (bookingId: string | number, body: { booking_date: string; timeslot_ids: number[] }) =>
      request<{ detail: string }>(`/public/bookings/${encodeURIComponent(String(bookingId))}/move`, { method: 'POST', body }),
  };
}
export type MoveApi = ReturnType<typeof createMoveApi>;

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
function* moveOwnBooking(deps: SagaDeps, api: MoveApi) {
  const { referenceId, bookingId }: ReturnType<typeof selectViewedIds> = yield select(selectViewedIds);
  const { date, picked, slots }: MoveViewState = yield select(selectMoveView);
  if (referenceId === null || bookingId === null || date === null) return;
  try {
    const timeslot_ids = slots.filter((s) => picked.includes(s.id)).map((s) => s.id);
    yield call(api.moveBooking, bookingId, { booking_date: toCompactDate(date), timeslot_ids });
  } catch (e) {
    yield put(bookingMoveFailed(detailOr(e, MOVE_FAILED)));
    if (e instanceof ApiError && e.status === 409) yield call(loadMoveSlots, deps);
    return;
  }
  yield put(ownBookingMoved(BOOKING_MOVED));
  yield call(loadBooking, deps, referenceId, bookingId);
}

/** Started once per store by the booking's page (store.startFeature). */
export function* moveViewSagas(deps: SagaDeps, api: MoveApi) {
  yield takeLatest(bookingMoveDateChosen.type, loadMoveSlots, deps);
  yield takeLeading(bookingMoveSubmitted.type, moveOwnBooking, deps, api);
}
