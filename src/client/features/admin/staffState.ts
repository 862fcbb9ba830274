import type { PayloadAction } from '@reduxjs/toolkit';

// The admin slice's `staff` part (issue #12). adminSlice.ts combines the parts into one slice.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the staff pages' work
export interface StaffState {}

export const initialStaff: StaffState = {};

type State = { staff: StaffState };

export const staffReducers = {
  /** A staff page of the console was opened. */
  staffPageOpened(_state: State, _action: PayloadAction<void>) {},
};
