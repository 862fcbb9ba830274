import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { initialPacks as initialState, packsReducers as reducers } from './packsState.js';

/**
 * The console's packs area (issue 41, point 3): the owner's lesson packs (回数券) and their unused balance on the
 * law's reference dates. Injected into the store when its module loads; its sagas start with its pages (packsArea.ts).
 */
export const packsSlice = createSlice({
  name: 'admin/packs',
  initialState,
  reducers,
  selectors: { selectPacks: (state) => state },
});

export const {
  packsNeeded,
  packsLoaded,
  packsLoadFailed,
  packFormOpened,
  packFormClosed,
  packSaveSubmitted,
  packSaved,
  packSaveFailed,
  packBalancesNeeded,
  packBalancesLoaded,
  packCoursesLoaded,
} = packsSlice.actions;

export const { selectPacks } = packsSlice.injectInto(rootReducer).selectors;
