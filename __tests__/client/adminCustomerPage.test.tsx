/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerDetailPage } from '../../src/client/features/admin/customers/pages/CustomerDetailPage';
import { NewBookingPage } from '../../src/client/features/admin/bookings/pages/NewBookingPage';
import { dayView, flush } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { sato } from './adminCustomersFixtures';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';

jest.setTimeout(60_000);

test('a customer’s page: who they are, what they paid and got back, their bookings linked, and the staff-only note saved', async () => {
  const saveCustomerNote = jest.fn(async () => ({ note: 'Prefers mornings.', version: 2 }));
  await renderConsolePage(<CustomerDetailPage />, {
    adminApi: fakeAdminApi({ getCustomer: async () => sato, saveCustomerNote }),
    path: '/admin/customers/3',
    route: '/admin/customers/:customerId',
    user: STAFF_USER,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Sato Yuki' })).toBeInTheDocument();
  const person = screen.getByRole('region', { name: 'Person' });
  for (const text of ['yuki.sato@example.com', '090-1234-5678', 'Has an account (books logged in)', 'Japanese and English']) {
    expect(within(person).getByText(text)).toBeInTheDocument();
  }
  const money = screen.getByRole('region', { name: 'Payments and refunds' });
  expect(within(money).getByText('¥12,000')).toBeInTheDocument();
  expect(within(money).getByText('¥6,000')).toBeInTheDocument();
  const bookings = screen.getByRole('region', { name: 'Bookings' });
  expect(within(bookings).getByRole('link', { name: 'Booking GT-4821' })).toHaveAttribute('href', '/admin/bookings/8');
  expect(within(bookings).getByRole('link', { name: 'Booking GT-3AC7' })).toHaveAttribute('href', '/admin/bookings/5');

  const user = userEvent.setup();
  const note = screen.getByRole('region', { name: 'Staff note about this customer' });
  await user.click(within(note).getByRole('textbox', { name: 'Note (staff only)' }));
  await user.paste('Prefers mornings.');
  await user.click(within(note).getByRole('button', { name: 'Save note' }));
  expect(saveCustomerNote).toHaveBeenCalledWith(3, { note: 'Prefers mornings.', version: 1 });
  expect(await within(note).findByRole('status')).toHaveTextContent('Note saved.');
});

test('“Take a booking for …” opens the desk’s form filled in for that customer, and the booking joins their record', async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn(async () => ({ detail: 'Booking confirmed: paid on site.', booking_id: 42 }));
  await renderConsolePage(<NewBookingPage />, {
    adminApi: fakeAdminApi({
      getCustomer: async () => sato,
      createBooking,
      getCalendarView: async ({ from }: { from: string }) => dayView(from),
    }),
    path: '/admin/new-booking?customer=3',
    user: STAFF_USER,
  });
  expect(screen.getByRole('status')).toHaveTextContent('For Sato Yuki, a customer who came before');
  expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Sato Yuki');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('yuki.sato@example.com');
  fireEvent.change(screen.getByLabelText('Class date'), { target: { value: '2031-05-01' } });
  await act(flush);
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1 free` }));
  }
  // the desk says how it is paid (no default records money not taken)
  await user.click(screen.getByRole('radio', { name: 'Pay at the lesson (nothing is taken now)' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Book it' }));
  await act(flush);
  expect(createBooking).toHaveBeenCalledWith(expect.objectContaining({ user_name: 'Sato Yuki', phone: '090-1234-5678', customer_id: 3 }));
});
