/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { MyCourses } from '../../src/client/features/enrol/MyCourses';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { selectEnrolmentChanges } from '../../src/client/features/enrol/enrolmentChangesSlice';
import { PAUSE_TOO_LATE } from '../../src/shared/pauseWords';
import { flush, loggedIn } from './bookingFixtures';
import { enrolment, fakeEnrolApi } from './enrolFixtures';
import { renderWithProviders } from './renderWithProviders';

// My page's pause and withdrawal (issue 41) on the real store with the enrolment calls faked: the pause's months as
// the school allows them, a refusal in her words, the withdrawal's facts listed before she confirms, my courses
// reloaded after each.

function onMyPage(api = fakeEnrolApi()) {
  const view = renderWithProviders(<MyCourses />, {
    path: '/app/my_page',
    preloadedState: loggedIn,
    beforeRender: (store) => store.startFeature('enrol', enrolSagas, api),
  });
  return { ...view, api };
}

test('she asks for a pause of July and August 2031; refused first (too late), then booked, and her courses reload', async () => {
  const paused = { ...enrolment, pauses: [{ first_month: '2031-07', months: 2, fee_yen: 0 }] };
  const api = fakeEnrolApi({
    pause: jest.fn().mockRejectedValueOnce(new ApiError(409, PAUSE_TOO_LATE)).mockResolvedValueOnce(paused),
  });
  const view = onMyPage(api);
  await act(flush);
  const course = screen.getByRole('article', { name: 'Beginner Japanese' });
  await userEvent.click(within(course).getByRole('button', { name: 'Pause (休会)' }));
  await act(flush);
  const form = within(course).getByRole('form', { name: 'Pause your lessons' });
  expect(form).toHaveTextContent('must be asked by day 15 of the month before');
  await userEvent.click(within(form).getByRole('combobox', { name: 'For' }));
  await userEvent.click(screen.getByRole('option', { name: '2 month(s)' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Ask for this pause' }));
  await act(flush);
  expect(api.pause).toHaveBeenLastCalledWith(7, { first_month: '2031-07', months: 2 });
  expect(within(course).getByRole('alert')).toHaveTextContent(PAUSE_TOO_LATE);
  (api.myEnrolments as jest.Mock).mockResolvedValue([paused]);
  await userEvent.click(within(form).getByRole('button', { name: 'Ask for this pause' }));
  await act(flush);
  expect(api.pause).toHaveBeenCalledTimes(2);
  expect(api.myEnrolments).toHaveBeenCalledTimes(2);
  const after = screen.getByRole('article', { name: 'Beginner Japanese' });
  expect(after).toHaveTextContent('Paused from July 2031 to August 2031');
  expect(within(after).getByRole('status')).toHaveTextContent('Your pause is booked');
  expect(selectEnrolmentChanges(view.store.getState())).toMatchObject({ open: null, done: { id: 7, kind: 'pause' } });
});

test('before she withdraws, the last day, the lessons canceled and the months no longer charged are listed; she confirms once', async () => {
  const api = fakeEnrolApi();
  onMyPage(api);
  await act(flush);
  const course = screen.getByRole('article', { name: 'Beginner Japanese' });
  await userEvent.click(within(course).getByRole('button', { name: 'Withdraw (退会)' }));
  await act(flush);
  expect(api.withdraw).not.toHaveBeenCalled();
  const facts = within(course).getByRole('region', { name: 'Withdraw from this course' });
  expect(facts).toHaveTextContent('your enrolment ends on Mon, 30 Jun 2031');
  expect(facts).toHaveTextContent('Lessons canceledTue, 1 Jul 2031');
  expect(facts).toHaveTextContent('Months no longer chargedJuly 2031');
  expect(facts).toHaveTextContent('Lesson credits that will expireNone');
  const confirm = within(facts).getByRole('button', { name: /Confirm: withdraw/ });
  await userEvent.click(confirm);
  await act(flush);
  expect(api.withdraw).toHaveBeenCalledTimes(1);
  expect(api.withdraw).toHaveBeenCalledWith(7);
  expect(screen.getByRole('status')).toHaveTextContent('Your withdrawal is confirmed');
});
