import type { PayloadAction } from '@reduxjs/toolkit';

// The admin slice's `schedule` part (issue #12). adminSlice.ts combines the parts into one slice.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the schedule pages' work
export interface ScheduleState {}

export const initialSchedule: ScheduleState = {};

type State = { schedule: ScheduleState };

export const scheduleReducers = {
  /** A schedule page of the console was opened. */
  schedulePageOpened(_state: State, _action: PayloadAction<void>) {},
};
