import type { RootState } from '../../app/rootReducer.js';

export const selectMypageTab = (s: RootState) => s.mypage.tab;
export const selectMyBookings = (s: RootState) => s.mypage.bookings;
export const selectMyBookingsLoading = (s: RootState) => s.mypage.bookingsStatus === 'loading';
export const selectCancelingId = (s: RootState) => s.mypage.cancelingId;
export const selectBookingsNotice = (s: RootState) => s.mypage.bookingsNotice;
export const selectProfileSaving = (s: RootState) => s.mypage.profileStatus === 'loading';
export const selectProfileNotice = (s: RootState) => s.mypage.profileNotice;
