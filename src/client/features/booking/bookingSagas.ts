import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BookingSummary, CalendarDay, Timeslot } from '../../../shared/booking.js';
import { toCompactDate } from '../../../shared/dates.js';
import * as messages from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import { ApiError, detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import type { User } from '../../../shared/auth.js';
import { selectUser } from '../auth/authSelectors.js';
import { bookingBody, type Guest } from './bookingBody.js';
import { selectCanConfirm, selectDate, selectIsDateAvailable, selectPicked } from './bookingSelectors.js';
import {
  bookingConfirmed,
  bookingConfirmFailed,
  bookingConfirmRequested,
  bookingPageOpened,
  calendarFailed,
  calendarLoaded,
  dateSelected,
  timeslotsFailed,
  timeslotsLoaded,
} from './bookingSlice.js';
import { paymentSagas } from './paymentSagas.js';
import { viewBookingSagas } from './viewBookingSagas.js';

// Failed calendar or timeslot loads are only logged and leave empty lists.
export function* loadCalendar(deps: SagaDeps) {
  try {
    const days: CalendarDay[] = yield call(deps.api.getCalendar);
    yield put(calendarLoaded(days));
  } catch (e) {
    yield call(deps.log.error, `Failed to load the booking calendar: ${String(e)}`);
    yield put(calendarFailed());
  }
}

/** Started by takeLatest: choosing another date cancels this load, so stale slots never land. */
export function* loadTimeslots(deps: SagaDeps, { payload: date }: ReturnType<typeof dateSelected>) {
  const available: boolean = yield select(selectIsDateAvailable);
  if (!available) return; // the reducer has set 'Selected date is not available.'
  try {
    const slots: Timeslot[] = yield call(deps.api.getTimeslots, toCompactDate(date));
    yield put(timeslotsLoaded(slots));
  } catch (e) {
    yield call(deps.log.error, `Failed to load the timeslots of ${date}: ${String(e)}`);
    yield put(timeslotsFailed());
  }
}

/** Before the call: a guest's name and email, then an available date and 4+ timeslots. */
function* validInput(payload: ReturnType<typeof bookingConfirmRequested>['payload']) {
  const user: User | null = yield select(selectUser);
  const guest: Guest = { name: payload.name?.trim() ?? '', email: payload.email?.trim() ?? '' };
  if (!user && (!guest.name || !guest.email)) return { error: messages.guestBookingNeedsNameEmail };
  const canConfirm: boolean = yield select(selectCanConfirm);
  if (!canConfirm) return { error: messages.selectDateAndSlots };
  return { guest: user ? null : guest };
}

export function* confirmBooking(deps: SagaDeps, { payload }: ReturnType<typeof bookingConfirmRequested>) {
  const input: { error?: string; guest?: Guest | null } = yield call(validInput, payload);
  if (input.error !== undefined) {
    yield put(bookingConfirmFailed(input.error));
    return;
  }
  const date: string = yield select(selectDate);
  const picked: number[] = yield select(selectPicked);
  try {
    const summary: BookingSummary = yield call(deps.api.confirmBooking, bookingBody('confirm', date, picked, input.guest ?? null));
    yield put(bookingConfirmed(summary));
    yield call(deps.navigate, paths.payment);
  } catch (e) {
    const isValidation = e instanceof ApiError && e.status === 400;
    yield put(bookingConfirmFailed(detailOr(e, isValidation ? messages.bookingValidationFailed : messages.bookingConfirmationFailed)));
  }
}

export function* bookingSagas(deps: SagaDeps) {
  yield takeLatest(bookingPageOpened.type, loadCalendar, deps);
  yield takeLatest(dateSelected.type, loadTimeslots, deps);
  yield takeLeading(bookingConfirmRequested.type, confirmBooking, deps); // one price check at a time
  yield fork(paymentSagas, deps);
  yield fork(viewBookingSagas, deps);
}
