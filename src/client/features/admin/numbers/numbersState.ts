import type { PayloadAction } from '@reduxjs/toolkit';
import type { NumbersReport } from '../../../../shared/admin/numbers.js';
import { addDays, weekday } from '../../../../shared/dates.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The numbers area's state (Numbers): the owner's report for a period.

export type NumbersPeriod = 'week' | 'month';
export interface NumbersRange {
  from: string;
  to: string;
}

export interface NumbersState {
  period: NumbersPeriod;
  /** The range shown; null until the page first opens (the saga picks the default in Japan time). */
  range: NumbersRange | null;
  report: NumbersReport | null;
  loadStatus: LoadStatus;
  loadError: ConsoleMessage | null;
}

export const initialNumbers: NumbersState = { period: 'week', range: null, report: null, loadStatus: 'idle', loadError: null };

/** The default range's periods before the current one, and after it (the bookings already taken for them). */
export const NUMBERS_PAST = { week: 8, month: 9 } as const;
export const NUMBERS_AHEAD = { week: 4, month: 2 } as const;

/**
 * The default range looks back and ahead: 8 weeks before the one `today` is in and 4 after it (Monday to
 * Sunday), or 9 months before and 2 after, so the classes already booked for the coming weeks count too.
 */
export function defaultNumbersRange(period: NumbersPeriod, today: string): NumbersRange {
  if (period === 'week') {
    const monday = addDays(today, -((weekday(today) + 6) % 7));
    return { from: addDays(monday, -7 * NUMBERS_PAST.week), to: addDays(monday, 7 * NUMBERS_AHEAD.week + 6) };
  }
  const [y, m] = today.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - NUMBERS_PAST.month, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(y, m + NUMBERS_AHEAD.month, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
}

type State = NumbersState;

export const numbersReducers = {
  /** A numbers page of the console was opened. */
  numbersPageOpened(_state: State, _action: PayloadAction<void>) {},
  /** Weekly or Monthly was chosen (the saga picks that period's default range). */
  numbersPeriodChosen(_state: State, _action: PayloadAction<NumbersPeriod>) {},
  /** A range was typed in and shown. */
  numbersRangeSubmitted(_state: State, _action: PayloadAction<NumbersRange>) {},
  numbersRequested(state: State, action: PayloadAction<{ period: NumbersPeriod; range: NumbersRange }>) {
    state.period = action.payload.period;
    state.range = action.payload.range;
    state.loadStatus = 'loading';
    state.loadError = null;
  },
  numbersLoaded(state: State, action: PayloadAction<NumbersReport>) {
    state.report = action.payload;
    state.loadStatus = 'ready';
  },
  numbersLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.report = null;
    state.loadStatus = 'failed';
    state.loadError = action.payload;
  },
};

/** The numbers area's selectors, of its own state (its slice gives them the store's). */
export const numbersSelectors = {
  selectNumbers: (s: NumbersState) => s,
};
