import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialLinks, linksReducers, type LinksState } from './linksState.js';

/**
 * The console's links area: tracked links, their QR codes, archiving and Copy.
 * Injected into the store when a page that needs it loads (its route's loader: consoleAreas.ts).
 */
export const linksSlice = createSlice({
  name: 'admin/links',
  initialState: initialLinks as LinksState,
  reducers: linksReducers,
  selectors: {
    selectLinks: (s) => s,
  },
});

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof linksSlice> {}
}

/** The root reducer with this slice in it; its selectors give the initial state until the slice's first action. */
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
