import type { PayloadAction } from '@reduxjs/toolkit';

// The admin slice's `numbers` part (issue #12). adminSlice.ts combines the parts into one slice.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the numbers pages' work
export interface NumbersState {}

export const initialNumbers: NumbersState = {};

type State = { numbers: NumbersState };

export const numbersReducers = {
  /** A numbers page of the console was opened. */
  numbersPageOpened(_state: State, _action: PayloadAction<void>) {},
};
