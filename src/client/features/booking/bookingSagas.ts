import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BookingSummary, CalendarDay, Timeslot } from '../../../shared/booking.js';
import { toCompactDate } from '../../../shared/dates.js';
import * as messages from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { PublicTeacher } from '../../../shared/teachers.js';
import type { TeacherChoice } from '../../api/api.js';
import { ApiError, detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import type { User } from '../../../shared/auth.js';
import { selectUser } from '../auth/authSelectors.js';
import { bookingBody, type Guest } from './bookingBody.js';
import { selectCanConfirm, selectDate, selectIsDateAvailable, selectPicked } from './bookingSelectors.js';
import {
  bookingConfirmed,
  bookingConfirmFailed,
  bookingConfirmRequested,
  bookingPageOpened,
  calendarFailed,
  calendarLoaded,
  dateSelected,
  learningLanguageChosen,
  teacherChosen,
  teachersLoaded,
  teachersLoadFailed,
  timeslotsFailed,
  timeslotsLoaded,
} from './bookingSlice.js';
import { selectTeacherChoice } from './teacherSelectors.js';

/** The calls' extra argument: none without a choice, so a school without teachers calls as before. */
const choiceArgs = (choice: TeacherChoice): [] | [TeacherChoice] => (Object.keys(choice).length > 0 ? [choice] : []);

// Failed calendar, teacher or timeslot loads are only logged and leave empty lists.
export function* loadCalendar(deps: SagaDeps) {
  const choice: TeacherChoice = yield select(selectTeacherChoice);
  try {
    const days: CalendarDay[] = yield call(deps.api.getCalendar, ...choiceArgs(choice));
    yield put(calendarLoaded(days));
  } catch (e) {
    yield call(deps.log.error, `Failed to load the booking calendar: ${String(e)}`);
    yield put(calendarFailed());
  }
}

export function* loadTeachers(deps: SagaDeps) {
  try {
    const teachers: PublicTeacher[] = yield call(deps.api.getTeachers);
    yield put(teachersLoaded(teachers));
  } catch (e) {
    yield call(deps.log.error, `Failed to load the teachers: ${String(e)}`);
    yield put(teachersLoadFailed());
  }
}

type AvailabilityTrigger = ReturnType<typeof bookingPageOpened | typeof teacherChosen | typeof learningLanguageChosen>;

/** Started by takeLatest: a newer choice cancels a stale calendar load. Opening the page also loads the teachers, in parallel. */
export function* loadAvailability(deps: SagaDeps, action: AvailabilityTrigger) {
  yield all([bookingPageOpened.match(action) && call(loadTeachers, deps), call(loadCalendar, deps)]);
}

/** Started by takeLatest: choosing another date cancels this load, so stale slots never land. */
export function* loadTimeslots(deps: SagaDeps, { payload: date }: ReturnType<typeof dateSelected>) {
  const available: boolean = yield select(selectIsDateAvailable);
  if (!available) return; // the reducer has set 'Selected date is not available.'
  const choice: TeacherChoice = yield select(selectTeacherChoice);
  try {
    const slots: Timeslot[] = yield call(deps.api.getTimeslots, toCompactDate(date), ...choiceArgs(choice));
    yield put(timeslotsLoaded(slots));
  } catch (e) {
    yield call(deps.log.error, `Failed to load the timeslots of ${date}: ${String(e)}`);
    yield put(timeslotsFailed());
  }
}

/** Before the call: a guest's name and email, then an available date and 4+ timeslots. */
function* validInput(payload: ReturnType<typeof bookingConfirmRequested>['payload']) {
  const user: User | null = yield select(selectUser);
  const guest: Guest = { name: payload.name?.trim() ?? '', email: payload.email?.trim() ?? '' };
  if (!user && (!guest.name || !guest.email)) return { error: messages.guestBookingNeedsNameEmail };
  const canConfirm: boolean = yield select(selectCanConfirm);
  if (!canConfirm) return { error: messages.selectDateAndSlots };
  return { guest: user ? null : guest };
}

export function* confirmBooking(deps: SagaDeps, { payload }: ReturnType<typeof bookingConfirmRequested>) {
  const input: { error?: string; guest?: Guest | null } = yield call(validInput, payload);
  if (input.error !== undefined) {
    yield put(bookingConfirmFailed(input.error));
    return;
  }
  const date: string = yield select(selectDate);
  const picked: number[] = yield select(selectPicked);
  const choice: TeacherChoice = yield select(selectTeacherChoice);
  try {
    const summary: BookingSummary = yield call(
      deps.api.confirmBooking,
      bookingBody('confirm', date, picked, input.guest ?? null, choice, payload.phone),
    );
    yield put(bookingConfirmed(summary));
    yield call(deps.navigate, paths.payment);
  } catch (e) {
    const isValidation = e instanceof ApiError && e.status === 400;
    yield put(bookingConfirmFailed(detailOr(e, isValidation ? messages.bookingValidationFailed : messages.bookingConfirmationFailed)));
  }
}

export function* bookingSagas(deps: SagaDeps) {
  yield takeLatest([bookingPageOpened.type, teacherChosen.type, learningLanguageChosen.type], loadAvailability, deps);
  yield takeLatest(dateSelected.type, loadTimeslots, deps);
  yield takeLeading(bookingConfirmRequested.type, confirmBooking, deps); // one price check at a time
}
