/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyCourses } from '../../src/client/features/enrol/MyCourses';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { flush, loggedIn } from './bookingFixtures';
import { enrolment, fakeEnrolApi } from './enrolFixtures';
import { renderWithProviders } from './renderWithProviders';

// My page's "My courses": the enrolment's course, teacher and weekly time, its next lessons (Japan time), each month's
// tuition with "Pay" on a failed month, and the terms as confirmed.

test('her course, its next lessons and months; "Pay June 2031" on the failed month goes to its checkout', async () => {
  const api = fakeEnrolApi({ myEnrolments: jest.fn(async () => [{ ...enrolment, tuition: [...enrolment.tuition] }]) });
  const view = renderWithProviders(<MyCourses />, {
    path: '/app/my_page',
    preloadedState: loggedIn,
    beforeRender: (store) => store.startFeature('enrol', enrolSagas, api),
  });
  await act(flush);
  const course = screen.getByRole('article', { name: 'Beginner Japanese' });
  expect(course).toHaveTextContent('EN-4Q7K2M');
  expect(course).toHaveTextContent('Tuesdays 18:00–19:00 (Japan time)');
  expect(
    within(course)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Tue, 13 May 2031 18:00–19:00',
    'Tue, 20 May 2031 18:00–19:00',
    'Tue, 27 May 2031 18:00–19:00',
    'Tue, 3 Jun 2031 18:00–19:00',
  ]);
  const may = within(course).getByRole('row', { name: /May 2031/ });
  expect(may).toHaveTextContent('¥14,500');
  expect(may).toHaveTextContent('Paid');
  expect(within(may).queryByRole('button')).toBeNull();
  const june = within(course).getByRole('row', { name: /June 2031/ });
  expect(june).toHaveTextContent('Payment failed');
  await userEvent.click(within(june).getByRole('button', { name: 'Pay June 2031' }));
  await act(flush);
  expect(api.payMonth).toHaveBeenCalledWith(7, '2031-06');
  expect(view.wentTo).toEqual(['http://site/api/test-tuition/tts_2']);
  expect(within(course).getByText('The terms you confirmed')).toBeInTheDocument();
});

test("the failed month's link opened logged out: logging in comes back to it", async () => {
  const { MyPage } = await import('../../src/client/features/mypage/pages/MyPage');
  const view = renderWithProviders(<MyPage />, { path: '/app/my_page?pay=7:2031-06' });
  await act(flush);
  expect(view.store.getState().auth.returnTo).toBe('/app/my_page?pay=7:2031-06');
});
