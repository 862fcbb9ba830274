import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Timeslot } from '../../../shared/booking.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';
import { rootReducer } from '../../app/rootReducer.js';
import { bookingViewOpened } from './bookingSlice.js';

// The view-booking page's move: the visitor moves their booking to another date and as many free
// timeslots (the day's free timeslots and the chosen ones live here until sent). Only the booking's page
// loads this (the entry's JavaScript budget has no room for it): the slice is injected when this module
// loads, its sagas start with the page (ViewBookingPage.tsx).

export interface MoveViewState {
  open: boolean;
  /** yyyy-MM-dd, or null until chosen. */
  date: string | null;
  slots: Timeslot[];
  slotsStatus: LoadStatus;
  picked: number[];
  status: CallStatus;
  /** 'Booking moved! …' after success, the failure text after a failure. */
  message: string | null;
}

export const initialMoveView: MoveViewState = {
  open: false,
  date: null,
  slots: [],
  slotsStatus: 'idle',
  picked: [],
  status: 'idle',
  message: null,
};

type State = MoveViewState;

const reducers = {
  bookingMoveOpened() {
    return { ...initialMoveView, open: true };
  },
  bookingMoveClosed() {
    return { ...initialMoveView };
  },
  bookingMoveDateChosen(state: State, action: PayloadAction<string>) {
    const m = state;
    m.date = action.payload;
    m.slots = [];
    m.picked = [];
    m.slotsStatus = 'loading';
  },
  bookingMoveSlotsLoaded(state: State, action: PayloadAction<{ date: string; slots: Timeslot[] }>) {
    const m = state;
    if (m.date !== action.payload.date) return;
    m.slots = action.payload.slots;
    m.slotsStatus = 'ready';
    m.picked = m.picked.filter((id) => action.payload.slots.some((s) => s.id === id));
  },
  bookingMoveSlotsFailed(state: State, action: PayloadAction<string>) {
    state.slotsStatus = 'failed';
    state.message = action.payload;
  },
  bookingMoveSlotToggled(state: State, action: PayloadAction<number>) {
    const m = state;
    m.picked = m.picked.includes(action.payload) ? m.picked.filter((id) => id !== action.payload) : [...m.picked, action.payload];
  },
  bookingMoveSubmitted(state: State) {
    state.status = 'loading';
    state.message = null;
  },
  /** Moved: the panel closes and the page says so (the booking reloads with its new time). */
  ownBookingMoved(_state: State, action: PayloadAction<string>): State {
    return { ...initialMoveView, status: 'succeeded', message: action.payload };
  },
  bookingMoveFailed(state: State, action: PayloadAction<string>) {
    state.status = 'failed';
    state.message = action.payload;
  },
};

export const bookingMoveSlice = createSlice({
  name: 'bookingMove',
  initialState: initialMoveView,
  reducers,
  // another booking's page starts with no move open
  extraReducers: (builder) => builder.addCase(bookingViewOpened, () => initialMoveView),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof bookingMoveSlice> {}
}

/** The root reducer with this slice in it; its selectSlice gives the initial state before any action. */
export const withBookingMove = bookingMoveSlice.injectInto(rootReducer);
export const selectMoveView = withBookingMove.selectSlice;

export const {
  bookingMoveOpened,
  bookingMoveClosed,
  bookingMoveDateChosen,
  bookingMoveSlotsLoaded,
  bookingMoveSlotsFailed,
  bookingMoveSlotToggled,
  bookingMoveSubmitted,
  ownBookingMoved,
  bookingMoveFailed,
} = bookingMoveSlice.actions;
