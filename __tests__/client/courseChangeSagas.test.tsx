/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act } from '@testing-library/react';
import { ApiError } from '../../src/client/api/client';
import {
  changeCourseChosen,
  changeTimeChosen,
  courseChangeConfirmed,
  courseChangeOpened,
  selectCourseChange,
} from '../../src/client/features/enrol/courseChangeSlice';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { WEEKLY_TIME_TAKEN } from '../../src/shared/enrolment';
import { flush, loggedIn } from './bookingFixtures';
import { fakeEnrolApi, friday, terms } from './enrolFixtures';
import { renderWithProviders } from './renderWithProviders';

// My page's change of course or weekly time (issue 41 point 7) on the real store with the enrolment calls faked:
// the first day from the server, the course's weekly times from that day, the confirmation screen's terms, a taken
// time refused in the server's words, then the change sent once and my courses reloaded.

test('she changes to Friday from August: times from the first day, terms before confirming, a taken time refused, then done', async () => {
  const api = fakeEnrolApi({
    changeCourse: jest.fn().mockRejectedValueOnce(new ApiError(409, WEEKLY_TIME_TAKEN)).mockResolvedValue({}),
  });
  const { store } = renderWithProviders(<div />, {
    path: '/app/my_page',
    preloadedState: loggedIn,
    beforeRender: (s) => s.startFeature('enrol', enrolSagas, api),
  });
  const state = () => selectCourseChange(store.getState());
  await act(async () => store.dispatch(courseChangeOpened({ id: 7 })));
  await act(flush);
  expect(state()).toMatchObject({ id: 7, options: { from: '2031-08-01' }, status: 'ready' });
  await act(async () => store.dispatch(changeCourseChosen(4)));
  await act(flush);
  expect(api.weeklyTimes).toHaveBeenLastCalledWith(4, '2031-08-01');
  const choice = { course_id: 4, teacher_id: friday.teacher_id, weekday: friday.weekday, start: friday.start };
  await act(async () => store.dispatch(changeTimeChosen(choice)));
  await act(flush);
  expect(api.changeQuote).toHaveBeenLastCalledWith(7, choice);
  expect(state().terms).toEqual(terms);
  expect(api.changeCourse).not.toHaveBeenCalled(); // nothing sent before she confirms

  await act(async () => store.dispatch(courseChangeConfirmed()));
  await act(flush);
  expect(state()).toMatchObject({ error: WEEKLY_TIME_TAKEN, status: 'ready', terms });
  const reloads = (api.myEnrolments as jest.Mock).mock.calls.length;
  await act(async () => {
    store.dispatch(courseChangeConfirmed());
    store.dispatch(courseChangeConfirmed());
  });
  await act(flush);
  expect(api.changeCourse).toHaveBeenCalledTimes(2);
  expect(api.changeCourse).toHaveBeenLastCalledWith(7, choice);
  expect(state()).toMatchObject({ id: null, done: 7 });
  expect((api.myEnrolments as jest.Mock).mock.calls.length).toBe(reloads + 1);
});
