import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MyLine } from '../../../shared/line.js';
import type { LineNotify } from '../../../shared/lineConstants.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';
import { rootReducer } from '../../app/rootReducer.js';
import { userLoggedOut } from '../auth/authSlice.js';

// LINE on the visitor's pages: whether the site offers it (the sign-in page's button), and my page's LINE
// section. Only the sign-in page and my page load this (the entry's JavaScript budget has no room for it):
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
}

export const initialLine: LineState = { available: 'unknown', mine: null, mineStatus: 'idle', change: 'idle', message: null };

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
} = lineSlice.actions;
