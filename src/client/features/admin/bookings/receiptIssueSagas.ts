import { call, put, takeLeading } from 'redux-saga/effects';
import type { AdminBookingDetail } from '../../../../shared/admin/bookings.js';
import type { ReceiptIssue } from '../../../../shared/receiptIssue.js';
import type { AdminApi } from '../adminApi.js';
import { problemOr } from '../i18n/consoleMessage.js';
import { bookingDetailLoaded, receiptIssued, receiptIssueFailed, receiptIssueSubmitted } from './bookingsSlice.js';

function* issueReceipt(api: AdminApi, { payload: { id, addressee, purpose } }: ReturnType<typeof receiptIssueSubmitted>) {
  try {
    const issue: ReceiptIssue = yield call(api.issueReceipt, id, { addressee: addressee.trim(), purpose: purpose.trim() });
    yield put(receiptIssued({ bookingId: id, issue }));
  } catch (e) {
    yield put(receiptIssueFailed(problemOr(e, 'bookings.receipt.failed')));
  }
  // the booking's history has the issue now (or, refused as issued already, the page shows the wording it has)
  try {
    const booking: AdminBookingDetail = yield call(api.getBooking, id);
    yield put(bookingDetailLoaded(booking));
  } catch {
    // the outcome is shown already; the page keeps what it had
  }
}

/** The booking page's receipt wording, set on the customer's request. */
export function* receiptIssueSagas(api: AdminApi) {
  // takeLeading: a second click while issuing is ignored
  yield takeLeading(receiptIssueSubmitted.type, issueReceipt, api);
}
