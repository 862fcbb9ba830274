/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityPage } from '../../src/client/features/admin/staff/pages/ActivityPage';
import { BookingDetailPage } from '../../src/client/features/admin/bookings/pages/BookingDetailPage';
import { NewBookingPage } from '../../src/client/features/admin/bookings/pages/NewBookingPage';
import type { AdminBookingDetail } from '../../src/shared/admin/bookings';
import { dayView, flush, kim } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';

jest.setTimeout(60_000);

const openBooking = (booking: AdminBookingDetail, over: Parameters<typeof fakeAdminApi>[0] = {}) =>
  renderConsolePage(<BookingDetailPage />, {
    adminApi: fakeAdminApi({ getBooking: async () => booking, ...over }),
    path: '/admin/bookings/7',
    route: '/admin/bookings/:bookingId',
    user: STAFF_USER,
  });

test('a walk-in without email: the emails are there but disabled, and say why', async () => {
  await openBooking({ ...kim, user_email: null, source: 'desk', provider: 'cash' });
  const section = screen.getByRole('region', { name: 'Emails to the customer' });
  for (const name of ['Resend confirmation', 'Email the customer']) {
    const button = within(section).getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/No email was given for this booking/);
  }
  expect(within(section).queryByRole('button', { name: 'Resend payment link' })).toBeNull();
});

test('Email the customer: the dialog says where it goes, and the outcome is shown', async () => {
  const emailCustomer = jest.fn(async () => ({ detail: 'sent', booking_id: 7 }));
  await openBooking({ ...kim, language: 'ja' }, { emailCustomer });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Email the customer' }));
  const dialog = screen.getByRole('dialog', { name: 'Email the customer' });
  expect(dialog).toHaveTextContent('Your message goes to Guest Kim at kim@example.com, with a greeting');
  expect(dialog).toHaveTextContent('in Japanese');
  await user.type(within(dialog).getByLabelText(/^Subject/), 'Tomorrow');
  await user.click(within(dialog).getByLabelText(/^Message/));
  await user.paste('See you at 10.');
  await user.click(within(dialog).getByRole('button', { name: 'Send email' }));
  await act(flush);
  expect(emailCustomer).toHaveBeenCalledWith(7, { subject: 'Tomorrow', message: 'See you at 10.' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status')).toHaveTextContent('Your message “Tomorrow” was emailed to kim@example.com.');
});

test('the desk form: a payment link may be kept until the end of today, and the dialog says so', async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn(async () => ({ detail: 'Seats held.', booking_id: 42 }));
  await renderConsolePage(<NewBookingPage />, {
    adminApi: fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), createBooking }),
    path: '/admin/new-booking',
  });
  fireEvent.change(screen.getByLabelText('Class date'), { target: { value: '2031-05-01' } });
  await act(flush);
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00'])
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1 free` }));
  await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Mori');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mori@example.com');
  const allDay = /^Keep the link and the seats until the end of today/;
  expect(screen.queryByRole('checkbox', { name: allDay })).toBeNull(); // no payment chosen yet: no link to keep
  await user.click(screen.getByRole('radio', { name: 'Send a payment link by email' }));
  // a phone booking's link lasts until the end of the day unless the clerk says otherwise: ticked, and sent when touched
  expect(screen.getByRole('checkbox', { name: allDay })).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: allDay }));
  expect(screen.getByRole('checkbox', { name: allDay })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: allDay }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Take this booking?' });
  expect(dialog).toHaveTextContent('The link and the hold last until the end of today (Japan time)');
  await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
  await act(flush);
  expect(createBooking).toHaveBeenCalledWith(expect.objectContaining({ payment: 'link', link_until: 'end_of_day' }));
});

test('the activity log says a message to the customer in words, with its subject and text', async () => {
  const emailed = {
    id: 9,
    at: '2026-11-24T01:05:00Z',
    actor_email: 'staff@school.example',
    actor_name: 'Sam Staff',
    action: 'booking.customer_emailed',
    target_type: 'booking',
    target_id: '12',
    booking_id: 12,
    before: null,
    after: { to: 'sato@example.com', language: 'ja', subject: 'Your class', message: 'Bring a pen.' },
    booking: { user_name: 'Sato Hanako', code: 'GT-4K29', booking_date: '2026-11-25', start: '16:00' },
  };
  const getActivity = jest.fn(async () => ({ items: [emailed], next_before: null, actors: [] }));
  await renderConsolePage(<ActivityPage />, { adminApi: fakeAdminApi({ getActivity }) });
  expect(screen.getByRole('link', { name: "Sato Hanako's booking GT-4K29 on Wed 25 Nov 16:00: customer emailed" })).toBeInTheDocument();
  for (const line of ['subject: (none) → Your class', 'message: (none) → Bring a pen.', 'language: (none) → Japanese'])
    expect(screen.getByText(line)).toBeInTheDocument();
});
