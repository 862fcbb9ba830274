import type { CallStatus } from '../../api/callStatus.js';
import { ApiError } from '../../api/client.js';
import type { ConsoleMessage } from './i18n/consoleMessage.js';

// A staff-only note's save, as the customer's page (customers area) and the booking's page (bookings area) both show it.

/** A note being saved, or the outcome of the last save. */
export interface NoteState {
  status: CallStatus;
  message: ConsoleMessage | null;
}

export const idleNote: NoteState = { status: 'idle', message: null };

/** What a note's save sends: the record's id, the text (blank clears it) and the version the clerk opened. */
export interface NoteSubmission {
  id: number;
  note: string;
  version: number;
}

/** A note changed by someone else since it was opened (409): nothing was saved. */
export const isStale = (e: unknown) => e instanceof ApiError && e.status === 409;
