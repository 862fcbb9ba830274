import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialLinks, linksReducers, type LinksState } from './linksState.js';

/**
 * The console's links area: tracked links, their QR codes, archiving and Copy.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const linksSlice = createSlice({
  name: 'admin/links',
  initialState: initialLinks as LinksState,
  reducers: linksReducers,
  selectors: {
    selectLinks: (s) => s,
  },
});

/** The root reducer with this slice in it (app/consoleSlices.ts adds it to RootState); its selectors give the initial state until its first action. */
export const withLinks = linksSlice.injectInto(rootReducer);

export const {
  linksPageOpened,
  linksLoaded,
  linksLoadFailed,
  linkCreateSubmitted,
  linkCreated,
  linkCreateFailed,
  linkArchiveChangeConfirmed,
  linkArchiveChanged,
  linkArchiveChangeFailed,
  linkCopyRequested,
  linkCopied,
  linkCopyFailed,
} = linksSlice.actions;

export const { selectLinks } = withLinks.selectors;
