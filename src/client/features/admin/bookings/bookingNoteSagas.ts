import { call, put, takeLeading } from 'redux-saga/effects';
import type { AdminBookingDetail } from '../../../../shared/admin/bookings.js';
import type { NoteSaved } from '../../../../shared/admin/customers.js';
import type { AdminApi } from '../adminApi.js';
import { problemOr } from '../i18n/consoleMessage.js';
import { isStale } from '../noteState.js';
import { bookingDetailLoaded, bookingNoteFailed, bookingNoteSaved, bookingNoteSubmitted } from './bookingsSlice.js';

function* saveBookingNote(api: AdminApi, { payload: { id, note, version } }: ReturnType<typeof bookingNoteSubmitted>) {
  try {
    const saved: NoteSaved = yield call(api.saveBookingNote, id, { note, version });
    yield put(bookingNoteSaved({ ...saved, bookingId: id }));
  } catch (e) {
    yield put(bookingNoteFailed(problemOr(e, 'customers.note.failed')));
    if (!isStale(e)) return;
  }
  // the booking's history now has the change (or, when stale, the note someone else saved)
  try {
    const booking: AdminBookingDetail = yield call(api.getBooking, id);
    yield put(bookingDetailLoaded(booking));
  } catch {
    // the note's outcome is shown already; the page keeps what it had
  }
}

/** The booking page's staff-only note. */
export function* bookingNoteSagas(api: AdminApi) {
  // takeLeading: a second click while saving is ignored
  yield takeLeading(bookingNoteSubmitted.type, saveBookingNote, api);
}
