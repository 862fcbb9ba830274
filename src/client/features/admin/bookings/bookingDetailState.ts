import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminBookingDetail, Attendance, StaffCancelBody } from '../../../../shared/admin/bookings.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The bookings area's `detail` part: one booking in the console, its cancel/refund and its attendance mark.

/**
 * The booking page's one-click actions, each asked first: email the customer their own booking
 * link again (staff never see it), and record that a cash refund owed was paid back at the desk.
 */
export type BookingAction = 'resend_link' | 'cash_refunded' | 'difference_cash' | 'difference_link';

/** The outcome of the last staff action on the booking, as the page shows it. */
export interface ActionOutcome {
  severity: 'success' | 'error' | 'warning';
  text: ConsoleMessage;
}

export interface BookingDetailState {
  id: string | null;
  booking: AdminBookingDetail | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The cancel dialog is open (staff are being asked). */
  cancelOpen: boolean;
  cancelStatus: CallStatus;
  /** A refusal shown inside the dialog (a 400: the amount, say); the dialog stays open to fix it. */
  cancelError: ConsoleMessage | null;
  attendanceStatus: CallStatus;
  /** The "Change teacher" dialog is open. */
  teacherOpen: boolean;
  teacherStatus: CallStatus;
  /** A refusal shown inside the dialog (409: that teacher is not free); staff may choose another. */
  teacherError: ConsoleMessage | null;
  /** A BookingAction under way. */
  actionStatus: CallStatus;
  outcome: ActionOutcome | null;
}

export const initialBookingDetail: BookingDetailState = {
  id: null,
  booking: null,
  status: 'idle',
  error: null,
  cancelOpen: false,
  cancelStatus: 'idle',
  cancelError: null,
  attendanceStatus: 'idle',
  teacherOpen: false,
  teacherStatus: 'idle',
  teacherError: null,
  actionStatus: 'idle',
  outcome: null,
};

/** The parts of the bookings area these reducers touch (bookingsState.ts has the whole). */
type State = { detail: BookingDetailState };

export const bookingDetailReducers = {
  bookingDetailOpened(state: State, action: PayloadAction<string>) {
    const was = state.detail;
    const same = was.id === action.payload;
    // a booking just taken by phone arrives with its outcome to show (and nothing loaded yet)
    const outcome = same && was.booking === null ? was.outcome : null;
    state.detail = { ...initialBookingDetail, id: action.payload, status: 'loading', booking: same ? was.booking : null, outcome };
  },
  bookingDetailLoaded(state: State, action: PayloadAction<AdminBookingDetail>) {
    state.detail.booking = action.payload;
    state.detail.status = 'ready';
    state.detail.error = null;
  },
  bookingDetailLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.status = 'failed';
    state.detail.error = action.payload;
  },
  /** Staff chose "Cancel booking": the dialog asks how to refund. */
  cancelDialogOpened(state: State, _action: PayloadAction<void>) {
    state.detail.cancelOpen = true;
    state.detail.cancelError = null;
    state.detail.cancelStatus = 'idle';
  },
  cancelDialogClosed(state: State, _action: PayloadAction<void>) {
    state.detail.cancelOpen = false;
  },
  /** Staff confirmed the cancel in the dialog, with its refund. */
  refundConfirmed(state: State, _action: PayloadAction<StaffCancelBody>) {
    state.detail.cancelStatus = 'loading';
    state.detail.cancelError = null;
    state.detail.outcome = null;
  },
  bookingCanceledByStaff(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.cancelOpen = false;
    state.detail.cancelStatus = 'succeeded';
    state.detail.outcome = { severity: 'success', text: action.payload };
  },
  /** Someone else changed the booking first (409): the page says so and shows it as it is now. */
  bookingCancelConflicted(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.cancelOpen = false;
    state.detail.cancelStatus = 'failed';
    state.detail.outcome = { severity: 'warning', text: action.payload };
  },
  bookingCancelRefused(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.cancelStatus = 'failed';
    state.detail.cancelError = action.payload;
  },
  /** Staff chose "Change teacher": the dialog lists the active teachers. */
  teacherDialogOpened(state: State, _action: PayloadAction<void>) {
    state.detail.teacherOpen = true;
    state.detail.teacherStatus = 'idle';
    state.detail.teacherError = null;
  },
  teacherDialogClosed(state: State, _action: PayloadAction<void>) {
    state.detail.teacherOpen = false;
  },
  /** Staff confirmed the class's new teacher in the dialog. */
  /** `language_confirmed`: staff saw that the teacher does not teach the lesson's language and choose them anyway. */
  teacherReassignConfirmed(state: State, _action: PayloadAction<{ teacher_id: number; name: string; language_confirmed?: true }>) {
    state.detail.teacherStatus = 'loading';
    state.detail.teacherError = null;
    state.detail.outcome = null;
  },
  teacherReassigned(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.teacherOpen = false;
    state.detail.teacherStatus = 'succeeded';
    state.detail.outcome = { severity: 'success', text: action.payload };
  },
  teacherReassignRefused(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.teacherStatus = 'failed';
    state.detail.teacherError = action.payload;
  },
  /** Staff chose a BookingAction; the saga asks them to confirm it first. */
  bookingActionRequested(state: State, _action: PayloadAction<BookingAction>) {
    state.detail.actionStatus = 'loading';
    state.detail.outcome = null;
  },
  /** Staff said no to the confirmation: nothing was sent. */
  bookingActionDismissed(state: State, _action: PayloadAction<void>) {
    state.detail.actionStatus = 'idle';
  },
  bookingActionDone(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.actionStatus = 'succeeded';
    state.detail.outcome = { severity: 'success', text: action.payload };
  },
  bookingActionFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.actionStatus = 'failed';
    state.detail.outcome = { severity: 'error', text: action.payload };
  },
  /** Attended, no-show, or null to clear the mark. */
  attendanceMarked(state: State, _action: PayloadAction<Attendance | null>) {
    state.detail.attendanceStatus = 'loading';
    state.detail.outcome = null;
  },
  attendanceSaved(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.attendanceStatus = 'succeeded';
    state.detail.outcome = { severity: 'success', text: action.payload };
  },
  attendanceFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.attendanceStatus = 'failed';
    state.detail.outcome = { severity: 'error', text: action.payload };
  },
};
