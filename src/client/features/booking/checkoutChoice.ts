import { call, put, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { paths } from '../../../shared/paths.js';
import type { SagaDeps } from '../../app/deps.js';
import { routeChanged } from '../ui/uiSlice.js';
import {
  bookingPageOpened,
  calendarFailed,
  calendarLoaded,
  dateSelected,
  timeslotsFailed,
  timeslotsLoaded,
  timeslotToggled,
} from './bookingSlice.js';

/** The date and timeslots a visitor took to the checkout. */
export interface CheckoutChoice {
  date: string;
  slotIds: number[];
}

/** Where the browser keeps it while the visitor is at the checkout (the tab's session storage: this tab only). */
export interface CheckoutChoiceStore {
  keep(choice: CheckoutChoice): void;
  /** The kept choice, once: taking it forgets it. */
  take(): CheckoutChoice | null;
}

const KEY = 'gtss_checkout_choice';

export function browserCheckoutChoice(): CheckoutChoiceStore {
  return {
    keep: (choice) => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify(choice));
      } catch {
        // storage refused (private mode, full): the booking page then opens empty, as before
      }
    },
    take() {
      try {
        const kept = sessionStorage.getItem(KEY);
        sessionStorage.removeItem(KEY);
        const choice = kept ? (JSON.parse(kept) as CheckoutChoice) : null;
        return choice && typeof choice.date === 'string' && Array.isArray(choice.slotIds) ? choice : null;
      } catch {
        return null;
      }
    },
  };
}

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

function* forgetAfterPayment(deps: SagaDeps, { payload: pathname }: ReturnType<typeof routeChanged>) {
  if (pathname === paths.bookSuccess) yield call(deps.checkoutChoice.take);
}

export function* checkoutChoiceSagas(deps: SagaDeps) {
  yield takeLatest(bookingPageOpened.type, restoreCheckoutChoice, deps);
  yield takeEvery(routeChanged.type, forgetAfterPayment, deps);
}
