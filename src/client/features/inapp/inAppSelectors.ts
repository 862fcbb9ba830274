import type { RootState } from '../../app/rootReducer.js';
import { withInApp } from './inAppSlice.js';

const selectInApp = (s: RootState) => withInApp.selectSlice(s);
export const selectBrowserKnown = (s: RootState) => selectInApp(s).known;
export const selectInAppBrowser = (s: RootState) => selectInApp(s).app;
export const selectLinkCopy = (s: RootState) => selectInApp(s).linkCopy;
export const selectLinkByHand = (s: RootState) => selectInApp(s).linkByHand;
