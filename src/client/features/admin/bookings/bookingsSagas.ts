import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BookingListPage, BookingListQuery, CalendarView } from '../../../../shared/admin/bookings.js';
import type { SlotState } from '../../../../shared/admin/schedule.js';
import { tokyoToday } from '../../../../shared/dates.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { RootState } from '../../../app/rootReducer.js';
import { problemOr, says } from '../i18n/consoleMessage.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectBookingsPage,
  selectBookingsSearch,
  selectCalendar,
  bookingsLoaded,
  bookingsLoadFailed,
  bookingsPageChosen,
  bookingsPageOpened,
  bookingsSearchSubmitted,
  calendarDateChosen,
  calendarDaysChosen,
  calendarLoaded,
  calendarLoadFailed,
  calendarPageOpened,
  calendarStepped,
  calendarTeacherChosen,
  calendarTodayChosen,
  calendarTodayFound,
  slotChangeConfirmed,
  slotChanged,
  slotChangeFailed,
} from './bookingsSlice.js';
import { bookingDetailSagas } from './bookingDetailSagas.js';
import { BOOKINGS_PAGE_SIZE, viewStart, type CalendarState } from './bookingsState.js';
import { phoneBookingSagas } from './phoneBookingSagas.js';

/** The list's query: the search staff submitted and the page they are on ('' means any). */
export function bookingsQuery(s: RootState): BookingListQuery {
  const search = selectBookingsSearch(s);
  const page = selectBookingsPage(s);
  return {
    q: search.q.trim() || undefined,
    from: search.from || undefined,
    to: search.to || undefined,
    status: search.status || undefined,
    ...(search.teacher && { teacher: search.teacher }),
    ...(search.origin && { origin: search.origin }),
    page,
    page_size: BOOKINGS_PAGE_SIZE,
  };
}

function* loadBookings(api: AdminApi) {
  const query: BookingListQuery = yield select(bookingsQuery);
  try {
    const page: BookingListPage = yield call(api.listBookings, query);
    yield put(bookingsLoaded(page));
  } catch (e) {
    yield put(bookingsLoadFailed(problemOr(e, 'bookings.list.failed')));
  }
}

/** The day or week around the chosen date; today in Japan when none is chosen yet. */
export function* loadCalendar(api: AdminApi) {
  const { date, days, teacher }: CalendarState = yield select(selectCalendar);
  let day = date;
  if (day === null) {
    day = (yield call(tokyoToday)) as string;
    yield put(calendarTodayFound(day));
  }
  try {
    const view: CalendarView = yield call(api.getCalendarView, {
      from: viewStart(day, days),
      days,
      ...(teacher !== null && { teacher: String(teacher) }),
    });
    yield put(calendarLoaded(view));
  } catch (e) {
    yield put(calendarLoadFailed(problemOr(e, 'calendar.failed')));
  }
}

/** An owner confirmed closing or reopening a slot: change it, say so, and show the view as it is now. */
function* changeSlot(api: AdminApi) {
  const { slotChange }: CalendarState = yield select(selectCalendar);
  if (!slotChange) return;
  const slotLabel = { slot: slotChange.label };
  try {
    const slot: SlotState = yield call(slotChange.close ? api.closeSlot : api.reopenSlot, slotChange.slotId);
    yield put(slotChanged(says(slot.closed ? 'calendar.closedDone' : 'calendar.reopenedDone', slotLabel)));
  } catch (e) {
    yield put(slotChangeFailed(problemOr(e, slotChange.close ? 'calendar.closeFailed' : 'calendar.reopenFailed', slotLabel)));
  }
  yield call(loadCalendar, api);
}

/** The console's bookings flows. */
export function* bookingsSagas(deps: SagaDeps, api: AdminApi) {
  // takeLatest: a newer search, page or day cancels the stale request
  yield takeLatest([bookingsPageOpened.type, bookingsSearchSubmitted.type, bookingsPageChosen.type], loadBookings, api);
  yield takeLatest(
    [
      calendarPageOpened.type,
      calendarDateChosen.type,
      calendarTodayChosen.type,
      calendarDaysChosen.type,
      calendarStepped.type,
      calendarTeacherChosen.type,
    ],
    loadCalendar,
    api,
  );
  yield takeLeading(slotChangeConfirmed.type, changeSlot, api);
  yield fork(bookingDetailSagas, deps, api);
  yield fork(phoneBookingSagas, deps, api);
}
