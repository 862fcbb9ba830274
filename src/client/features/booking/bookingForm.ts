import type { PayloadAction } from '@reduxjs/toolkit';
import type { BookingSummary, CalendarDay, Timeslot } from '../../../shared/booking.js';
import * as messages from '../../../shared/messages.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';

// The booking slice's form: date → timeslots → confirm (price) → payment page → payment session.

/** What the guest types; a logged-in visitor sends nothing. */
export interface GuestContact {
  name?: string;
  email?: string;
  /** The phone number as typed, when the school asks for one (a logged-in visitor's too). */
  phone?: string;
}

export interface BookingFormState {
  calendar: CalendarDay[];
  calendarStatus: LoadStatus;
  date: string | null; // yyyy-MM-dd
  dateError: string | null;
  slots: Timeslot[];
  slotsStatus: LoadStatus;
  picked: number[];
  confirmStatus: CallStatus;
  confirmError: string | null;
  /** The booking state the payment page needs; null means 'Invalid Access'. */
  summary: BookingSummary | null;
  paymentStatus: CallStatus;
  paymentError: string | null;
}

export const initialForm: BookingFormState = {
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
};

/** The one availability rule the reducer and the saga share. */
export const isAvailableDate = (calendar: CalendarDay[], date: string) => calendar.some((d) => d.date === date && d.status === 'available');

export const bookingFormReducers = {
  bookingPageOpened(state: BookingFormState) {
    state.calendarStatus = 'loading';
    state.confirmError = null;
  },
  calendarLoaded(state: BookingFormState, action: PayloadAction<CalendarDay[]>) {
    state.calendar = action.payload;
    state.calendarStatus = 'ready';
  },
  // Failed calendar loads are only logged and leave an empty list
  calendarFailed(state: BookingFormState) {
    state.calendar = [];
    state.calendarStatus = 'failed';
  },
  // A new date clears the chosen timeslots; an unavailable date loads nothing
  dateSelected(state: BookingFormState, action: PayloadAction<string>) {
    const available = isAvailableDate(state.calendar, action.payload);
    state.date = action.payload;
    state.picked = [];
    state.slots = [];
    state.dateError = available ? null : messages.dateNotAvailable;
    state.slotsStatus = available ? 'loading' : 'idle';
    state.confirmError = null;
  },
  timeslotsLoaded(state: BookingFormState, action: PayloadAction<Timeslot[]>) {
    state.slots = action.payload;
    state.slotsStatus = 'ready';
  },
  timeslotsFailed(state: BookingFormState) {
    state.slots = [];
    state.slotsStatus = 'failed';
  },
  timeslotToggled(state: BookingFormState, action: PayloadAction<number>) {
    const id = action.payload;
    state.picked = state.picked.includes(id) ? state.picked.filter((p) => p !== id) : [...state.picked, id].sort((a, b) => a - b);
  },
  bookingConfirmRequested(state: BookingFormState, _action: PayloadAction<GuestContact>) {
    state.confirmStatus = 'loading';
    state.confirmError = null;
  },
  bookingConfirmed(state: BookingFormState, action: PayloadAction<BookingSummary>) {
    state.confirmStatus = 'succeeded';
    state.summary = action.payload;
    state.paymentStatus = 'idle';
    state.paymentError = null;
  },
  bookingConfirmFailed(state: BookingFormState, action: PayloadAction<string>) {
    state.confirmStatus = 'failed';
    state.confirmError = action.payload;
  },
  paymentRequested(state: BookingFormState) {
    if (!state.summary) return;
    state.paymentStatus = 'loading';
    state.paymentError = null;
  },
  // The status stays 'succeeded' (button disabled) while the browser leaves for the checkout.
  paymentSessionCreated(state: BookingFormState, _action: PayloadAction<string>) {
    state.paymentStatus = 'succeeded';
  },
  paymentFailed(state: BookingFormState, action: PayloadAction<string>) {
    state.paymentStatus = 'failed';
    state.paymentError = action.payload;
  },
};
