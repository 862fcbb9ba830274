import type { PayloadAction } from '@reduxjs/toolkit';
import type { NoteSaved } from '../../../../shared/admin/customers.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';
import { idleNote, type NoteState, type NoteSubmission } from '../noteState.js';
import type { BookingDetailState } from './bookingDetailState.js';

// The bookings area's `note` part: the staff-only note on a booking's page. Its outcome shows on that booking only.

export type BookingNoteState = NoteState & { bookingId: number | null };

export const initialBookingNote: BookingNoteState = { ...idleNote, bookingId: null };

type State = { note: BookingNoteState; detail: BookingDetailState };

export const bookingNoteReducers = {
  bookingNoteSubmitted(state: State, action: PayloadAction<NoteSubmission>) {
    state.note = { status: 'loading', message: null, bookingId: action.payload.id };
  },
  bookingNoteSaved(state: State, action: PayloadAction<NoteSaved & { bookingId: number }>) {
    const booking = state.detail.booking;
    if (booking && booking.id === action.payload.bookingId) {
      booking.note = action.payload.note;
      booking.note_version = action.payload.version;
    }
    state.note = { status: 'succeeded', message: { id: 'customers.note.saved' }, bookingId: action.payload.bookingId };
  },
  bookingNoteFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.note.status = 'failed';
    state.note.message = action.payload;
  },
};
