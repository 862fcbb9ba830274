import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CalendarView } from '../../../../shared/admin/bookings.js';
import type { StaffMoveResult } from '../../../../shared/admin/move.js';
import { MOVE_BOOKING_CHANGED, type MovedMoneyWay } from '../../../../shared/admin/moveWords.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND } from '../../../../shared/admin/teacherTexts.js';
import { ApiError } from '../../../api/client.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectBookingDetail,
  selectMove,
  bookingMoved,
  moveConfirmed,
  moveDateChosen,
  moveDialogOpened,
  moveRefused,
  moveSlotsFailed,
  moveSlotsLoaded,
} from './bookingsSlice.js';
import { loadBookingDetail } from './bookingDetailSagas.js';
import type { BookingDetailState } from './bookingDetailState.js';
import { problemOr, says, type ConsoleMessage } from '../i18n/consoleMessage.js';
import { settledBy, type MoveState } from './moveState.js';

/** The chosen day's slots with their free seats (the booking's own are shown as taken: they are its seats now). */
function* loadMoveSlots(api: AdminApi) {
  const { date }: MoveState = yield select(selectMove);
  if (!date) return;
  try {
    const view: CalendarView = yield call(api.getCalendarView, { from: date, days: 1 });
    yield put(moveSlotsLoaded({ date, slots: view.days.find((d) => d.date === date)?.slots ?? [] }));
  } catch (e) {
    yield put(moveSlotsFailed(problemOr(e, 'bookings.new.slotsFailed')));
  }
}

/** The refusals about the teacher, not the seats: the chosen slots stay. */
const TEACHER_REFUSALS: ReadonlySet<string> = new Set([NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND]);

/**
 * Move the booking to the chosen slots, decided on the booking as the page shows it (the server refuses with 409 when
 * it changed meanwhile: the page then shows it as it is now); the page says what the server did. A seat just taken
 * (409) is said plainly and the day's slots are shown as they are now; nothing moved.
 */
function* moveBooking(api: AdminApi, { payload }: ReturnType<typeof moveConfirmed>) {
  const { booking }: BookingDetailState = yield select(selectBookingDetail);
  const { date, picked, slots, length, difference }: MoveState = yield select(selectMove);
  if (!booking || !date) return;
  const chosen = slots.filter((s) => picked.includes(s.id));
  // another length (a paid booking): the difference in price is settled the way staff chose (in cash when it cannot go by card)
  const other = chosen.length !== length;
  try {
    const result: StaffMoveResult = yield call(api.moveBooking, booking.id, {
      decided_on: {
        status: booking.status,
        booking_date: booking.booking_date,
        time_range: booking.time_range,
        slot_count: length,
        total_amount: booking.total_amount,
        paid_yen: booking.paid_yen,
      },
      booking_date: date,
      timeslot_ids: chosen.map((s) => s.id),
      ...(other && { difference: settledBy(booking, chosen.length > length, difference) }),
      ...(payload?.languageConfirmed && { language_confirmed: true as const }),
    });
    yield put(bookingMoved(movedInWords(result.moved)));
  } catch (e) {
    const detail = e instanceof ApiError ? (e.detail ?? '') : '';
    const changed = detail === MOVE_BOOKING_CHANGED;
    // the teacher and the lesson's language: staff decide (move it anyway, or choose otherwise)
    const languageConflict = e instanceof ApiError && (e.body as { code?: string } | null)?.code === 'lesson_language';
    const conflict = e instanceof ApiError && e.status === 409 && !TEACHER_REFUSALS.has(detail) && !changed && !languageConflict;
    yield put(moveRefused({ problem: problemOr(e, conflict ? 'bookings.new.slotTaken' : 'move.failed'), conflict, languageConflict }));
    if (conflict) yield call(loadMoveSlots, api);
    // the booking as it is now: the dialog's price and ways follow it
    if (changed) yield call(loadBookingDetail, api);
    return;
  }
  yield call(loadBookingDetail, api);
}

/** What the server says the move did: the new time, whom the customer's email went to, what became of a difference. */
function movedInWords(m: StaffMoveResult['moved']): ConsoleMessage {
  const time = { date: m.booking_date, time: m.time_range };
  if (m.money) return says('move.doneMoney', { ...time, way: MONEY_WAYS[m.money.way](m.money.link_sent), diff: m.money.yen });
  return says(!m.emailed_to ? 'move.doneNoEmail' : m.pending ? 'move.donePending' : 'move.done', { ...time, email: m.emailed_to ?? '' });
}

/** The catalogue's name of each way a difference was settled (move.doneMoney's select). */
const MONEY_WAYS: Record<MovedMoneyWay, (linkSent: boolean) => string> = {
  'cash-more': () => 'cashMore',
  'link-more': (sent) => (sent ? 'linkMore' : 'linkNotSent'),
  'cash-back': () => 'cashBack',
  'card-back': () => 'cardBack',
  'owed-dropped': () => 'owedDropped',
};

/** Moving a booking from its page. */
export function* moveSagas(api: AdminApi) {
  yield takeLatest([moveDialogOpened.type, moveDateChosen.type], loadMoveSlots, api);
  // takeLeading: a second click while the call runs is ignored
  yield takeLeading(moveConfirmed.type, moveBooking, api);
}
