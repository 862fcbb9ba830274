import { ApiError } from '../../src/client/api/client';
import {
  selectCalendar,
  selectConfirmError,
  selectDate,
  selectPaymentBusy,
  selectPaymentError,
  selectPicked,
  selectTimeslots,
} from '../../src/client/features/booking/bookingSelectors';
import {
  bookingConfirmRequested,
  bookingPageOpened,
  dateSelected,
  learningLanguageChosen,
  paymentRequested,
  teacherChosen,
  timeslotToggled,
} from '../../src/client/features/booking/bookingSlice';
import { selectChosenTeacherId, selectLearningLanguage, selectTeachers } from '../../src/client/features/booking/teacherSelectors';
import {
  selectConfirmedTeacherName,
  selectTeachersOfLanguage,
  selectTeachingLanguages,
} from '../../src/client/features/booking/teacherViewSelectors';
import { paymentSagas } from '../../src/client/features/booking/paymentSagas';
import type { CalendarDay } from '../../src/shared/booking';
import { NO_SINGLE_TEACHER, TEACHER_NOT_FREE } from '../../src/shared/teachers';
import { calendar, flush, slotsByDay, summary } from './bookingFixtures';
import { mei, teachers, tom, yui } from './teacherFixtures';
import { fakeApi, startStore } from './testStore';

// The server's answer when another payer took the teacher's slot first (bookingService's SLOT_TAKEN).
const SLOT_TAKEN = 'Some of the chosen timeslots were just taken. Please choose other timeslots.';
const meiCalendar: CalendarDay[] = [{ date: '2031-05-03', status: 'available' }];

function school() {
  const getTeachers = jest.fn(async () => teachers);
  const getCalendar = jest.fn(async (choice?: { teacher_id?: number }) => (choice?.teacher_id === mei.id ? meiCalendar : calendar));
  const getTimeslots = jest.fn(async (day: string) => slotsByDay[day] ?? []);
  const confirmBooking = jest.fn(async () => ({
    ...summary,
    booking_date: '2031-05-03',
    timeslot_ids: [101, 102, 103, 104],
    teacher_name: mei.name,
  }));
  const requestPayment = jest.fn(() => Promise.reject(new ApiError(409, SLOT_TAKEN)));
  const api = fakeApi({ getTeachers, getCalendar, getTimeslots, confirmBooking, requestPayment });
  return { api, getTeachers, getCalendar, getTimeslots, confirmBooking, requestPayment, ...startStore({ api, path: '/app/booking' }) };
}

test('a visitor books Mei for Japanese; another payer takes her slot first and the 409 is shown, nothing held', async () => {
  const { store, getTeachers, getCalendar, getTimeslots, confirmBooking, requestPayment, visited, wentTo, errors } = school();
  const state = () => store.getState();

  // The page opens: the teachers and the calendar (any teacher) load together
  store.dispatch(bookingPageOpened());
  expect(getTeachers).toHaveBeenCalledTimes(1);
  expect(getCalendar).toHaveBeenCalledTimes(1);
  await flush();
  expect(getCalendar).toHaveBeenLastCalledWith();
  expect(selectTeachers(state())).toEqual(teachers);
  expect(selectTeachingLanguages(state())).toEqual(['en', 'ja']);
  expect(selectCalendar(state())).toEqual(calendar);

  // They want to learn Japanese: only its teachers are offered, and the calendar is "Any teacher" of Japanese
  store.dispatch(learningLanguageChosen('ja'));
  expect(selectTeachersOfLanguage(state())).toEqual([mei, yui]);
  await flush();
  expect(getCalendar).toHaveBeenLastCalledWith({ teaching_language: 'ja' });

  // A date chosen first is cleared when they pick Mei, whose own calendar loads (still for Japanese: the booking
  // stores the language to learn as its lesson's language)
  store.dispatch(dateSelected('2031-05-01'));
  await flush();
  expect(getTimeslots).toHaveBeenLastCalledWith('20310501', { teaching_language: 'ja' });
  store.dispatch(timeslotToggled(1));
  store.dispatch(teacherChosen(mei.id));
  expect(selectDate(state())).toBeNull();
  expect(selectPicked(state())).toEqual([]);
  expect(selectTimeslots(state())).toEqual([]);
  await flush();
  expect(getCalendar).toHaveBeenLastCalledWith({ teacher_id: mei.id, teaching_language: 'ja' });
  expect(selectCalendar(state())).toEqual(meiCalendar);

  // Her date, her slots, confirm: the body names her
  store.dispatch(dateSelected('2031-05-03'));
  await flush();
  expect(getTimeslots).toHaveBeenLastCalledWith('20310503', { teacher_id: mei.id, teaching_language: 'ja' });
  for (const id of [101, 102, 103, 104]) store.dispatch(timeslotToggled(id));
  store.dispatch(bookingConfirmRequested({ name: 'Guest Kim', email: 'kim@example.com' }));
  await flush();
  expect(confirmBooking).toHaveBeenCalledWith(
    expect.objectContaining({ action_type: 'confirm', teacher_id: mei.id, timeslot_ids: [101, 102, 103, 104] }),
  );
  expect(confirmBooking.mock.calls[0]).toHaveProperty('0.teaching_language', 'ja');
  expect(visited).toEqual(['/app/payment']);
  expect(selectConfirmedTeacherName(state())).toBe('Mei Tanaka');

  // Paying races another payer, who got her first: the server's 409 detail is shown and the browser stays
  store.startFeature('payment', paymentSagas, undefined); // the payment page's chunk starts it
  store.dispatch(paymentRequested());
  await flush();
  expect(requestPayment).toHaveBeenCalledWith(expect.objectContaining({ action_type: 'payment', teacher_id: mei.id }));
  expect(selectPaymentError(state())).toBe(SLOT_TAKEN);
  expect(selectPaymentBusy(state())).toBe(false);
  expect(wentTo).toEqual([]);
  expect(errors).toEqual([]);
});

test('"Any teacher" of a language sends teaching_language; "Any language" then sends nothing', async () => {
  const { store, getCalendar, confirmBooking } = school();
  store.dispatch(bookingPageOpened());
  await flush();
  store.dispatch(learningLanguageChosen('en'));
  store.dispatch(teacherChosen(tom.id));
  store.dispatch(teacherChosen(null));
  await flush();
  expect(getCalendar).toHaveBeenLastCalledWith({ teaching_language: 'en' });
  store.dispatch(dateSelected('2031-05-01'));
  await flush();
  for (const id of [1, 2, 3, 4]) store.dispatch(timeslotToggled(id));
  store.dispatch(bookingConfirmRequested({ name: 'Guest Kim', email: 'kim@example.com' }));
  await flush();
  expect(confirmBooking).toHaveBeenLastCalledWith(expect.objectContaining({ teaching_language: 'en' }));
  expect(confirmBooking.mock.calls[0]).not.toHaveProperty('0.teacher_id');

  store.dispatch(learningLanguageChosen(null));
  await flush();
  expect(getCalendar).toHaveBeenLastCalledWith();
  expect(selectDate(store.getState())).toBeNull();
});

test('choosing a language the chosen teacher does not teach falls back to "Any teacher"', async () => {
  const { store } = school();
  store.dispatch(bookingPageOpened());
  await flush();
  store.dispatch(teacherChosen(tom.id));
  store.dispatch(learningLanguageChosen('ja'));
  expect(selectChosenTeacherId(store.getState())).toBeNull();
  store.dispatch(teacherChosen(mei.id));
  store.dispatch(learningLanguageChosen('en'));
  expect(selectChosenTeacherId(store.getState())).toBe(mei.id);
  expect(selectLearningLanguage(store.getState())).toBe('en');
});

test("a newer choice cancels the stale calendar load: only the chosen teacher's calendar lands", async () => {
  let releaseAny: (days: CalendarDay[]) => void = () => {};
  const getCalendar = jest.fn((choice?: { teacher_id?: number }) =>
    choice?.teacher_id === mei.id ? Promise.resolve(meiCalendar) : new Promise<CalendarDay[]>((r) => (releaseAny = r)),
  );
  const { store } = startStore({ api: fakeApi({ getTeachers: async () => teachers, getCalendar }) });
  store.dispatch(bookingPageOpened());
  await flush();
  store.dispatch(teacherChosen(mei.id));
  await flush();
  releaseAny(calendar);
  await flush();
  expect(selectCalendar(store.getState())).toEqual(meiCalendar);
});

test("a failed teacher load is only logged: no teachers, and the calendar is any teacher's as before", async () => {
  const api = fakeApi({ getTeachers: () => Promise.reject(new ApiError(500, undefined)), getCalendar: async () => calendar });
  const { store, errors, alerts } = startStore({ api });
  store.dispatch(bookingPageOpened());
  await flush();
  expect(selectTeachers(store.getState())).toEqual([]);
  expect(selectCalendar(store.getState())).toEqual(calendar);
  expect(errors).toHaveLength(1);
  expect(alerts).toEqual([]);
  expect(selectConfirmError(store.getState())).toBeNull();
});

test.each([TEACHER_NOT_FREE, NO_SINGLE_TEACHER])('a confirm the server refuses for the teacher shows its detail: %s', async (detail) => {
  const confirmBooking = jest.fn(() => Promise.reject(new ApiError(409, detail)));
  const api = fakeApi({
    getTeachers: async () => teachers,
    getCalendar: async () => calendar,
    getTimeslots: async (d) => slotsByDay[d],
    confirmBooking,
  });
  const { store, visited } = startStore({ api });
  store.dispatch(bookingPageOpened());
  await flush();
  store.dispatch(teacherChosen(tom.id));
  await flush();
  store.dispatch(dateSelected('2031-05-01'));
  await flush();
  for (const id of [1, 2, 3, 4]) store.dispatch(timeslotToggled(id));
  store.dispatch(bookingConfirmRequested({ name: 'Guest Kim', email: 'kim@example.com' }));
  await flush();
  expect(confirmBooking).toHaveBeenCalledWith(expect.objectContaining({ teacher_id: tom.id }));
  expect(selectConfirmError(store.getState())).toBe(detail);
  expect(visited).toEqual([]);
});
