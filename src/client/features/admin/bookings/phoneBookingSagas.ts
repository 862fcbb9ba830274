import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CalendarView, StaffActionResult } from '../../../../shared/admin/bookings.js';
import type { ScheduleState } from '../../../../shared/admin/schedule.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE, TEACHER_NOT_FOUND } from '../../../../shared/admin/teacherTexts.js';
import { TEACHER_NOT_FREE, UNKNOWN_TEACHER } from '../../../../shared/teacherRefusals.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { adminBookingPath } from '../../../../shared/paths.js';
import { ApiError } from '../../../api/client.js';
import type { SagaDeps } from '../../../app/deps.js';
import { problemOr, says } from '../i18n/consoleMessage.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectPhoneBooking,
  newBookingDateChosen,
  newBookingPageOpened,
  newBookingPriceLoaded,
  newBookingSlotsFailed,
  newBookingSlotsLoaded,
  newBookingTeacherChosen,
  phoneBookingCreated,
  phoneBookingFailed,
  phoneBookingSubmitted,
} from './bookingsSlice.js';
import type { PhoneBookingState } from './phoneBookingState.js';

/** The chosen day's slots with their free seats, the chosen teacher's when there is one (today in Japan when no day is chosen yet). */
export function* loadPhoneSlots(api: AdminApi) {
  const phone: PhoneBookingState = yield select(selectPhoneBooking);
  const date = phone.date ?? ((yield call(tokyoToday)) as string);
  try {
    const teacher = phone.teacher === null ? {} : { teacher: String(phone.teacher) };
    const view: CalendarView = yield call(api.getCalendarView, { from: date, days: 1, ...teacher });
    yield put(newBookingSlotsLoaded({ date, slots: view.days.find((d) => d.date === date)?.slots ?? [] }));
  } catch (e) {
    yield put(newBookingSlotsFailed(problemOr(e, 'bookings.new.slotsFailed')));
  }
}

/** The school's current price per timeslot, for the form's total; without it the form says how the total is made. */
function* loadPrice(api: AdminApi) {
  try {
    const schedule: ScheduleState = yield call(api.getSchedule);
    yield put(newBookingPriceLoaded(schedule.settings.pricePerSlotYen));
  } catch {
    // the total is then shown on the booking's page once taken
  }
}

/** The refusals that are about the teacher, not the seats. */
const TEACHER_REFUSALS: ReadonlySet<string> = new Set([
  TEACHER_NOT_FREE,
  NO_TEACHER_FREE,
  UNKNOWN_TEACHER,
  REASSIGN_NOT_FREE,
  TEACHER_NOT_FOUND,
]);

/** Take the booking; open its page. A seat just taken (409) is said plainly and the slots are shown as they are now. */
function* createPhoneBooking(deps: SagaDeps, api: AdminApi, { payload: body }: ReturnType<typeof phoneBookingSubmitted>) {
  try {
    const result: StaffActionResult = yield call(api.createBooking, body);
    const email = typeof body.user_email === 'string' ? body.user_email : '';
    const outcome = !email
      ? says(body.payment === 'at_lesson' ? 'bookings.new.doneAtLessonNoEmail' : 'bookings.new.doneCashNoEmail')
      : says(
          body.payment === 'cash'
            ? 'bookings.new.doneCash'
            : body.payment === 'at_lesson'
              ? 'bookings.new.doneAtLesson'
              : body.link_until === 'end_of_day'
                ? 'bookings.new.doneLinkAllDay'
                : 'bookings.new.doneLink',
          { email },
        );
    yield put(phoneBookingCreated({ booking_id: result.booking_id, outcome }));
    yield call(deps.navigate, adminBookingPath(result.booking_id));
  } catch (e) {
    // the teacher (or every teacher) being busy is not a seat taken: the slots stay as chosen
    const teacherBusy = e instanceof ApiError && TEACHER_REFUSALS.has(e.detail ?? '');
    const conflict = e instanceof ApiError && e.status === 409 && !teacherBusy;
    const problem = problemOr(e, teacherBusy ? 'bookings.new.teacherNotFree' : conflict ? 'bookings.new.slotTaken' : 'bookings.new.failed');
    yield put(phoneBookingFailed({ problem, conflict }));
    if (conflict) yield call(loadPhoneSlots, api);
  }
}

/** A booking taken by phone or at the desk. */
export function* phoneBookingSagas(deps: SagaDeps, api: AdminApi) {
  yield takeLatest([newBookingPageOpened.type, newBookingDateChosen.type, newBookingTeacherChosen.type], loadPhoneSlots, api);
  yield takeLatest(newBookingPageOpened.type, loadPrice, api);
  yield takeLeading(phoneBookingSubmitted.type, createPhoneBooking, deps, api);
}
