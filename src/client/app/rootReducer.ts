import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/authSlice.js';
import { bookingSlice } from '../features/booking/bookingSlice.js';
import { mypageSlice } from '../features/mypage/mypageSlice.js';
import { uiSlice } from '../features/ui/uiSlice.js';

// The root reducer and the state's type, apart from store.ts: the selectors need RootState, and store.ts
// imports the sagas that import the selectors.

/**
 * Slices a lazily loaded feature adds once its chunk has loaded (the console's `admin`): the
 * feature declares itself here (`declare module …/rootReducer.js`) and injects its slice with `injectInto`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, bookingSlice, mypageSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
