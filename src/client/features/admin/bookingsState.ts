import type { PayloadAction } from '@reduxjs/toolkit';

// The admin slice's `bookings` part (issue #12). adminSlice.ts combines the parts into one slice.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the bookings pages' work
export interface BookingsState {}

export const initialBookings: BookingsState = {};

type State = { bookings: BookingsState };

export const bookingsReducers = {
  /** A bookings page of the console was opened. */
  bookingsPageOpened(_state: State, _action: PayloadAction<void>) {},
};
