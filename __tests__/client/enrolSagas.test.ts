import { ApiError } from '../../src/client/api/client';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { parseEnrolParams } from '../../src/client/features/enrol/enrolQuery';
import {
  choiceReopened,
  courseChosen,
  enrolConfirmed,
  enrolPageOpened,
  monthPayRequested,
  myCoursesOpened,
  selectEnrol,
  startDateChosen,
  weeklyTimeChosen,
} from '../../src/client/features/enrol/enrolSlice';
import { WEEKLY_TIME_TAKEN } from '../../src/shared/enrolment';
import { flush, loggedIn } from './bookingFixtures';
import { beginner, enrolment, fakeEnrolApi, terms, tuesday } from './enrolFixtures';
import { startStore } from './testStore';

// Hanako enrols from /app/pay_for_booking (course → weekly time → the final confirmation screen → the checkout), and
// pays a failed month again from my page: the enrolment sagas on the real store with the enrolment calls faked.

function onCoursePage(api = fakeEnrolApi(), state = loggedIn, search = '') {
  const started = startStore({ path: `/app/pay_for_booking${search}` }, state);
  started.store.startFeature('enrol', enrolSagas, api);
  started.store.dispatch(enrolPageOpened(parseEnrolParams(search)));
  return { ...started, api, enrol: () => selectEnrol(started.store.getState()) };
}

test('she chooses a course, a start date and Tuesday 18:00, sees the terms, and "Pay and enrol" takes her to the checkout', async () => {
  const { store, api, enrol, wentTo } = onCoursePage();
  await flush();
  expect(enrol()).toMatchObject({ coursesStatus: 'ready', courses: [beginner, expect.anything()], timesStatus: 'idle' });
  store.dispatch(courseChosen(1));
  store.dispatch(startDateChosen('2031-05-10'));
  await flush();
  expect(api.weeklyTimes).toHaveBeenLastCalledWith(1, '2031-05-10');
  expect(enrol().times).toHaveLength(2);
  store.dispatch(weeklyTimeChosen(tuesday));
  await flush();
  expect(api.quote).toHaveBeenCalledWith({ course_id: 1, teacher_id: 2, weekday: 2, start: '18:00', starts_on: '2031-05-13' });
  expect(enrol()).toMatchObject({ step: 'confirm', terms });
  expect(api.enrol).not.toHaveBeenCalled(); // nothing is charged before she confirms
  store.dispatch(enrolConfirmed());
  store.dispatch(enrolConfirmed()); // a second click while it runs is ignored
  await flush();
  expect(api.enrol).toHaveBeenCalledTimes(1);
  expect(api.enrol).toHaveBeenCalledWith({
    course_id: 1,
    teacher_id: 2,
    weekday: 2,
    start: '18:00',
    starts_on: '2031-05-13',
    confirmed: true,
    from_booking_id: null,
  });
  expect(wentTo).toEqual(['http://site/api/test-tuition/tts_1']);
});

test("from a trial's page: the trial is kept with the enrolment", async () => {
  const { store, api, enrol } = onCoursePage(undefined, loggedIn, '?teacher=2&from_booking=41');
  await flush();
  expect(enrol()).toMatchObject({ teacherId: 2, fromBookingId: 41 });
  store.dispatch(courseChosen(1));
  await flush();
  store.dispatch(weeklyTimeChosen(tuesday));
  await flush();
  store.dispatch(enrolConfirmed());
  await flush();
  expect(api.enrol).toHaveBeenCalledWith(expect.objectContaining({ teacher_id: 2, from_booking_id: 41 }));
});

test('logged out, "Log in to enrol" goes to login, which comes back to the same confirmation screen', async () => {
  const { store, api, visited } = onCoursePage(undefined, {}, '?teacher=2&from_booking=41');
  await flush();
  store.dispatch(courseChosen(1));
  store.dispatch(startDateChosen('2031-05-10'));
  await flush();
  store.dispatch(weeklyTimeChosen(tuesday));
  await flush();
  store.dispatch(enrolConfirmed());
  await flush();
  expect(api.enrol).not.toHaveBeenCalled();
  expect(visited).toEqual(['/app/login']);
  const back = store.getState().auth.returnTo!;
  expect(back).toBe('/app/pay_for_booking?course=1&teacher=2&from=2031-05-10&weekday=2&time=18%3A00&from_booking=41');
  // logged in, the login's return opens the page with the whole choice: the terms are asked for again
  const again = onCoursePage(undefined, loggedIn, back.slice(back.indexOf('?')));
  await flush();
  expect(again.api.weeklyTimes).toHaveBeenCalledWith(1, '2031-05-10');
  expect(again.enrol()).toMatchObject({ step: 'confirm', terms, time: tuesday, fromBookingId: 41 });
});

test("the time was taken meanwhile: the server's refusal is kept and she can choose again", async () => {
  const api = fakeEnrolApi({ enrol: jest.fn(async () => Promise.reject(new ApiError(409, WEEKLY_TIME_TAKEN))) });
  const { store, enrol, wentTo } = onCoursePage(api);
  await flush();
  store.dispatch(courseChosen(1));
  await flush();
  store.dispatch(weeklyTimeChosen(tuesday));
  await flush();
  store.dispatch(enrolConfirmed());
  await flush();
  expect(wentTo).toEqual([]);
  expect(enrol()).toMatchObject({ pay: 'failed', error: WEEKLY_TIME_TAKEN });
  store.dispatch(choiceReopened());
  expect(enrol()).toMatchObject({ step: 'choose', pay: 'idle' });
});

test('my page: her courses load; "Pay" on the failed June goes to its checkout', async () => {
  const api = fakeEnrolApi();
  const { store, wentTo } = startStore({ path: '/app/my_page' }, loggedIn);
  store.startFeature('enrol', enrolSagas, api);
  store.dispatch(myCoursesOpened({ pay: null }));
  await flush();
  expect(selectEnrol(store.getState())).toMatchObject({ mineStatus: 'ready', mine: [enrolment] });
  expect(api.payMonth).not.toHaveBeenCalled();
  store.dispatch(monthPayRequested({ id: 7, month: '2031-06' }));
  await flush();
  expect(api.payMonth).toHaveBeenCalledWith(7, '2031-06');
  expect(wentTo).toEqual(['http://site/api/test-tuition/tts_2']);
});

test("the failed month's email link (?pay=7:2031-06) goes straight to paying it; a refusal is said on my page", async () => {
  const api = fakeEnrolApi({ payMonth: jest.fn(async () => Promise.reject(new ApiError(409, 'This month is not due.'))) });
  const { store, wentTo } = startStore({ path: '/app/my_page' }, loggedIn);
  store.startFeature('enrol', enrolSagas, api);
  store.dispatch(myCoursesOpened({ pay: { id: 7, month: '2031-06' } }));
  await flush();
  expect(api.payMonth).toHaveBeenCalledWith(7, '2031-06');
  expect(wentTo).toEqual([]);
  expect(selectEnrol(store.getState())).toMatchObject({ payingMonth: null, mineError: 'This month is not due.' });
});
