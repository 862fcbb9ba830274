import { createSlice } from '@reduxjs/toolkit';
import { userLoggedOut } from '../auth/authSlice.js';

// SPEC §2 my page: the visitor's bookings and profile form state.
export interface MypageState {
  tab: 'bookings' | 'profile';
}

const initialState: MypageState = { tab: 'bookings' };

export const mypageSlice = createSlice({
  name: 'mypage',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => initialState);
  },
});
