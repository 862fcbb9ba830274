import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { User } from '../../../shared/auth.js';
import type { BookingSummary, PaymentResult } from '../../../shared/booking.js';
import * as messages from '../../../shared/messages.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectUser } from '../auth/authSelectors.js';
import { bookingBody } from './bookingBody.js';
import type { TeacherChoice } from '../../api/api.js';
import { selectSummary } from './bookingSelectors.js';
import { selectConfirmedChoice } from './teacherSelectors.js';
import { paymentFailed, paymentRequested, paymentSessionCreated } from './bookingSlice.js';

/**
 * The payment call re-sends the confirmed booking with action_type 'payment' and sends the
 * browser to the session url. A 409 (someone just took a slot, or the chosen teacher) carries a detail the page must show.
 */
export function* submitPayment(deps: SagaDeps) {
  const summary: BookingSummary | null = yield select(selectSummary);
  if (!summary) return; // the page shows 'Invalid Access' instead of a pay button
  const user: User | null = yield select(selectUser);
  const guest = user ? null : { name: summary.user_name, email: summary.user_email };
  const choice: TeacherChoice = yield select(selectConfirmedChoice);
  try {
    const result: PaymentResult = yield call(
      deps.api.requestPayment,
      bookingBody('payment', summary.booking_date, summary.timeslot_ids, guest, choice, summary.phone),
    );
    yield put(paymentSessionCreated(result.session.url));
    // back from the checkout without paying, the booking page shows this choice again (checkoutChoice.ts)
    yield call(deps.checkoutChoice.keep, { date: summary.booking_date, slotIds: summary.timeslot_ids });
    yield call(deps.goToUrl, result.session.url);
  } catch (e) {
    yield put(paymentFailed(detailOr(e, messages.bookingConfirmationFailed)));
  }
}

/** Started once per store by the payment page (store.startFeature): its code loads with the page, not in /app's entry. */
export function* paymentSagas(deps: SagaDeps) {
  // Payment submit is blocked while a request is in progress
  yield takeLeading(paymentRequested.type, submitPayment, deps);
}
