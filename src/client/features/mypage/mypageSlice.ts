import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/auth.js';
import type { MyBooking } from '../../../shared/booking.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';
import { userLoggedOut } from '../auth/authSlice.js';

export type MypageTab = 'bookings' | 'profile';
export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

// My page: tabs View Bookings and Edit Profile.
export interface MypageState {
  tab: MypageTab;
  bookings: MyBooking[];
  bookingsStatus: LoadStatus;
  /** The booking whose cancel request is running. */
  cancelingId: number | null;
  /** 'Booking canceled!' / 'Failed to cancel booking.' (or the server's detail). */
  bookingsNotice: Notice | null;
  profileStatus: CallStatus;
  /** 'Profile updated!' / 'Failed to update profile.' (or the server's detail). */
  profileNotice: Notice | null;
}

const initialState: MypageState = {
  tab: 'bookings',
  bookings: [],
  bookingsStatus: 'idle',
  cancelingId: null,
  bookingsNotice: null,
  profileStatus: 'idle',
  profileNotice: null,
};

export const mypageSlice = createSlice({
  name: 'mypage',
  initialState,
  reducers: {
    myPageOpened(state) {
      state.bookingsStatus = 'loading';
      state.bookingsNotice = null;
      state.profileNotice = null;
    },
    myPageTabSelected(state, action: PayloadAction<MypageTab>) {
      state.tab = action.payload;
    },
    myBookingsLoaded(state, action: PayloadAction<MyBooking[]>) {
      state.bookings = action.payload;
      state.bookingsStatus = 'ready';
    },
    myBookingsFailed(state, action: PayloadAction<string>) {
      state.bookingsStatus = 'failed';
      state.bookingsNotice = { severity: 'error', text: action.payload };
    },
    myBookingCancelRequested: {
      // `prompt`: the question in the visitor's language (none: the spec's English prompt)
      prepare: (bookingId: number, prompt?: string) => ({ payload: bookingId, meta: { prompt } }),
      reducer(state, action: PayloadAction<number, string, { prompt?: string }>) {
        state.cancelingId = action.payload;
        state.bookingsNotice = null;
      },
    },
    myBookingCancelDismissed(state) {
      state.cancelingId = null;
    },
    myBookingCanceled(state, action: PayloadAction<{ bookingId: number; message: string }>) {
      state.cancelingId = null;
      state.bookings = state.bookings.map((b) => (b.booking_id === action.payload.bookingId ? { ...b, status: 'Canceled' } : b));
      state.bookingsNotice = { severity: 'success', text: action.payload.message };
    },
    myBookingCancelFailed(state, action: PayloadAction<string>) {
      state.cancelingId = null;
      state.bookingsNotice = { severity: 'error', text: action.payload };
    },
    profileSubmitted(state, _action: PayloadAction<{ name: string }>) {
      state.profileStatus = 'loading';
      state.profileNotice = null;
    },
    profileUpdated(state, action: PayloadAction<{ user: User; message: string }>) {
      state.profileStatus = 'succeeded';
      state.profileNotice = { severity: 'success', text: action.payload.message };
    },
    profileUpdateFailed(state, action: PayloadAction<string>) {
      state.profileStatus = 'failed';
      state.profileNotice = { severity: 'error', text: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState);
  },
});

export const {
  myPageOpened,
  myPageTabSelected,
  myBookingsLoaded,
  myBookingsFailed,
  myBookingCancelRequested,
  myBookingCancelDismissed,
  myBookingCanceled,
  myBookingCancelFailed,
  profileSubmitted,
  profileUpdated,
  profileUpdateFailed,
} = mypageSlice.actions;
