import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InAppBrowser } from '../../../shared/inAppBrowser.js';
import { routeChanged } from '../ui/uiSlice.js';

export type LinkCopyStatus = 'idle' | 'copied' | 'failed';

export interface InAppState {
  /** False until the browser was looked at (the build's pre-render never is): nothing Google-related shows yet. */
  known: boolean;
  /** The app whose webview this is (LINE, Instagram…), or null for a browser of its own. */
  app: InAppBrowser | null;
  linkCopy: LinkCopyStatus;
  /** The link to copy by hand when the clipboard refused it. */
  linkToCopy: string | null;
}

const initialState: InAppState = { known: false, app: null, linkCopy: 'idle', linkToCopy: null };

export const inAppSlice = createSlice({
  name: 'inApp',
  initialState,
  reducers: {
    browserDetected(state, action: PayloadAction<InAppBrowser | null>) {
      state.known = true;
      state.app = action.payload;
    },
    linkCopyRequested() {},
    linkCopied(state) {
      state.linkCopy = 'copied';
      state.linkToCopy = null;
    },
    linkCopyFailed(state, action: PayloadAction<string>) {
      state.linkCopy = 'failed';
      state.linkToCopy = action.payload;
    },
  },
  extraReducers: (builder) =>
    // another page has another link: its "Copied" would be about the old one
    builder.addCase(routeChanged, (state) => {
      state.linkCopy = 'idle';
      state.linkToCopy = null;
    }),
});

export const { browserDetected, linkCopyRequested, linkCopied, linkCopyFailed } = inAppSlice.actions;
