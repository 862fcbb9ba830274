import type { PayloadAction } from '@reduxjs/toolkit';
import type { Timeslot } from '../../../shared/booking.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';

// The view-booking page's move: the visitor moves their booking to another date and as many free
// timeslots (the page's `view.move`; the day's free timeslots and the chosen ones live here until sent).

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

type State = { view: { move: MoveViewState } };

export const moveViewReducers = {
  bookingMoveOpened(state: State) {
    state.view.move = { ...initialMoveView, open: true };
  },
  bookingMoveClosed(state: State) {
    state.view.move = { ...initialMoveView };
  },
  bookingMoveDateChosen(state: State, action: PayloadAction<string>) {
    const m = state.view.move;
    m.date = action.payload;
    m.slots = [];
    m.picked = [];
    m.slotsStatus = 'loading';
  },
  bookingMoveSlotsLoaded(state: State, action: PayloadAction<{ date: string; slots: Timeslot[] }>) {
    const m = state.view.move;
    if (m.date !== action.payload.date) return;
    m.slots = action.payload.slots;
    m.slotsStatus = 'ready';
    m.picked = m.picked.filter((id) => action.payload.slots.some((s) => s.id === id));
  },
  bookingMoveSlotsFailed(state: State, action: PayloadAction<string>) {
    state.view.move.slotsStatus = 'failed';
    state.view.move.message = action.payload;
  },
  bookingMoveSlotToggled(state: State, action: PayloadAction<number>) {
    const m = state.view.move;
    m.picked = m.picked.includes(action.payload) ? m.picked.filter((id) => id !== action.payload) : [...m.picked, action.payload];
  },
  bookingMoveSubmitted(state: State) {
    state.view.move.status = 'loading';
    state.view.move.message = null;
  },
  /** Moved: the panel closes and the page says so (the booking reloads with its new time). */
  ownBookingMoved(state: State, action: PayloadAction<string>) {
    state.view.move = { ...initialMoveView, status: 'succeeded', message: action.payload };
  },
  bookingMoveFailed(state: State, action: PayloadAction<string>) {
    state.view.move.status = 'failed';
    state.view.move.message = action.payload;
  },
};
