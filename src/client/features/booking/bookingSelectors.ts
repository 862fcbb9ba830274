import { createSelector } from '@reduxjs/toolkit';
import { MIN_TIMESLOTS } from '../../../shared/constants.js';
import type { RootState } from '../../app/rootReducer.js';
import { isAvailableDate } from './bookingSlice.js';

export const selectCalendar = (s: RootState) => s.booking.calendar;
export const selectCalendarLoading = (s: RootState) => s.booking.calendarStatus === 'loading';
/** The yyyy-MM-dd dates the picker lets the visitor choose. */
export const selectAvailableDates = createSelector(
  [selectCalendar],
  (calendar) => new Set(calendar.filter((d) => d.status === 'available').map((d) => d.date)),
);
/** The last day of the booking window, the picker's max date. */
export const selectLastCalendarDate = (s: RootState) => s.booking.calendar.at(-1)?.date ?? null;

export const selectDate = (s: RootState) => s.booking.date;
export const selectDateError = (s: RootState) => s.booking.dateError;
export const selectIsDateAvailable = (s: RootState) => s.booking.date !== null && isAvailableDate(s.booking.calendar, s.booking.date);

export const selectTimeslots = (s: RootState) => s.booking.slots;
export const selectSlotsLoading = (s: RootState) => s.booking.slotsStatus === 'loading';
export const selectPicked = (s: RootState) => s.booking.picked;

/** An available date and at least 4 timeslots (guests' name and email are checked on top). */
export const selectCanConfirm = (s: RootState) => selectIsDateAvailable(s) && s.booking.picked.length >= MIN_TIMESLOTS;
export const selectConfirming = (s: RootState) => s.booking.confirmStatus === 'loading';
export const selectConfirmError = (s: RootState) => s.booking.confirmError;

export const selectSummary = (s: RootState) => s.booking.summary;
/** Payment is blocked while a request runs, and after it while the browser leaves. */
export const selectPaymentBusy = (s: RootState) => s.booking.paymentStatus === 'loading' || s.booking.paymentStatus === 'succeeded';
export const selectPaymentError = (s: RootState) => s.booking.paymentError;

export const selectViewedBooking = (s: RootState) => s.booking.view.detail;
/** The ids of the booking the view page shows (from its link). */
export const selectViewedIds = (s: RootState) => ({ referenceId: s.booking.view.referenceId, bookingId: s.booking.view.bookingId });
export const selectBookingLoading = (s: RootState) => s.booking.view.loadStatus === 'loading';
export const selectBookingLoadError = (s: RootState) => s.booking.view.loadError;
export const selectCancelStatus = (s: RootState) => s.booking.view.cancelStatus;
export const selectCancelMessage = (s: RootState) => s.booking.view.cancelMessage;
