import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MyLine } from '../../../shared/line.js';
import type { LineNotify } from '../../../shared/lineConstants.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';
import { rootReducer } from '../../app/rootReducer.js';
import { userLoggedOut } from '../auth/authSlice.js';

// LINE on the visitor's pages: whether the site offers it (the sign-in page's button), my page's LINE
// section, a guest's "Continue with LINE" on the booking page and a new LINE user's account form. Only the
// sign-in page, my page and the booking page load this (the entry's JavaScript budget has no room for it):
// the slice is injected when this module loads, its sagas start with those pages (useLine.ts).

export interface LineState {
  /** Whether LINE Login is configured: unknown until the server is asked (404: no LINE on this site). */
  available: 'unknown' | 'yes' | 'no';
  /** My page's LINE: connected, reachable, and the choice of "Email and LINE" or "LINE only". */
  mine: MyLine | null;
  mineStatus: LoadStatus;
  /** Connect, disconnect or a new choice in flight, done or failed, with what to say. */
  change: CallStatus;
  message: string | null;
  /**
   * A visitor without an account who went through LINE Login in this browser: LINE's display name (the
   * booking page's "LINE messages go to …", the new account form's name), none, or not asked yet.
   */
  visitor: { status: LoadStatus; name: string | null };
  /** The new LINE user's account form: in flight, failed (with the server's words), sent or idle. */
  signup: CallStatus;
  signupError: string | null;
  /** Sent: the email its confirmation link went to (no session yet: the link, in this browser, finishes it). */
  signupSentTo: string | null;
}

export const initialLine: LineState = {
  available: 'unknown',
  mine: null,
  mineStatus: 'idle',
  change: 'idle',
  message: null,
  visitor: { status: 'idle', name: null },
  signup: 'idle',
  signupError: null,
  signupSentTo: null,
};

export const lineSlice = createSlice({
  name: 'line',
  initialState: initialLine,
  reducers: {
    /** A page that offers LINE rendered (the sign-in page's button). */
    lineChoicesShown() {},
    lineAvailabilityLoaded(state, action: PayloadAction<boolean>) {
      state.available = action.payload ? 'yes' : 'no';
    },
    /** My page's LINE section opened; `outcome`: what the connect's return said (?line=connected…). */
    myLineOpened(state, _action: PayloadAction<{ outcome: string | null }>) {
      state.mineStatus = 'loading';
    },
    myLineLoaded(state, action: PayloadAction<{ mine: MyLine; message?: string }>) {
      state.mine = action.payload.mine;
      state.mineStatus = 'ready';
      if (action.payload.message !== undefined) state.message = action.payload.message;
    },
    myLineFailed(state, action: PayloadAction<string>) {
      state.mineStatus = 'failed';
      state.message = action.payload;
    },
    lineConnectRequested(state) {
      state.change = 'loading';
      state.message = null;
    },
    lineDisconnectRequested(state) {
      state.change = 'loading';
      state.message = null;
    },
    lineNotifyChosen(state, _action: PayloadAction<LineNotify>) {
      state.change = 'loading';
      state.message = null;
    },
    lineChanged(state, action: PayloadAction<{ mine: MyLine; message: string }>) {
      state.mine = action.payload.mine;
      state.change = 'succeeded';
      state.message = action.payload.message;
    },
    lineChangeFailed(state, action: PayloadAction<string>) {
      state.change = 'failed';
      state.message = action.payload;
    },
    /** The booking page's LINE piece (a guest) or the new LINE user's form opened: whom LINE names here. */
    lineVisitorWanted(state) {
      if (state.visitor.status === 'idle') state.visitor.status = 'loading';
    },
    lineVisitorLoaded(state, action: PayloadAction<string | null>) {
      state.visitor = { status: 'ready', name: action.payload };
    },
    lineVisitorFailed(state) {
      state.visitor = { status: 'failed', name: null };
    },
    /** "Do not send LINE messages": this browser forgets its LINE user. */
    lineVisitorDismissed() {},
    lineSignupSubmitted(state, _action: PayloadAction<{ name: string; email: string }>) {
      state.signup = 'loading';
      state.signupError = null;
    },
    /** The account waits for its confirmation link, sent to this email. */
    lineSignupSent(state, action: PayloadAction<string>) {
      state.signup = 'succeeded';
      state.signupSentTo = action.payload;
    },
    lineSignupFailed(state, action: PayloadAction<string>) {
      state.signup = 'failed';
      state.signupError = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(userLoggedOut, (state) => ({ ...initialLine, available: state.available })),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof lineSlice> {}
}

export const withLine = lineSlice.injectInto(rootReducer);
export const selectLine = withLine.selectSlice;

export const {
  lineChoicesShown,
  lineAvailabilityLoaded,
  myLineOpened,
  myLineLoaded,
  myLineFailed,
  lineConnectRequested,
  lineDisconnectRequested,
  lineNotifyChosen,
  lineChanged,
  lineChangeFailed,
  lineVisitorWanted,
  lineVisitorLoaded,
  lineVisitorFailed,
  lineVisitorDismissed,
  lineSignupSubmitted,
  lineSignupSent,
  lineSignupFailed,
} = lineSlice.actions;
