import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialLinks as initialState, linksReducers as reducers, linksSelectors as selectors } from './linksState.js';

/**
 * The console's links area: tracked links, their QR codes, archiving and Copy.
 * Injected into the store when its module loads; its sagas start with a route that names its area (consoleAreas.ts).
 */
export const linksSlice = createSlice({ name: 'admin/links', initialState, reducers, selectors });

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

export const { selectLinks } = linksSlice.injectInto(rootReducer).selectors;
