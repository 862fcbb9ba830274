import type { PayloadAction } from '@reduxjs/toolkit';
import type { SlotView, StaffBookingBody } from '../../../../shared/admin/bookings.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { initialBookingDetail, type BookingDetailState } from './bookingDetailState.js';
import { initialPicker, type CustomerPickerState } from './customerPickerState.js';

// The bookings area's `phone` part: a booking taken by phone or at the desk (the customer's details stay in the
// form until it is sent; the date, its slots and the chosen ones live here).

export interface PhoneBookingState {
  /** The class date; null until the saga fills in today (Japan). */
  date: string | null;
  slots: SlotView[];
  slotsStatus: LoadStatus;
  slotsError: ConsoleMessage | null;
  picked: number[];
  /** The teacher the customer asked for (the slots then show that teacher's free times); null: any teacher. */
  teacher: number | null;
  /** The school's current price per timeslot (tax included), from the schedule; null until known. */
  pricePerSlot: number | null;
  submitStatus: CallStatus;
  /** The server's refusal; `conflict` when a seat was just taken (409). */
  submitError: ConsoleMessage | null;
  conflict: boolean;
}

export const initialPhoneBooking: PhoneBookingState = {
  date: null,
  slots: [],
  slotsStatus: 'idle',
  slotsError: null,
  picked: [],
  teacher: null,
  pricePerSlot: null,
  submitStatus: 'idle',
  submitError: null,
  conflict: false,
};

/** The parts of the bookings area these reducers touch (bookingsState.ts has the whole). */
type State = { phone: PhoneBookingState; detail: BookingDetailState; picker: CustomerPickerState };
const bookable = (s: SlotView) => !s.closed && s.seats_free > 0;

export const phoneBookingReducers = {
  newBookingPageOpened(state: State, _action: PayloadAction<void>) {
    // a customer chosen for the last booking is not this one's
    state.picker = initialPicker;
    const p = state.phone;
    p.slotsStatus = 'loading';
    p.submitStatus = 'idle';
    p.submitError = null;
    p.conflict = false;
  },
  newBookingDateChosen(state: State, action: PayloadAction<string>) {
    const p = state.phone;
    p.date = action.payload;
    p.picked = [];
    p.slots = [];
    p.slotsStatus = 'loading';
  },
  /** Staff chose the customer's teacher (null: any teacher): the day's slots are loaded again for them. */
  newBookingTeacherChosen(state: State, action: PayloadAction<number | null>) {
    const p = state.phone;
    p.teacher = action.payload;
    p.slotsStatus = 'loading';
  },
  newBookingSlotsLoaded(state: State, action: PayloadAction<{ date: string; slots: SlotView[] }>) {
    const p = state.phone;
    p.date = action.payload.date;
    p.slots = action.payload.slots;
    p.slotsStatus = 'ready';
    p.slotsError = null;
    // a seat taken meanwhile is no longer chosen
    p.picked = p.picked.filter((id) => action.payload.slots.some((s) => s.id === id && bookable(s)));
  },
  newBookingSlotsFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.phone.slotsStatus = 'failed';
    state.phone.slotsError = action.payload;
  },
  newBookingPriceLoaded(state: State, action: PayloadAction<number>) {
    state.phone.pricePerSlot = action.payload;
  },
  newBookingSlotToggled(state: State, action: PayloadAction<number>) {
    const p = state.phone;
    p.picked = p.picked.includes(action.payload) ? p.picked.filter((id) => id !== action.payload) : [...p.picked, action.payload];
  },
  phoneBookingSubmitted(state: State, _action: PayloadAction<StaffBookingBody>) {
    const p = state.phone;
    p.submitStatus = 'loading';
    p.submitError = null;
    p.conflict = false;
  },
  /** The booking exists: its page opens with what was done on it. */
  phoneBookingCreated(state: State, action: PayloadAction<{ booking_id: number; outcome: ConsoleMessage }>) {
    state.phone = {
      ...initialPhoneBooking,
      date: state.phone.date,
      pricePerSlot: state.phone.pricePerSlot,
      submitStatus: 'succeeded',
    };
    state.detail = {
      ...initialBookingDetail,
      id: String(action.payload.booking_id),
      outcome: { severity: 'success', text: action.payload.outcome },
    };
  },
  phoneBookingFailed(state: State, action: PayloadAction<{ problem: ConsoleMessage; conflict: boolean }>) {
    const p = state.phone;
    p.submitStatus = 'failed';
    p.submitError = action.payload.problem;
    p.conflict = action.payload.conflict;
    if (action.payload.conflict) p.slotsStatus = 'loading';
  },
};
