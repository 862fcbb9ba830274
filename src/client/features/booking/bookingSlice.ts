import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookingDetail, BookingSummary, CalendarDay, Timeslot } from '../../../shared/booking.js';
import * as messages from '../../../shared/messages.js';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type CallStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What the guest types; a logged-in visitor sends nothing (SPEC §6). */
export interface GuestContact {
  name?: string;
  email?: string;
}

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

// SPEC §4 booking flow: date → timeslots → confirm (price) → payment page → payment session.
export interface BookingState {
  calendar: CalendarDay[];
  calendarStatus: LoadStatus;
  date: string | null; // yyyy-MM-dd
  dateError: string | null;
  slots: Timeslot[];
  slotsStatus: LoadStatus;
  picked: number[];
  confirmStatus: CallStatus;
  confirmError: string | null;
  /** The booking state the payment page needs (SPEC §2); null means 'Invalid Access'. */
  summary: BookingSummary | null;
  paymentStatus: CallStatus;
  paymentError: string | null;
  view: ViewBookingState;
}

const initialView: ViewBookingState = {
  referenceId: null,
  bookingId: null,
  detail: null,
  loadStatus: 'idle',
  loadError: null,
  cancelStatus: 'idle',
  cancelMessage: null,
};

const initialState: BookingState = {
  calendar: [],
  calendarStatus: 'idle',
  date: null,
  dateError: null,
  slots: [],
  slotsStatus: 'idle',
  picked: [],
  confirmStatus: 'idle',
  confirmError: null,
  summary: null,
  paymentStatus: 'idle',
  paymentError: null,
  view: initialView,
};

/** The one availability rule the reducer and the saga share. */
export const isAvailableDate = (calendar: CalendarDay[], date: string) => calendar.some((d) => d.date === date && d.status === 'available');

export const bookingSlice = createSlice({
  name: 'booking',
  initialState,
  reducers: {
    bookingPageOpened(state) {
      state.calendarStatus = 'loading';
      state.confirmError = null;
    },
    calendarLoaded(state, action: PayloadAction<CalendarDay[]>) {
      state.calendar = action.payload;
      state.calendarStatus = 'ready';
    },
    // SPEC §8: failed calendar loads are only logged and leave an empty list
    calendarFailed(state) {
      state.calendar = [];
      state.calendarStatus = 'failed';
    },
    // SPEC §4: a new date clears the chosen timeslots; §5: an unavailable date loads nothing
    dateSelected(state, action: PayloadAction<string>) {
      const available = isAvailableDate(state.calendar, action.payload);
      state.date = action.payload;
      state.picked = [];
      state.slots = [];
      state.dateError = available ? null : messages.dateNotAvailable;
      state.slotsStatus = available ? 'loading' : 'idle';
      state.confirmError = null;
    },
    timeslotsLoaded(state, action: PayloadAction<Timeslot[]>) {
      state.slots = action.payload;
      state.slotsStatus = 'ready';
    },
    timeslotsFailed(state) {
      state.slots = [];
      state.slotsStatus = 'failed';
    },
    timeslotToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      state.picked = state.picked.includes(id) ? state.picked.filter((p) => p !== id) : [...state.picked, id].sort((a, b) => a - b);
    },
    bookingConfirmRequested(state, _action: PayloadAction<GuestContact>) {
      state.confirmStatus = 'loading';
      state.confirmError = null;
    },
    bookingConfirmed(state, action: PayloadAction<BookingSummary>) {
      state.confirmStatus = 'succeeded';
      state.summary = action.payload;
      state.paymentStatus = 'idle';
      state.paymentError = null;
    },
    bookingConfirmFailed(state, action: PayloadAction<string>) {
      state.confirmStatus = 'failed';
      state.confirmError = action.payload;
    },
    paymentRequested(state) {
      if (!state.summary) return;
      state.paymentStatus = 'loading';
      state.paymentError = null;
    },
    // The status stays 'succeeded' (button disabled) while the browser leaves for the checkout.
    paymentSessionCreated(state, _action: PayloadAction<string>) {
      state.paymentStatus = 'succeeded';
    },
    paymentFailed(state, action: PayloadAction<string>) {
      state.paymentStatus = 'failed';
      state.paymentError = action.payload;
    },
    bookingViewOpened(state, action: PayloadAction<{ referenceId: string; bookingId: string }>) {
      state.view = { ...initialView, ...action.payload, loadStatus: 'loading' };
    },
    bookingLoaded(state, action: PayloadAction<BookingDetail>) {
      state.view.detail = action.payload;
      state.view.loadStatus = 'ready';
      state.view.loadError = null;
    },
    bookingLoadFailed(state, action: PayloadAction<string>) {
      state.view.loadStatus = 'failed';
      state.view.loadError = action.payload;
    },
    bookingCancelRequested(state) {
      state.view.cancelStatus = 'loading';
      state.view.cancelMessage = null;
    },
    bookingCanceled(state, action: PayloadAction<string>) {
      state.view.cancelStatus = 'succeeded';
      state.view.cancelMessage = action.payload;
    },
    bookingCancelFailed(state, action: PayloadAction<string>) {
      state.view.cancelStatus = 'failed';
      state.view.cancelMessage = action.payload;
    },
    // The visitor answered No to the confirm prompt.
    bookingCancelDismissed(state) {
      state.view.cancelStatus = 'idle';
    },
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
  bookingViewOpened,
  bookingLoaded,
  bookingLoadFailed,
  bookingCancelRequested,
  bookingCanceled,
  bookingCancelFailed,
  bookingCancelDismissed,
} = bookingSlice.actions;
