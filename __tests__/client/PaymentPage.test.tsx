/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Api } from '../../src/client/api/api';
import { ApiError } from '../../src/client/api/client';
import { bookingConfirmed, teachersLoaded } from '../../src/client/features/booking/bookingSlice';
import { PaymentPage } from '../../src/client/features/booking/pages/PaymentPage';
import type { PaymentResult } from '../../src/shared/booking';
import { deferred, flush, summary } from './bookingFixtures';
import { renderWithProviders } from './renderWithProviders';
import { teachers } from './teacherFixtures';
import { fakeApi } from './testStore';

/** The payment page as it is after the booking page's confirm call succeeded. */
function renderConfirmed(overrides: Partial<Api>) {
  const view = renderWithProviders(<PaymentPage />, { path: '/app/payment', api: fakeApi(overrides) });
  act(() => void view.store.dispatch(bookingConfirmed(summary)));
  return view;
}

test('without booking state: Invalid Access with a link to the booking page', () => {
  renderWithProviders(<PaymentPage />, { path: '/app/payment' });
  expect(screen.getByRole('heading', { level: 1, name: 'Invalid Access' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /booking/i })).toHaveAttribute('href', '/app/booking');
  expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
});

test('the summary: date, time range, name, email, total in yen, tax rate and sales tax', () => {
  renderConfirmed({});
  expect(screen.getByRole('heading', { level: 1, name: 'Confirm and pay' })).toBeInTheDocument();
  for (const text of ['Thu, 1 May 2031', 'Guest Kim', 'kim@example.com', '¥6,000', '10%', '¥545']) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByText(/^10:00-12:00 Japan time\b/)).toBeInTheDocument(); // whose time it is
  expect(screen.getByRole('link', { name: /booking/i })).toHaveAttribute('href', '/app/booking');
});

test('as the final confirmation (2022 Act revision): when payment is taken and the cancellation terms, before the pay button', () => {
  renderConfirmed({});
  const terms = screen.getByRole('region', { name: 'Payment and cancellation' });
  for (const text of [
    'Your card is charged immediately when you complete the payment there, and the booking is confirmed at that moment.',
    'You can cancel until the day before the class (Japan time) from the page of your booking (linked in your confirmation email).',
    'A paid booking that you cancel is refunded in full to the card you paid with.',
    'The booking can no longer be canceled.',
  ]) {
    expect(within(terms).getByText(text, { exact: false })).toBeInTheDocument();
  }
  expect(within(terms).getByText('On the day of the class')).toBeInTheDocument();
  const pay = screen.getByRole('button', { name: 'Pay by card' });
  expect(terms.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('the pay button is disabled with a spinner while the call runs, then the browser goes to the checkout', async () => {
  const user = userEvent.setup();
  const pending = deferred<PaymentResult>();
  const requestPayment = jest.fn(() => pending.promise);
  const { wentTo } = renderConfirmed({ requestPayment });
  const pay = screen.getByRole('button', { name: 'Pay by card' });
  expect(pay).toBeEnabled();
  await user.click(pay);
  expect(pay).toBeDisabled();
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  await act(async () => {
    pending.resolve({ status: 'ok', session: { url: 'https://pay.example/s/1' } });
    await flush();
  });
  expect(requestPayment).toHaveBeenCalledTimes(1);
  expect(wentTo).toEqual(['https://pay.example/s/1']);
});

test('a taken timeslot (409) shows the server detail and the button works again', async () => {
  const user = userEvent.setup();
  const detail = 'Some of the chosen timeslots were just taken. Please choose again.';
  renderConfirmed({ requestPayment: () => Promise.reject(new ApiError(409, detail)) });
  await user.click(screen.getByRole('button', { name: 'Pay by card' }));
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent(detail);
  expect(screen.getByRole('button', { name: 'Pay by card' })).toBeEnabled();
});

describe('the teacher line', () => {
  const withTeachers = (confirmed: typeof summary) => {
    const view = renderWithProviders(<PaymentPage />, { path: '/app/payment' });
    act(() => {
      view.store.dispatch(teachersLoaded(teachers));
      view.store.dispatch(bookingConfirmed(confirmed));
    });
    return view;
  };
  const teacherLine = () => screen.getByText('Teacher').nextElementSibling;

  test('a chosen teacher is named', () => {
    withTeachers({ ...summary, teacher_name: 'Mei Tanaka' });
    expect(teacherLine()).toHaveTextContent('Mei Tanaka');
  });

  test('"Any teacher": assigned when the visitor pays', () => {
    withTeachers({ ...summary, teacher_name: null });
    expect(teacherLine()).toHaveTextContent('Any teacher: assigned when you pay');
  });

  test('a school without teachers shows no teacher line', () => {
    renderConfirmed({});
    expect(screen.queryByText('Teacher')).toBeNull();
    expect(screen.queryByText(/assigned when you pay/)).toBeNull();
  });
});
