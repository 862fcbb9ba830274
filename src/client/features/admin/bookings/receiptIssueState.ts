import type { PayloadAction } from '@reduxjs/toolkit';
import type { ReceiptIssue } from '../../../../shared/receiptIssue.js';
import type { CallStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import type { BookingDetailState } from './bookingDetailState.js';

// The bookings area's `receipt` part: the receipt's addressee (宛名) and purpose (但し書き) that staff set on
// the customer's request before its first print. Its outcome shows on that booking only.

export interface ReceiptIssueState {
  status: CallStatus;
  message: ConsoleMessage | null;
  bookingId: number | null;
}

export const initialReceiptIssue: ReceiptIssueState = { status: 'idle', message: null, bookingId: null };

type State = { receipt: ReceiptIssueState; detail: BookingDetailState };

export const receiptIssueReducers = {
  receiptIssueSubmitted(state: State, action: PayloadAction<{ id: number; addressee: string; purpose: string }>) {
    state.receipt = { status: 'loading', message: null, bookingId: action.payload.id };
  },
  receiptIssued(state: State, action: PayloadAction<{ bookingId: number; issue: ReceiptIssue }>) {
    const booking = state.detail.booking;
    if (booking && booking.id === action.payload.bookingId) booking.receipt_issue = action.payload.issue;
    state.receipt = { status: 'succeeded', message: { id: 'bookings.receipt.issued' }, bookingId: action.payload.bookingId };
  },
  receiptIssueFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.receipt.status = 'failed';
    state.receipt.message = action.payload;
  },
};
