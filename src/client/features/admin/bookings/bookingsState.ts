import type { PayloadAction } from '@reduxjs/toolkit';
import type { BookingListPage, CalendarView } from '../../../../shared/admin/bookings.js';
import type { BookingStatus } from '../../../../shared/booking.js';
import { addDays, weekday } from '../../../../shared/dates.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { bookingDetailReducers, initialBookingDetail, type BookingDetailState } from './bookingDetailState.js';
import { bookingNoteReducers, initialBookingNote, type BookingNoteState } from './bookingNoteState.js';
import { initialReceiptIssue, receiptIssueReducers, type ReceiptIssueState } from './receiptIssueState.js';
import { customerPickerReducers, initialPicker, type CustomerPickerState } from './customerPickerState.js';
import { deskMailReducers, initialDeskMail, type DeskMailState } from './deskMailState.js';
import { initialMove, moveReducers, type MoveState } from './moveState.js';
import { initialPhoneBooking, phoneBookingReducers, type PhoneBookingState } from './phoneBookingState.js';

// The bookings area's state: the day/week view, the search, one booking with its note, moves and desk
// mails, the phone booking form and its customer search. bookingsSlice.ts makes it one slice.

export const BOOKINGS_PAGE_SIZE = 25;

/** What staff searched for (the list shows its result). '' is "any". */
export interface BookingsSearch {
  q: string;
  from: string;
  to: string;
  status: BookingStatus | '';
  /** A teacher's id, to see only their bookings; '' or absent: every teacher. */
  teacher?: string;
  /** Only bookings from this source (a utm_source, 'referrer' or 'direct'); '' or absent: any source. */
  origin?: string;
}

/** A slot an owner is about to close or reopen (the confirmation dialog shows it). */
export interface SlotChange {
  slotId: number;
  close: boolean;
  /** "Tue 24 Nov 10:00-10:30" (in the member's language when asked), for the dialog's and the outcome's words. */
  label: string;
  bookings: number;
}

export interface CalendarState {
  /** The day shown, or the day the week is shown around; null until the saga fills in today (Japan). */
  date: string | null;
  days: 1 | 7;
  /** Only this teacher's slots and classes; null: all teachers. */
  teacher: number | null;
  view: CalendarView | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  slotChange: SlotChange | null;
  slotStatus: CallStatus;
  /** The outcome of the last close/reopen, in words. */
  slotMessage: ConsoleMessage | null;
}

export interface BookingsState {
  calendar: CalendarState;
  search: BookingsSearch;
  page: number;
  list: BookingListPage | null;
  listStatus: LoadStatus;
  listError: ConsoleMessage | null;
  detail: BookingDetailState;
  phone: PhoneBookingState;
  /** Moving the open booking to another time. */
  move: MoveState;
  /** The desk's emails from a booking's page. */
  deskMail: DeskMailState;
  /** The new-booking form's search for a customer who came before. */
  picker: CustomerPickerState;
  /** The booking page's staff-only note. */
  note: BookingNoteState;
  receipt: ReceiptIssueState;
}

export const initialBookings: BookingsState = {
  calendar: {
    date: null,
    days: 1,
    teacher: null,
    view: null,
    status: 'idle',
    error: null,
    slotChange: null,
    slotStatus: 'idle',
    slotMessage: null,
  },
  search: { q: '', from: '', to: '', status: '' },
  page: 1,
  list: null,
  listStatus: 'idle',
  listError: null,
  detail: initialBookingDetail,
  phone: initialPhoneBooking,
  move: initialMove,
  deskMail: initialDeskMail,
  picker: initialPicker,
  note: initialBookingNote,
  receipt: initialReceiptIssue,
};

/** The first day the view shows: the day itself, or the Monday of its week. */
export const viewStart = (date: string, days: 1 | 7) => (days === 1 ? date : addDays(date, -((weekday(date) + 6) % 7)));

type State = BookingsState;
const loading = (c: CalendarState) => {
  c.status = 'loading';
  c.error = null;
};

export const bookingsReducers = {
  /** The bookings list was opened: it shows the last search again (a fresh one the first time). */
  bookingsPageOpened(state: State, _action: PayloadAction<void>) {
    state.listStatus = 'loading';
  },
  bookingsSearchSubmitted(state: State, action: PayloadAction<BookingsSearch>) {
    state.search = action.payload;
    state.page = 1;
    state.listStatus = 'loading';
  },
  bookingsPageChosen(state: State, action: PayloadAction<number>) {
    state.page = action.payload;
    state.listStatus = 'loading';
  },
  bookingsLoaded(state: State, action: PayloadAction<BookingListPage>) {
    state.list = action.payload;
    state.listStatus = 'ready';
    state.listError = null;
  },
  bookingsLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.listStatus = 'failed';
    state.listError = action.payload;
  },

  /** The day & week page was opened: it shows the day it showed last (today the first time). */
  calendarPageOpened(state: State, _action: PayloadAction<void>) {
    loading(state.calendar);
  },
  /** The saga found today's date in Japan for a view that had none yet (or for "Today"). */
  calendarTodayFound(state: State, action: PayloadAction<string>) {
    state.calendar.date = action.payload;
  },
  calendarDateChosen(state: State, action: PayloadAction<string>) {
    state.calendar.date = action.payload;
    loading(state.calendar);
  },
  calendarTodayChosen(state: State, _action: PayloadAction<void>) {
    state.calendar.date = null;
    loading(state.calendar);
  },
  calendarDaysChosen(state: State, action: PayloadAction<1 | 7>) {
    state.calendar.days = action.payload;
    loading(state.calendar);
  },
  /** Staff chose a teacher in the view's filter (null: all teachers). */
  calendarTeacherChosen(state: State, action: PayloadAction<number | null>) {
    state.calendar.teacher = action.payload;
    loading(state.calendar);
  },
  /** Previous (-1) or next (+1): a day in the day view, a week in the week view. */
  calendarStepped(state: State, action: PayloadAction<1 | -1>) {
    const c = state.calendar;
    if (c.date) c.date = addDays(c.date, action.payload * c.days);
    loading(c);
  },
  calendarLoaded(state: State, action: PayloadAction<CalendarView>) {
    state.calendar.view = action.payload;
    state.calendar.status = 'ready';
  },
  calendarLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.calendar.status = 'failed';
    state.calendar.error = action.payload;
  },
  /** An owner chose Close or Reopen on a slot: the dialog asks first. */
  slotChangeAsked(state: State, action: PayloadAction<SlotChange>) {
    state.calendar.slotChange = action.payload;
    state.calendar.slotStatus = 'idle';
    state.calendar.slotMessage = null;
  },
  slotChangeDismissed(state: State, _action: PayloadAction<void>) {
    state.calendar.slotChange = null;
  },
  slotChangeConfirmed(state: State, _action: PayloadAction<void>) {
    state.calendar.slotStatus = 'loading';
  },
  slotChanged(state: State, action: PayloadAction<ConsoleMessage>) {
    state.calendar.slotChange = null;
    state.calendar.slotStatus = 'succeeded';
    state.calendar.slotMessage = action.payload;
  },
  slotChangeFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.calendar.slotChange = null;
    state.calendar.slotStatus = 'failed';
    state.calendar.slotMessage = action.payload;
  },
  ...bookingDetailReducers,
  ...phoneBookingReducers,
  ...moveReducers,
  ...deskMailReducers,
  ...customerPickerReducers,
  ...bookingNoteReducers,
  ...receiptIssueReducers,
};

/** The bookings area's selectors, of its own state (its slice gives them the store's). */
export const bookingsSelectors = {
  selectCalendar: (s: BookingsState) => s.calendar,
  selectBookingsSearch: (s: BookingsState) => s.search,
  selectBookingsPage: (s: BookingsState) => s.page,
  selectBookingsList: (s: BookingsState) => s.list,
  selectBookingsListStatus: (s: BookingsState) => s.listStatus,
  selectBookingsListError: (s: BookingsState) => s.listError,
  selectBookingDetail: (s: BookingsState) => s.detail,
  selectPhoneBooking: (s: BookingsState) => s.phone,
  selectMove: (s: BookingsState) => s.move,
  selectDeskMail: (s: BookingsState) => s.deskMail,
  selectPicker: (s: BookingsState) => s.picker,
  selectBookingNote: (s: BookingsState) => s.note,
  selectReceiptIssue: (s: BookingsState) => s.receipt,
};
