/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { MyCourses } from '../../src/client/features/enrol/MyCourses';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { CARD_NOT_CHANGEABLE } from '../../src/shared/enrolment';
import { flush, loggedIn } from './bookingFixtures';
import { enrolment, fakeEnrolApi } from './enrolFixtures';
import { renderWithProviders } from './renderWithProviders';

// My page, issue 40 point 5: a paid month links its receipt (a month not paid has none), and a card enrolment's card
// is changed on the provider's page, after which my page says so.

const RECEIPT = 'http://site/api/public/tuition-receipts/0b5c4c8e-2f7e-4f0a-9a43-3d1d1f0c2a11';
const withReceipt = {
  ...enrolment,
  tuition: [
    { ...enrolment.tuition[0], receipt_url: RECEIPT },
    { ...enrolment.tuition[1], receipt_url: null },
  ],
};

function open(path: string, api = fakeEnrolApi({ myEnrolments: jest.fn(async () => [withReceipt]) })) {
  const view = renderWithProviders(<MyCourses />, {
    path,
    preloadedState: loggedIn,
    beforeRender: (store) => store.startFeature('enrol', enrolSagas, api),
  });
  return { view, api };
}

test('the paid month links its receipt; "Change the card" goes to the card page', async () => {
  const { view, api } = open('/app/my_page');
  await act(flush);
  const course = screen.getByRole('article', { name: 'Beginner Japanese' });
  const may = within(course).getByRole('row', { name: /May 2031/ });
  expect(within(may).getByRole('link', { name: 'Receipt for May 2031' })).toHaveAttribute('href', RECEIPT);
  expect(within(within(course).getByRole('row', { name: /June 2031/ })).queryByRole('link')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(within(course).getByRole('button', { name: 'Change the card' }));
  await act(flush);
  expect(api.changeCard).toHaveBeenCalledWith(7);
  expect(view.wentTo).toEqual(['http://site/api/test-tuition/tts_3']);
});

test('back from the card page my page says the card was changed; a refusal is said in words', async () => {
  const refused = fakeEnrolApi({
    myEnrolments: jest.fn(async () => [withReceipt]),
    changeCard: jest.fn(() => Promise.reject(new ApiError(409, CARD_NOT_CHANGEABLE))),
  });
  const { view } = open('/app/my_page?card=changed', refused);
  await act(flush);
  expect(screen.getByText(/Your card was changed/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Change the card' }));
  await act(flush);
  expect(view.wentTo).toEqual([]);
  expect(screen.getByText(CARD_NOT_CHANGEABLE)).toBeInTheDocument();
});

test('a desk enrolment paid at the school has no card to change', async () => {
  open('/app/my_page', fakeEnrolApi({ myEnrolments: jest.fn(async () => [{ ...withReceipt, billing: 'school' as const }]) }));
  await act(flush);
  expect(screen.queryByRole('button', { name: 'Change the card' })).toBeNull();
});
