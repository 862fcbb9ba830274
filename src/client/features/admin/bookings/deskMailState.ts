import type { PayloadAction } from '@reduxjs/toolkit';
import type { EmailCustomerBody } from '../../../../shared/admin/deskMails.js';
import type { CallStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The bookings area's `deskMail` part: the emails staff send from a booking's page (the confirmation again,
// the payment link again, a message of their own). bookingsState.ts combines the parts.

/** The one-click emails, each asked first. */
export type DeskResend = 'confirmation' | 'payment_link';

export interface DeskMailState {
  /** The booking the outcome is about: another booking's page shows none. */
  bookingId: number | null;
  status: CallStatus;
  outcome: { ok: boolean; message: ConsoleMessage } | null;
  /** "Email the customer" is open; a refusal of its text (400) is shown inside it, the dialog staying open. */
  dialogOpen: boolean;
  dialogError: ConsoleMessage | null;
}

export const initialDeskMail: DeskMailState = { bookingId: null, status: 'idle', outcome: null, dialogOpen: false, dialogError: null };

type S = { deskMail: DeskMailState };

const started = (state: S, bookingId: number) => {
  state.deskMail.bookingId = bookingId;
  state.deskMail.status = 'loading';
  state.deskMail.outcome = null;
};

export const deskMailReducers = {
  deskResendRequested(state: S, action: PayloadAction<{ bookingId: number; kind: DeskResend }>) {
    started(state, action.payload.bookingId);
  },
  /** Staff said no when asked: nothing was sent. */
  deskResendDismissed(state: S) {
    state.deskMail.status = 'idle';
  },
  customerEmailDialogOpened(state: S, action: PayloadAction<number>) {
    state.deskMail.bookingId = action.payload;
    state.deskMail.dialogOpen = true;
    state.deskMail.dialogError = null;
    state.deskMail.outcome = null;
  },
  customerEmailDialogClosed(state: S) {
    state.deskMail.dialogOpen = false;
    state.deskMail.dialogError = null;
  },
  customerEmailSubmitted(state: S, action: PayloadAction<{ bookingId: number; body: EmailCustomerBody }>) {
    started(state, action.payload.bookingId);
    state.deskMail.dialogError = null;
  },
  /** The text was refused (400): said in the dialog, which stays open with what staff wrote. */
  customerEmailRefused(state: S, action: PayloadAction<ConsoleMessage>) {
    state.deskMail.status = 'failed';
    state.deskMail.dialogError = action.payload;
  },
  deskMailSent(state: S, action: PayloadAction<ConsoleMessage>) {
    state.deskMail.status = 'succeeded';
    state.deskMail.outcome = { ok: true, message: action.payload };
    state.deskMail.dialogOpen = false;
  },
  deskMailFailed(state: S, action: PayloadAction<ConsoleMessage>) {
    state.deskMail.status = 'failed';
    state.deskMail.outcome = { ok: false, message: action.payload };
    state.deskMail.dialogOpen = false;
  },
};
