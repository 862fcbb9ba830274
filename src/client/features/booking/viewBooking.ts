import type { PayloadAction } from '@reduxjs/toolkit';
import type { BookingDetail } from '../../../shared/booking.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';

// The booking slice's `view`: one booking opened from its emailed link (view-booking), and its cancel.

export interface ViewBookingState {
  referenceId: string | null;
  bookingId: string | null;
  detail: BookingDetail | null;
  loadStatus: LoadStatus;
  loadError: string | null;
  cancelStatus: CallStatus;
  /** 'Booking canceled!' after success, the failure text after a failure. */
  cancelMessage: string | null;
}

export const initialView: ViewBookingState = {
  referenceId: null,
  bookingId: null,
  detail: null,
  loadStatus: 'idle',
  loadError: null,
  cancelStatus: 'idle',
  cancelMessage: null,
};

type State = { view: ViewBookingState };

export const viewBookingReducers = {
  bookingViewOpened(state: State, action: PayloadAction<{ referenceId: string; bookingId: string }>) {
    state.view = { ...initialView, ...action.payload, loadStatus: 'loading' };
  },
  bookingLoaded(state: State, action: PayloadAction<BookingDetail>) {
    state.view.detail = action.payload;
    state.view.loadStatus = 'ready';
    state.view.loadError = null;
  },
  bookingLoadFailed(state: State, action: PayloadAction<string>) {
    state.view.loadStatus = 'failed';
    state.view.loadError = action.payload;
  },
  // `prompt`: the question in the visitor's language with what is refunded (none: the spec's English prompt)
  bookingCancelRequested(state: State, _action: PayloadAction<{ prompt?: string } | undefined>) {
    state.view.cancelStatus = 'loading';
    state.view.cancelMessage = null;
  },
  bookingCanceled(state: State, action: PayloadAction<string>) {
    state.view.cancelStatus = 'succeeded';
    state.view.cancelMessage = action.payload;
  },
  bookingCancelFailed(state: State, action: PayloadAction<string>) {
    state.view.cancelStatus = 'failed';
    state.view.cancelMessage = action.payload;
  },
  // The visitor answered No to the confirm prompt.
  bookingCancelDismissed(state: State) {
    state.view.cancelStatus = 'idle';
  },
};
