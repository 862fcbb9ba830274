import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { InAppBrowser } from '../../../shared/inAppBrowser.js';
import { rootReducer } from '../../app/rootReducer.js';
import { routeChanged } from '../ui/uiSlice.js';

// Only the pages with a Google button load this (the entry's JavaScript budget has no room to spare): the
// slice is injected when this module loads, its sagas start with the first Google button (useInApp.ts).

export type LinkCopyStatus = 'idle' | 'copied' | 'failed';

export interface InAppState {
  /** False until the browser was looked at (never in the build's pre-render): nothing Google-related shows yet. */
  known: boolean;
  /** The app whose webview this is (LINE, Instagram…), or null for a browser of its own. */
  app: InAppBrowser | null;
  linkCopy: LinkCopyStatus;
  /** The link to copy by hand when the clipboard refused it. */
  linkByHand: string | null;
}

const initialState: InAppState = { known: false, app: null, linkCopy: 'idle', linkByHand: null };

export const inAppSlice = createSlice({
  name: 'inApp',
  initialState,
  reducers: {
    signInChoicesShown() {},
    browserDetected(state, action: PayloadAction<InAppBrowser | null>) {
      state.known = true;
      state.app = action.payload;
    },
    linkCopyRequested() {},
    linkCopied(state) {
      state.linkCopy = 'copied';
      state.linkByHand = null;
    },
    linkCopyFailed(state, action: PayloadAction<string>) {
      state.linkCopy = 'failed';
      state.linkByHand = action.payload;
    },
  },
  extraReducers: (builder) =>
    // another page has another link: its "Copied" would be about the old one
    builder.addCase(routeChanged, (state) => {
      state.linkCopy = 'idle';
      state.linkByHand = null;
    }),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof inAppSlice> {}
}

/** The root reducer with this slice in it; its selectSlice gives the initial state before any action. */
export const withInApp = inAppSlice.injectInto(rootReducer);

export const { signInChoicesShown, browserDetected, linkCopyRequested, linkCopied, linkCopyFailed } = inAppSlice.actions;
