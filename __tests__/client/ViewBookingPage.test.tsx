/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Api } from '../../src/client/api/api';
import { ApiError } from '../../src/client/api/client';
import { ViewBookingPage } from '../../src/client/features/booking/pages/ViewBookingPage';
import { languageSelected } from '../../src/client/features/ui/uiSlice';
import { BOOKING_DATA_ID } from '../../src/shared/bookingData';
import { CASH_CANCEL_REFUND } from '../../src/shared/cancelTexts';
import { detail, flush } from './bookingFixtures';
import { renderWithProviders } from './renderWithProviders';
import { fakeApi } from './testStore';

async function renderView(overrides: Partial<Api>, confirmAnswer = true) {
  const view = renderWithProviders(<ViewBookingPage />, {
    path: '/view-booking/REF12345abc/7',
    route: '/view-booking/:referenceId/:bookingId',
    api: fakeApi(overrides),
    confirmAnswer,
  });
  await act(flush);
  return view;
}

test('the link shows the booking, its receipt link, and Cancel; canceling asks first, then Booking canceled!', async () => {
  const user = userEvent.setup();
  const withReceipt = { ...detail, stripe_receipt_url: 'https://pay.example/receipt/1' };
  const viewBooking = jest
    .fn()
    .mockResolvedValueOnce(withReceipt)
    .mockResolvedValueOnce({ ...withReceipt, status: 'Canceled' });
  const cancelBooking = jest.fn(async () => null);
  const { prompts } = await renderView({ viewBooking, cancelBooking });
  expect(viewBooking).toHaveBeenCalledWith('REF12345abc', '7');
  // the heading names the booking by its short code; the long reference stays in the link only
  expect(screen.getByRole('heading', { level: 1, name: 'Booking GT-4K29' })).toBeInTheDocument();
  expect(screen.queryByText('REF12345abc')).not.toBeInTheDocument();
  for (const text of ['Thu, 1 May 2031', '¥6,000', '¥545', 'Confirmed']) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByText(/^10:00-12:00 Japan time\b/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', 'https://pay.example/receipt/1');

  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  await act(flush);
  expect(prompts).toEqual(['Are you sure you want to cancel this booking?']);
  expect(cancelBooking).toHaveBeenCalledWith('7');
  expect(screen.getByRole('alert')).toHaveTextContent('Booking canceled!');
  expect(screen.getByText('Canceled')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
});

test('no Cancel for a booking that is not Confirmed or not after today, and no receipt link without a url', async () => {
  await renderView({ viewBooking: async () => ({ ...detail, booking_date: '2020-01-01' }) });
  expect(screen.getByText('Wed, 1 Jan 2020')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'View receipt' })).toBeNull();
});

test("Stripe's receipt is the receipt link, and the school's receipt page is offered beside it", async () => {
  const stripe = 'https://pay.stripe.com/receipts/1';
  const ours = 'http://localhost:3000/api/public/receipts/REF12345abc/7';
  await renderView({ viewBooking: async () => ({ ...detail, stripe_receipt_url: stripe, invoice_url: ours }) });
  expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', stripe);
  expect(screen.getByRole('link', { name: 'Printable receipt (領収書)' })).toHaveAttribute('href', ours);
});

test('when the receipt link is already the school receipt page, it is shown once', async () => {
  const ours = 'http://localhost:3000/api/public/receipts/REF12345abc/7';
  await renderView({ viewBooking: async () => ({ ...detail, stripe_receipt_url: ours, invoice_url: ours }) });
  expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', ours);
  expect(screen.queryByRole('link', { name: 'Printable receipt (領収書)' })).toBeNull();
});

test('wrong ids: Booking not found.', async () => {
  await renderView({ viewBooking: () => Promise.reject(new ApiError(404, 'Not found')) });
  expect(screen.getByRole('alert')).toHaveTextContent('Booking not found.');
});

test('a Confirmed booking offers "Add to calendar": the .ics download and Google Calendar', async () => {
  await renderView({ viewBooking: async () => detail });
  const area = screen.getByRole('region', { name: 'Add to calendar' });
  expect(within(area).getByRole('link', { name: 'Download calendar file (.ics)' })).toHaveAttribute(
    'href',
    '/api/public/view-booking/REF12345abc/7/calendar.ics',
  );
  const google = new URL(within(area).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
  expect(google.host).toBe('calendar.google.com');
  expect(google.searchParams.get('dates')).toBe('20310501T010000Z/20310501T030000Z'); // 10:00-12:00 in Tokyo, in UTC
  expect(google.searchParams.get('details')).toContain('/view-booking/REF12345abc/7');
});

test('no "Add to calendar" for a canceled booking', async () => {
  await renderView({ viewBooking: async () => ({ ...detail, status: 'Canceled' }) });
  expect(screen.getByText('Canceled')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Add to calendar' })).toBeNull();
});

test('before canceling a booking paid in cash, the page says it is refunded at the desk, in the visitor language', async () => {
  const cash = { ...detail, payment_method: 'cash' as const };
  const view = await renderView({ viewBooking: async () => cash });
  expect(screen.getByText(/refunded in cash at the school's front desk, not to a card/)).toBeInTheDocument();
  act(() => view.store.dispatch(languageSelected('ja')));
  expect(screen.getByText(/スクールの受付にて現金でご返金いたします/)).toHaveAttribute('lang', 'ja');
  for (const language of ['zh-CN', 'zh-TW'] as const) {
    act(() => view.store.dispatch(languageSelected(language)));
    expect(screen.getByText(CASH_CANCEL_REFUND[language])).toHaveAttribute('lang', language);
  }
});

test('a card booking says nothing of cash', async () => {
  await renderView({ viewBooking: async () => ({ ...detail, payment_method: 'card' as const }) });
  expect(screen.queryByText(/in cash/)).toBeNull();
});

test('the booking names its teacher; a school without teachers shows no teacher line', async () => {
  const first = await renderView({ viewBooking: async () => ({ ...detail, teacher_name: 'Mei Tanaka' }) });
  expect(screen.getByText('Teacher').nextElementSibling).toHaveTextContent('Mei Tanaka');
  first.unmount();
  await renderView({ viewBooking: async () => detail });
  expect(screen.getByText('Thu, 1 May 2031')).toBeInTheDocument();
  expect(screen.queryByText('Teacher')).toBeNull();
});

test("a trial with a teacher offers 'Continue with this teacher': the course page with that teacher and this trial", async () => {
  await renderView({ viewBooking: async () => ({ ...detail, teacher_id: 2, teacher_name: 'Sato Yui' }) });
  expect(screen.getByRole('link', { name: 'Continue with this teacher' })).toHaveAttribute(
    'href',
    '/app/pay_for_booking?teacher=2&from_booking=7',
  );
});

test('no teacher (or not confirmed): nothing to continue with', async () => {
  await renderView({ viewBooking: async () => ({ ...detail, teacher_id: null }) });
  expect(screen.queryByRole('link', { name: 'Continue with this teacher' })).toBeNull();
  cleanup();
  await renderView({ viewBooking: async () => ({ ...detail, teacher_id: 2, teacher_name: 'Sato Yui', status: 'Canceled' as const }) });
  expect(screen.queryByRole('link', { name: 'Continue with this teacher' })).toBeNull();
});

test("the link's page came with the booking (its data block): the booking and its refund line show without a call", async () => {
  const block = Object.assign(document.createElement('script'), { type: 'application/json', id: BOOKING_DATA_ID });
  block.textContent = JSON.stringify({ reference_id: 'REF12345abc', booking_id: 7, detail: { ...detail, payment_method: 'card' } });
  document.body.append(block);
  const viewBooking = jest.fn(async () => detail);
  await renderView({ viewBooking });
  expect(viewBooking).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { level: 1, name: 'Booking GT-4K29' })).toBeInTheDocument();
  expect(screen.getByText('If you cancel, ¥6,000 is refunded to the card you paid with.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
});
