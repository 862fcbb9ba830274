import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { OwnPack, PackForSale } from '../../../shared/packs.js';
import { rootReducer } from '../../app/rootReducer.js';
import { userLoggedOut } from '../auth/authSlice.js';

// The visitor's lesson packs (issue 41, point 3): my page's list (the packs bought, those on sale, buying one on the
// card's page) and the booking page's choice to book the chosen timeslots with a pack's credit. Loaded with the
// packs' chunk (injected here, started by usePacks): the /app entry carries none of it.

export interface PacksState {
  /** The packs bought, null until loaded. */
  mine: OwnPack[] | null;
  onSale: PackForSale[];
  /** A load or a purchase failed (my page says so in the visitor's words). */
  failed: boolean;
  booking: 'idle' | 'sending';
  /** Why booking with a credit was refused, in English (the server's detail or ours); shown in the visitor's words. */
  bookingError: string | null;
}

export const initialPacks: PacksState = { mine: null, onSale: [], failed: false, booking: 'idle', bookingError: null };

export const packsSlice = createSlice({
  name: 'packs',
  initialState: initialPacks,
  reducers: {
    /** My page's packs section was shown: what the visitor bought and what is on sale load. */
    myPacksOpened(state) {
      state.failed = false;
    },
    /** The booking page's pack choice was shown: the visitor's packs load. */
    packChoiceOpened(state) {
      state.bookingError = null;
    },
    ownPacksLoaded(state, action: PayloadAction<OwnPack[]>) {
      state.mine = action.payload;
    },
    packsOnSaleLoaded(state, action: PayloadAction<PackForSale[]>) {
      state.onSale = action.payload;
    },
    packsFailed(state) {
      state.failed = true;
    },
    packBuyRequested(_state, _action: PayloadAction<{ packId: number }>) {},
    packBookingRequested(state) {
      state.booking = 'sending';
      state.bookingError = null;
    },
    packBookingFailed(state, action: PayloadAction<string>) {
      state.booking = 'idle';
      state.bookingError = action.payload;
    },
    packBooked(state) {
      state.booking = 'idle';
      state.mine = null;
    },
  },
  extraReducers: (builder) => builder.addCase(userLoggedOut, () => initialPacks),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof packsSlice> {}
}

export const withPacks = packsSlice.injectInto(rootReducer);
export const selectPacks = withPacks.selectSlice;

export const {
  myPacksOpened,
  packChoiceOpened,
  ownPacksLoaded,
  packsOnSaleLoaded,
  packsFailed,
  packBuyRequested,
  packBookingRequested,
  packBookingFailed,
  packBooked,
} = packsSlice.actions;
