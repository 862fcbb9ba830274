import type { RootState } from '../../app/rootReducer.js';
import type { LanguageCode } from '../../../shared/constants.js';
import { createSelector } from '@reduxjs/toolkit';
import { withAdmin } from './adminSlice.js';
import { datesToClose } from './schedule/closeDatesState.js';

/** The admin slice's state (its initial state until the console's first action). */
export const selectAdmin = (s: RootState) => withAdmin.selectSlice(s);

// ---- bookings part: selectors ----
export const selectCalendar = (s: RootState) => selectAdmin(s).bookings.calendar;
export const selectBookingsSearch = (s: RootState) => selectAdmin(s).bookings.search;
export const selectBookingsList = (s: RootState) => selectAdmin(s).bookings.list;
export const selectBookingsListStatus = (s: RootState) => selectAdmin(s).bookings.listStatus;
export const selectBookingsListError = (s: RootState) => selectAdmin(s).bookings.listError;
export const selectBookingDetail = (s: RootState) => selectAdmin(s).bookings.detail;
export const selectPhoneBooking = (s: RootState) => selectAdmin(s).bookings.phone;
export const selectMove = (s: RootState) => selectAdmin(s).move;

// ---- schedule, staff and numbers parts: selectors ----
export const selectSchedule = (s: RootState) => selectAdmin(s).schedule;
/** The dates a save refused for their bookings would have closed, when that is all it did: "Cancel these N and close" is offered. */
export const selectDatesToClose = createSelector([selectSchedule], (s) =>
  s.saveStatus === 'failed' ? datesToClose(s.current, s.submitted, s.conflicts) : null,
);
export const selectClosing = (s: RootState) => selectSchedule(s).closing;
export const selectNumbers = (s: RootState) => selectAdmin(s).numbers;
export const selectStaff = (s: RootState) => selectAdmin(s).staff;
export const selectReauth = (s: RootState) => selectAdmin(s).reauth;

// ---- locale part: selectors ----
export const selectLocale = (s: RootState) => selectAdmin(s).locale;
/** The language the console should speak: the member's own setting, else the header's or the browser's. */
export const selectConsoleLanguage = (s: RootState): LanguageCode | null => s.auth.userInfo?.console_language ?? selectLocale(s).detected;

// ---- teachers part: selectors ----
export const selectTeachers = (s: RootState) => selectAdmin(s).teachers;

// ---- today part: selectors ----
export const selectToday = (s: RootState) => selectAdmin(s).today;

// ---- desk mail part: selectors ----
export const selectDeskMail = (s: RootState) => selectAdmin(s).deskMail;
// ---- customers part: selectors ----
export const selectCustomers = (s: RootState) => selectAdmin(s).customers;
export const selectCustomer = (s: RootState) => selectAdmin(s).customers.customer;

/** The new-booking form's customer search. */
export const selectPicker = (s: RootState) => selectAdmin(s).picker;
// ---- links part: selectors ----
export const selectLinks = (s: RootState) => selectAdmin(s).links;

// ---- a teacher's classes ----
export const selectMyClasses = (s: RootState) => selectAdmin(s).myClasses;
