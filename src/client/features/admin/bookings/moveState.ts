import type { PayloadAction } from '@reduxjs/toolkit';
import type { AdminBookingDetail, SlotView } from '../../../../shared/admin/bookings.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { BookingDetailState } from './bookingDetailState.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The bookings area's `move` part: moving the open booking to another date and time of the same length
// (the dialog on the booking's page). The day's slots and the chosen ones live here until it is sent.

export interface MoveState {
  open: boolean;
  /** The booking being moved (its own seats can be chosen again: a move may overlap its time). */
  bookingId: number | null;
  /** How many timeslots the booking has: the new time has as many. */
  length: number;
  date: string | null;
  slots: SlotView[];
  slotsStatus: LoadStatus;
  slotsError: ConsoleMessage | null;
  picked: number[];
  /**
   * A paid booking moved to another number of timeslots: how the difference is settled. 'card': a longer time's by
   * a payment link emailed to the customer, a shorter time's refunded to the card; 'cash': at the desk, now.
   */
  difference: 'cash' | 'card';
  submitStatus: CallStatus;
  /** The server's refusal; `conflict` when a seat was just taken (409): the day's slots are shown as they are now. */
  submitError: ConsoleMessage | null;
  conflict: boolean;
  /** The teacher would not teach the lesson's language (409 code lesson_language): staff may move it anyway. */
  languageConflict?: boolean;
  /** The booking's own day and timeslots: on its own day the dialog starts with them ticked (lengthen by ticking one more). */
  ownDate?: string | null;
  own?: number[];
}

export const initialMove: MoveState = {
  open: false,
  bookingId: null,
  length: 0,
  date: null,
  slots: [],
  slotsStatus: 'idle',
  slotsError: null,
  picked: [],
  difference: 'cash',
  submitStatus: 'idle',
  submitError: null,
  conflict: false,
};

type State = { move: MoveState; detail: BookingDetailState };

/** A move's difference still owed (its payment link unpaid), if any. */
export const owedDifference = (b: Pick<AdminBookingDetail, 'differences'>) =>
  b.differences.find((d) => d.kind === 'charge' && d.state === 'owed');
/** Its yen; 0: none. A move back by just that drops it. */
export const owedDifferenceYen = (b: Pick<AdminBookingDetail, 'differences'>) => owedDifference(b)?.amount ?? 0;

/** Whether a difference can go by card: a longer time's payment link needs an email, a shorter time's refund a card payment. */
export const cardPossible = (b: Pick<AdminBookingDetail, 'user_email' | 'provider'>, more: boolean) =>
  more ? b.user_email !== null : b.provider !== 'cash';
/** The way a difference is settled: as staff chose, but in cash when it cannot go by card. */
export const settledBy = (b: Pick<AdminBookingDetail, 'user_email' | 'provider'>, more: boolean, chosen: MoveState['difference']) =>
  chosen === 'card' && cardPossible(b, more) ? 'card' : 'cash';
/** A slot the booking can move to: open, and a seat free or its own. */
export const movable = (s: SlotView, bookingId: number | null) =>
  !s.closed && (s.seats_free > 0 || s.bookings.some((b) => b.id === bookingId));

export const moveReducers = {
  /**
   * "Move": the dialog opens on the booking's own day, for as many timeslots as it has; a difference in price is
   * settled the way the booking was paid unless staff choose otherwise.
   */
  moveDialogOpened(
    state: State,
    action: PayloadAction<{ bookingId: number; date: string; length: number; difference: 'cash' | 'card'; own?: number[] }>,
  ) {
    const { bookingId, date, length, difference, own = [] } = action.payload;
    state.move = {
      ...initialMove,
      open: true,
      bookingId,
      date,
      length,
      difference,
      slotsStatus: 'loading',
      ownDate: date,
      own,
      picked: own,
    };
    state.detail.outcome = null;
  },
  moveDialogClosed(state: State, _action: PayloadAction<void>) {
    state.move.open = false;
  },
  moveDateChosen(state: State, action: PayloadAction<string>) {
    const m = state.move;
    m.date = action.payload;
    // back on its own day, its own timeslots are ticked again
    m.picked = action.payload === m.ownDate ? (m.own ?? []) : [];
    m.slots = [];
    m.slotsStatus = 'loading';
  },
  moveSlotsLoaded(state: State, action: PayloadAction<{ date: string; slots: SlotView[] }>) {
    const m = state.move;
    if (action.payload.date !== m.date) return;
    m.slots = action.payload.slots;
    m.slotsStatus = 'ready';
    m.slotsError = null;
    // a seat taken meanwhile is no longer chosen
    m.picked = m.picked.filter((id) => action.payload.slots.some((s) => s.id === id && movable(s, m.bookingId)));
  },
  moveSlotsFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.move.slotsStatus = 'failed';
    state.move.slotsError = action.payload;
  },
  moveSlotToggled(state: State, action: PayloadAction<number>) {
    const m = state.move;
    m.picked = m.picked.includes(action.payload) ? m.picked.filter((id) => id !== action.payload) : [...m.picked, action.payload];
  },
  moveDifferenceChosen(state: State, action: PayloadAction<'cash' | 'card'>) {
    state.move.difference = action.payload;
  },
  /** `languageConfirmed`: staff saw the lesson's language conflict and move it anyway. */
  moveConfirmed(state: State, _action: PayloadAction<{ languageConfirmed: boolean } | undefined>) {
    state.move.submitStatus = 'loading';
    state.move.submitError = null;
    state.move.conflict = false;
    state.move.languageConflict = false;
  },
  /** The booking moved: the dialog closes and the booking's page says what was done. */
  bookingMoved(state: State, action: PayloadAction<ConsoleMessage>) {
    state.move = { ...initialMove };
    state.detail.outcome = { severity: 'success', text: action.payload };
  },
  moveRefused(state: State, action: PayloadAction<{ problem: ConsoleMessage; conflict: boolean; languageConflict?: boolean }>) {
    const m = state.move;
    m.submitStatus = 'failed';
    m.submitError = action.payload.problem;
    m.conflict = action.payload.conflict;
    m.languageConflict = action.payload.languageConflict === true;
    if (action.payload.conflict) m.slotsStatus = 'loading';
  },
};
