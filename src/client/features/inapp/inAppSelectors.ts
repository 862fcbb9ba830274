import type { RootState } from '../../app/rootReducer.js';

export const selectBrowserKnown = (s: RootState) => s.inApp.known;
export const selectInAppBrowser = (s: RootState) => s.inApp.app;
export const selectLinkCopy = (s: RootState) => s.inApp.linkCopy;
export const selectLinkToCopy = (s: RootState) => s.inApp.linkToCopy;
