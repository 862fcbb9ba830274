import { createSlice } from '@reduxjs/toolkit';
import { bookingFormReducers, initialForm, type BookingFormState } from './bookingForm.js';
import { initialView, viewBookingReducers, type ViewBookingState } from './viewBooking.js';

export { isAvailableDate, type GuestContact } from './bookingForm.js';

/** The booking slice: the booking form (bookingForm.ts) and, under `view`, one booking opened from its link (viewBooking.ts). */
export interface BookingState extends BookingFormState {
  view: ViewBookingState;
}

const initialState: BookingState = { ...initialForm, view: initialView };

export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: { ...bookingFormReducers, ...viewBookingReducers },
});

export const {
  bookingPageOpened,
  calendarLoaded,
  calendarFailed,
  dateSelected,
  timeslotsLoaded,
  timeslotsFailed,
  timeslotToggled,
  bookingConfirmRequested,
  bookingConfirmed,
  bookingConfirmFailed,
  paymentRequested,
  paymentSessionCreated,
  paymentFailed,
  bookingViewOpened,
  bookingLoaded,
  bookingLoadFailed,
  bookingCancelRequested,
  bookingCanceled,
  bookingCancelFailed,
  bookingCancelDismissed,
} = bookingSlice.actions;
