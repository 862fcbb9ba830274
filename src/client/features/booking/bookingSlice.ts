import { createSlice } from '@reduxjs/toolkit';
import { bookingFormReducers, initialForm, type BookingFormState } from './bookingForm.js';
import { initialTeacherChoice, rememberConfirmedChoice, teacherChoiceReducers, type TeacherChoiceState } from './teacherChoice.js';
import { initialView, viewBookingReducers, type ViewBookingState } from './viewBooking.js';

export { isAvailableDate, type GuestContact } from './bookingForm.js';

/**
 * The booking slice: the booking form (bookingForm.ts), under `teacher` whom it books (teacherChoice.ts)
 * and, under `view`, one booking opened from its link (viewBooking.ts).
 */
export interface BookingState extends BookingFormState {
  teacher: TeacherChoiceState;
  view: ViewBookingState;
}

const initialState: BookingState = { ...initialForm, teacher: initialTeacherChoice, view: initialView };

export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: {
    ...bookingFormReducers,
    bookingConfirmed(state, action: Parameters<typeof bookingFormReducers.bookingConfirmed>[1]) {
      bookingFormReducers.bookingConfirmed(state, action);
      rememberConfirmedChoice(state);
    },
    ...teacherChoiceReducers,
    ...viewBookingReducers,
  },
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
  teachersLoaded,
  teachersLoadFailed,
  learningLanguageChosen,
  teacherChosen,
  bookingViewOpened,
  bookingLoaded,
  bookingLoadFailed,
  bookingCancelRequested,
  bookingCanceled,
  bookingCancelFailed,
  bookingCancelDismissed,
} = bookingSlice.actions;
