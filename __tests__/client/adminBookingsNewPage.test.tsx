/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { NewBookingPage } from '../../src/client/features/admin/pages/NewBookingPage';
import { tokyoToday } from '../../src/shared/dates';
import { dayView, flush } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi } from './adminTestStore';

jest.setTimeout(60_000);

async function openForm(over: Partial<AdminApi>) {
  const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
  const view = await renderConsolePage(<NewBookingPage />, {
    adminApi: fakeAdminApi({ getCalendarView, ...over }),
    path: '/admin/new-booking',
  });
  fireEvent.change(screen.getByLabelText('Class date'), { target: { value: '2031-05-01' } });
  await act(flush);
  return { ...view, getCalendarView };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1 free` }));
  }
  await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Walk-in Mori');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'mori@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '03-1234-5678');
}

test("a phone booking paid in cash: the day's slots, the customer, a dialog that says what happens, then the booking's page", async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn(async () => ({ detail: 'Booking confirmed: paid on site.', booking_id: 42 }));
  const { getCalendarView, visited } = await openForm({ createBooking });
  expect(screen.getByRole('heading', { level: 1, name: 'Take a booking by phone or at the desk' })).toBeInTheDocument();
  expect(getCalendarView).toHaveBeenCalledWith({ from: tokyoToday(), days: 1 });
  expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1 });
  expect(screen.getByRole('checkbox', { name: '10:00-10:30 · Full' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: '10:30-11:00 · Closed' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Japanese');
  expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Paid on site (cash)' })).toBeChecked();

  await fillIn(user);
  expect(screen.getByText(/^4 timeslots chosen\./)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Take this booking?' });
  expect(dialog).toHaveTextContent('4 timeslots on Thursday 1 May 2031 (11:00-11:30, 11:30-12:00, 12:00-12:30, 12:30-13:00, Japan time)');
  expect(dialog).toHaveTextContent('Paid on site in cash: the booking is confirmed at once');
  expect(createBooking).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
  await act(flush);
  expect(createBooking).toHaveBeenCalledWith({
    booking_date: '2031-05-01',
    timeslot_ids: [3, 4, 5, 6],
    user_name: 'Walk-in Mori',
    user_email: 'mori@example.com',
    phone: '03-1234-5678',
    language: 'ja',
    source: 'phone',
    payment: 'cash',
  });
  expect(visited).toEqual(['/admin/bookings/42']);
});

test('too few slots and a missing name are said before anything is sent', async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn();
  await openForm({ createBooking });
  await user.click(screen.getByRole('checkbox', { name: '11:00-11:30 · 1 free' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  expect(screen.getByText('1 chosen: choose at least 4 timeslots.')).toBeInTheDocument();
  expect(screen.getByText("Enter the customer's name.")).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(createBooking).not.toHaveBeenCalled();
});

test('a seat taken meanwhile (409): the detail stands out and the slots are shown as they are now', async () => {
  const user = userEvent.setup();
  const createBooking = () => Promise.reject(new ApiError(409, 'That timeslot was just taken.'));
  const { getCalendarView } = await openForm({ createBooking });
  await fillIn(user);
  await user.click(screen.getByRole('radio', { name: 'Send a payment link by email' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('the customer is emailed a payment link');
  const taken = dayView();
  taken.days[0].slots[2] = { ...taken.days[0].slots[2], seats_free: 0 };
  getCalendarView.mockResolvedValueOnce(taken);
  await user.click(screen.getByRole('button', { name: 'Book it' }));
  await act(flush);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('A seat was just taken');
  expect(alert).toHaveTextContent('That timeslot was just taken.');
  expect(getCalendarView).toHaveBeenCalledTimes(3);
  expect(screen.getByRole('checkbox', { name: '11:00-11:30 · Full' })).toBeDisabled();
  expect(screen.getByText('3 chosen: choose at least 4 timeslots.')).toBeInTheDocument();
});
