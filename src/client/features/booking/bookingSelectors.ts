import { createSelector } from '@reduxjs/toolkit';
import * as messages from '../../../shared/messages.js';
import { DEFAULT_SCHOOL } from '../../../shared/schoolProfile.js';
import { isContiguous, SCATTERED_SLOTS, trialIsFree, trialLengthMessage, trialLengthRefusal } from '../../../shared/trial.js';
import { selectPricePerSlot, selectTrial } from '../school/schoolSlice.js';
import { selectLanguage } from '../ui/uiSelectors.js';
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

/** The picked timeslots as times (those still listed for the date). */
const selectPickedSlots = createSelector([selectTimeslots, selectPicked], (slots, picked) => slots.filter((t) => picked.includes(t.id)));

/**
 * What is wrong with the picked timeslots, in the visitor's language where the spec has no English text of its own:
 * too few or too many for the school's trial (the spec's "at least 4" message for the default trial), or not one run
 * (the server refuses both alike); null when they fit.
 */
export const selectSlotsProblem = (s: RootState): string | null => {
  const trial = selectTrial(s);
  const refusal = trialLengthRefusal(trial, s.booking.picked.length);
  if (refusal) return refusal === trialLengthMessage(DEFAULT_SCHOOL.trial) ? messages.selectDateAndSlots : refusal;
  return isContiguous(selectPickedSlots(s)) ? null : SCATTERED_SLOTS[selectLanguage(s)];
};
/** The booking page's hint while Confirm Booking is disabled: the slots' problem, else the spec's message. */
export const selectSlotsHint = (s: RootState): string => selectSlotsProblem(s) ?? messages.selectDateAndSlots;

/** An available date and timeslots that fit the trial, in one run (guests' name and email are checked on top). */
export const selectCanConfirm = (s: RootState) => selectIsDateAvailable(s) && selectSlotsProblem(s) === null;
/** The school's trial costs nothing ("free" may be said). */
export const selectTrialIsFree = (s: RootState) => trialIsFree(selectTrial(s), selectPricePerSlot(s) ?? 1);
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
