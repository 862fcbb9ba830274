import { call, put, take, takeLatest } from 'redux-saga/effects';
import type { SagaDeps } from '../../app/deps.js';
import type { CheckoutChoice } from './checkoutChoice.js';
import {
  bookingPageOpened,
  calendarFailed,
  calendarLoaded,
  dateSelected,
  timeslotsFailed,
  timeslotsLoaded,
  timeslotToggled,
} from './bookingSlice.js';

/**
 * Back from the checkout without paying (its Cancel, the browser's Back): the booking page opens with the
 * date and the timeslots the visitor had chosen (their hold was released, so they are free again unless
 * someone took them meanwhile). After a payment the choice is forgotten.
 */
export function* restoreCheckoutChoice(deps: SagaDeps) {
  const kept: CheckoutChoice | null = yield call(deps.checkoutChoice.take);
  if (!kept) return;
  const calendar: { type: string } = yield take([calendarLoaded.type, calendarFailed.type]);
  if (!calendarLoaded.match(calendar)) return;
  yield put(dateSelected(kept.date));
  const slots: { type: string } = yield take([timeslotsLoaded.type, timeslotsFailed.type]);
  if (!timeslotsLoaded.match(slots)) return;
  for (const slot of slots.payload) if (kept.slotIds.includes(slot.id)) yield put(timeslotToggled(slot.id));
}

/** Started by the booking page's chunk (not the entry's sagas: the visitor's first load has no room to spare). */
export function* checkoutChoiceSagas(deps: SagaDeps) {
  yield takeLatest(bookingPageOpened.type, restoreCheckoutChoice, deps);
}

/** Started by the success page's chunk: the choice was paid for, so it is forgotten. */
export function* forgetCheckoutChoice(deps: SagaDeps) {
  yield call(deps.checkoutChoice.take);
}
