import type { PayloadAction } from '@reduxjs/toolkit';
import type { ConsoleMessage } from './i18n/consoleMessage.js';

// The shell's `reauth` part (consoleSlice.ts): the password prompt the console shows when a
// sensitive call (role change, invitation, calendar feed, CSV export) is refused for want of a password
// given in the last 15 minutes. reauthSagas.ts retries the call once the password is confirmed.

export interface ReauthState {
  open: boolean;
  /** Why the prompt is shown: the server's words. */
  reason: ConsoleMessage | null;
  status: 'idle' | 'loading';
  /** A wrong password, or the check that failed. */
  error: ConsoleMessage | null;
}

export const initialReauth: ReauthState = { open: false, reason: null, status: 'idle', error: null };

type Slice = { reauth: ReauthState };

export const reauthReducers = {
  reauthAsked(state: Slice, action: PayloadAction<ConsoleMessage>) {
    state.reauth = { open: true, reason: action.payload, status: 'idle', error: null };
  },
  reauthSubmitted(state: Slice, _action: PayloadAction<{ password: string }>) {
    state.reauth.status = 'loading';
    state.reauth.error = null;
  },
  reauthFailed(state: Slice, action: PayloadAction<ConsoleMessage>) {
    state.reauth.status = 'idle';
    state.reauth.error = action.payload;
  },
  reauthConfirmed(state: Slice) {
    state.reauth = initialReauth;
  },
  reauthCanceled(state: Slice) {
    state.reauth = initialReauth;
  },
  /** The CSV export's link was clicked: the console checks the password is recent, then follows it (reauthSagas.ts). */
  csvExportRequested(_state: Slice, _action: PayloadAction<string>) {},
};
