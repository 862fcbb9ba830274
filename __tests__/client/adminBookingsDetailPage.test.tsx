/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { BookingDetailPage } from '../../src/client/features/admin/pages/BookingDetailPage';
import { flush, kim, kimRefunded } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi } from './adminTestStore';

jest.setTimeout(60_000);

const openBooking = (over: Partial<AdminApi>) =>
  renderConsolePage(<BookingDetailPage />, {
    adminApi: fakeAdminApi(over),
    path: '/admin/bookings/7',
    route: '/admin/bookings/:bookingId',
  });

test('the page shows what the visitor gave, the class, the payment and its ids, the emails and the history', async () => {
  await openBooking({ getBooking: async () => kim });
  expect(screen.getByRole('heading', { level: 1, name: 'Booking #7' })).toBeInTheDocument();
  const customer = screen.getByRole('region', { name: 'Customer' });
  for (const text of ['Guest Kim', 'kim@example.com', '+81 90-1234-5678', 'English (en)', 'Europe/Berlin']) {
    expect(within(customer).getByText(text)).toBeInTheDocument();
  }
  const klass = screen.getByRole('region', { name: 'Class' });
  expect(within(klass).getByText('Thursday 1 May 2031 (2031-05-01)')).toBeInTheDocument();
  expect(within(klass).getByText('10:00-12:00 Japan time')).toBeInTheDocument();
  const payment = screen.getByRole('region', { name: 'Payment' });
  for (const text of ['¥6,000', '¥545', 'stripe', 'cs_test_123', 'pi_test_456'])
    expect(within(payment).getByText(text)).toBeInTheDocument();
  expect(within(payment).getByText('Sales tax (10%)')).toBeInTheDocument();
  expect(within(payment).getByRole('link', { name: 'Open the receipt' })).toHaveAttribute('href', 'https://pay.example/receipt/1');
  const emails = screen.getByRole('region', { name: 'Emails sent' });
  expect(within(emails).getByText('Your booking is confirmed')).toBeInTheDocument();
  expect(within(emails).getByText(/To kim@example.com · Sent/)).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'History' });
  expect(within(history).getByText('Booking paid')).toBeInTheDocument();
  expect(within(history).getByText('status: Pending → Confirmed')).toBeInTheDocument();
  // No link to the customer's own booking page (their cancel link), no reference anywhere
  expect(screen.queryByRole('link', { name: "The visitor's booking page" })).toBeNull();
  expect(document.body.textContent).not.toMatch(/view-booking|REF/);
  // a future class: no attendance yet
  expect(screen.queryByRole('button', { name: 'Attended' })).toBeNull();
});

test('a partial refund: 0 and the full amount are refused in the dialog, half is refunded and the answer shown', async () => {
  const user = userEvent.setup();
  const getBooking = jest.fn().mockResolvedValueOnce(kim).mockResolvedValueOnce(kimRefunded);
  const cancelBooking = jest.fn(async () => ({ detail: 'Booking canceled; ¥3,000 refunded to the card.', booking_id: 7 }));
  await openBooking({ getBooking, cancelBooking });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel booking #7?' });
  expect(within(dialog).getByRole('radio', { name: 'Full refund (¥6,000)' })).toBeChecked();
  expect(dialog).toHaveTextContent('¥6,000, all of it, will be refunded');
  await user.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
  const amount = within(dialog).getByRole('textbox', { name: 'Refund amount in yen' });

  await user.type(amount, '0');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund part' }));
  expect(within(dialog).getByText('The amount must be more than ¥0.')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '6000');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund part' }));
  expect(within(dialog).getByText(/A partial refund is less than the total \(¥6,000\)/)).toBeInTheDocument();
  expect(cancelBooking).not.toHaveBeenCalled();

  await user.clear(amount);
  await user.type(amount, '3000');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Half, as agreed');
  expect(dialog).toHaveTextContent('¥3,000 of ¥6,000 will be refunded.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund ¥3,000' }));
  await act(flush);
  // The cancel says what the clerk decided on, as the page showed it
  expect(cancelBooking).toHaveBeenCalledWith('7', {
    decided_on: { status: 'Confirmed', paid_yen: 6000 },
    refund: 'partial',
    amount: 3000,
    reason: 'Half, as agreed',
  });
  // (the dialog's closing transition hides the page from the accessibility tree for a moment)
  expect(await screen.findByRole('status')).toHaveTextContent('Booking canceled; ¥3,000 refunded to the card.');
  expect(within(screen.getByRole('region', { name: 'Payment' })).getByText(/¥3,000 refunded/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
});

test('a refund someone else already made (409) is shown as a warning with the booking as it is now', async () => {
  const user = userEvent.setup();
  const getBooking = jest.fn().mockResolvedValueOnce(kim).mockResolvedValueOnce(kimRefunded);
  const cancelBooking = () => Promise.reject(new ApiError(409, 'This booking was already canceled.'));
  await openBooking({ getBooking, cancelBooking });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel and refund ¥6,000' }));
  await act(flush);
  expect(await screen.findByRole('alert')).toHaveTextContent('This booking was already canceled.');
  expect(screen.getAllByText('Canceled').length).toBeGreaterThan(0);
});

test('an unpaid (Pending) booking can only be canceled without a refund, decided on "Pending, nothing paid"', async () => {
  const user = userEvent.setup();
  const detail = 'This booking changed after you opened it: it is now Confirmed, with ¥6,000 paid.';
  const cancelBooking = jest.fn(() => Promise.reject(new ApiError(409, detail)));
  const pending = { ...kim, status: 'Pending' as const, paid_at: null, payment_ref: null, paid_yen: 0 };
  await openBooking({ getBooking: jest.fn().mockResolvedValueOnce(pending).mockResolvedValueOnce(kim), cancelBooking });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('radio', { name: 'No refund' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: 'Full refund (¥6,000)' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel without refund' }));
  await act(flush);
  expect(cancelBooking).toHaveBeenCalledWith('7', { decided_on: { status: 'Pending', paid_yen: 0 }, refund: 'none' });
  // paid meanwhile: the server's 409 is shown and the booking reloaded as it is now (paid, still cancellable with a refund)
  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
});

test("a class that has taken place is marked attended; the server's refusal is shown", async () => {
  const user = userEvent.setup();
  const past = { ...kim, booking_date: '2026-01-10' };
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce(past)
    .mockResolvedValueOnce({ ...past, attendance: 'attended' });
  const setAttendance = jest
    .fn()
    .mockResolvedValueOnce({ detail: 'Marked as attended.', booking_id: 7 })
    .mockRejectedValueOnce(new ApiError(409, 'This booking was canceled meanwhile.'));
  await openBooking({ getBooking, setAttendance });
  expect(screen.getByRole('group', { name: 'Attendance: Not marked' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Attended' }));
  await act(flush);
  expect(setAttendance).toHaveBeenCalledWith('7', { attendance: 'attended' });
  expect(screen.getByRole('status')).toHaveTextContent('Marked as attended.');
  await user.click(screen.getByRole('button', { name: 'Clear attendance' }));
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent('This booking was canceled meanwhile.');
});

test("resend the customer's link: asked first, emailed by the server, the answer shown and the booking reloaded", async () => {
  const user = userEvent.setup();
  const getBooking = jest.fn(async () => kim);
  const resendCustomerLink = jest
    .fn()
    .mockResolvedValueOnce({ detail: 'The booking link was emailed to kim@example.com.', booking_id: 7 })
    .mockRejectedValueOnce(new ApiError(409, 'This booking is not paid yet, so it has no booking page to send.'));
  await openBooking({ getBooking, resendCustomerLink });
  const button = screen.getByRole('button', { name: "Resend the customer's link" });
  await user.click(button);
  await act(flush);
  expect(resendCustomerLink).toHaveBeenCalledWith('7');
  expect(screen.getByRole('status')).toHaveTextContent('The booking link was emailed to kim@example.com.');
  expect(getBooking).toHaveBeenCalledTimes(2); // the email and the history entry show
  await user.click(button);
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent('This booking is not paid yet, so it has no booking page to send.');
});

test("resend the customer's link: nothing is sent when staff say no to the confirmation", async () => {
  const user = userEvent.setup();
  const resendCustomerLink = jest.fn();
  renderConsolePage(<BookingDetailPage />, {
    adminApi: fakeAdminApi({ getBooking: async () => kim, resendCustomerLink }),
    path: '/admin/bookings/7',
    route: '/admin/bookings/:bookingId',
    confirmAnswer: false,
  });
  await user.click(await screen.findByRole('button', { name: "Resend the customer's link" }));
  await act(flush);
  expect(resendCustomerLink).not.toHaveBeenCalled();
});

test('a cash booking has a printable receipt, a cash refund owed is "owed" with its action, its cancel says cash', async () => {
  const user = userEvent.setup();
  const cash = { ...kim, provider: 'cash', checkout_session_id: null, payment_ref: null, receipt_url: null };
  const owed = { ...cash, status: 'Canceled' as const, paid_yen: 0, refund_amount: 6000, refund_requested_at: '2031-04-21T01:00:00Z' };
  const markCashRefunded = jest.fn(async () => ({ detail: '¥6,000 is recorded as paid back in cash at the desk.', booking_id: 7 }));
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce(owed)
    .mockResolvedValueOnce({ ...owed, refunded_at: '2031-04-22T01:00:00Z' });
  await openBooking({ getBooking, markCashRefunded });
  const payment = screen.getByRole('region', { name: 'Payment' });
  expect(within(payment).getByRole('link', { name: 'Printable receipt (領収書)' })).toHaveAttribute(
    'href',
    '/api/admin/bookings/7/receipt',
  );
  expect(within(payment).getByText('¥6,000 owed: to be paid back in cash at the desk')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark the cash refund as paid back' }));
  await act(flush);
  expect(markCashRefunded).toHaveBeenCalledWith('7');
  expect(screen.getByRole('status')).toHaveTextContent('¥6,000 is recorded as paid back in cash at the desk.');
  expect(within(screen.getByRole('region', { name: 'Payment' })).getByText(/¥6,000 paid back in cash/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark the cash refund as paid back' })).toBeNull();
});

test('the cancel dialog of a cash booking promises the refund in cash at the desk, not to a card', async () => {
  const user = userEvent.setup();
  await openBooking({ getBooking: async () => ({ ...kim, provider: 'cash', payment_ref: null, receipt_url: null }) });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent("¥6,000, all of it, will be paid back in cash at the school's desk.");
  expect(dialog).not.toHaveTextContent('card');
});
