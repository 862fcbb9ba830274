import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { AdminBookingDetail } from '../../../../shared/admin/bookings.js';
import { ApiError } from '../../../api/client.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectBookingDetail,
  customerEmailRefused,
  customerEmailSubmitted,
  deskMailFailed,
  deskMailSent,
  deskResendDismissed,
  deskResendRequested,
} from './bookingsSlice.js';
import { loadBookingDetail } from './bookingDetailSagas.js';
import type { BookingDetailState } from './bookingDetailState.js';
import { problemOr, says } from '../i18n/consoleMessage.js';
import { shownText } from '../localeSagas.js';

/** The booking on the page, if it is the one the email is about. */
function* shownBooking(bookingId: number) {
  const { booking }: BookingDetailState = yield select(selectBookingDetail);
  return booking?.id === bookingId ? booking : null;
}

/** "Resend confirmation" / "Resend payment link": asked first (what goes to whom), sent, said, and the page reloaded. */
function* resend(deps: SagaDeps, api: AdminApi, { payload }: ReturnType<typeof deskResendRequested>) {
  const booking: AdminBookingDetail | null = yield call(shownBooking, payload.bookingId);
  if (!booking?.user_email) return;
  const confirmation = payload.kind === 'confirmation';
  const to = { name: booking.user_name, email: booking.user_email };
  const question: string = yield call(shownText, says(confirmation ? 'deskMail.askConfirmation' : 'deskMail.askPaymentLink', to));
  const agreed: boolean = yield call(deps.confirm, question);
  if (!agreed) {
    yield put(deskResendDismissed());
    return;
  }
  try {
    yield call(confirmation ? api.resendConfirmation : api.resendPaymentLink, booking.id);
    yield put(deskMailSent(says(confirmation ? 'deskMail.confirmationSent' : 'deskMail.paymentLinkSent', to)));
  } catch (e) {
    yield put(deskMailFailed(problemOr(e, 'deskMail.failed')));
  }
  yield call(loadBookingDetail, api);
}

/** "Email the customer": the dialog said what happens; a refused text stays in the dialog to be fixed. */
function* emailCustomer(api: AdminApi, { payload }: ReturnType<typeof customerEmailSubmitted>) {
  const booking: AdminBookingDetail | null = yield call(shownBooking, payload.bookingId);
  if (!booking?.user_email) return;
  try {
    yield call(api.emailCustomer, booking.id, payload.body);
    yield put(deskMailSent(says('deskMail.messageSent', { email: booking.user_email, subject: payload.body.subject.trim() })));
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) {
      yield put(customerEmailRefused(problemOr(e, 'deskMail.failed')));
      return;
    }
    yield put(deskMailFailed(problemOr(e, 'deskMail.failed')));
  }
  yield call(loadBookingDetail, api);
}

/** The desk's emails from a booking's page; takeLeading: a second click while one is sent is ignored. */
export function* deskMailSagas(deps: SagaDeps, api: AdminApi) {
  yield takeLeading(deskResendRequested.type, resend, deps, api);
  yield takeLeading(customerEmailSubmitted.type, emailCustomer, api);
}
