/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingDetailPage } from '../../src/client/features/admin/bookings/pages/BookingDetailPage';
import { BookingsPage } from '../../src/client/features/admin/bookings/pages/BookingsPage';
import { CalendarPage } from '../../src/client/features/admin/bookings/pages/CalendarPage';
import { NewBookingPage } from '../../src/client/features/admin/bookings/pages/NewBookingPage';
import { addDays } from '../../src/shared/dates';
import { dayView, flush, kim, kimWithTeacher, listTeachers, row } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { axeViolations } from './axeViolations';
import { fakeAdminApi } from './adminTestStore';

// "axe: zero violations on every console page" (structural rules: see axeViolations.ts).

jest.setTimeout(60_000);

const violations = () => axeViolations();

const adminApi = fakeAdminApi({
  getCalendarView: async ({ from, days }) => ({
    days: Array.from({ length: Number(days ?? 1) }, (_, i) => dayView(addDays(from, i), 1 + i * 10).days[0]),
  }),
  listBookings: async () => ({
    items: [row(1), row(2, { status: 'Canceled', refund_amount: 6000, refunded_at: kim.paid_at })],
    total: 60,
    page: 1,
    page_size: 25,
  }),
  getBooking: async () => ({ ...kim, booking_date: '2026-01-10' }),
});

test('the day and week views, and the close dialog', async () => {
  const user = userEvent.setup();
  await renderConsolePage(<CalendarPage />, { adminApi });
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Week' }));
  await act(flush);
  expect(await violations()).toEqual([]);
  await user.click(screen.getAllByRole('button', { name: /^Slot actions: / })[0]);
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole('menuitem', { name: /^Close / }));
  expect(await violations()).toEqual([]);
});

test('the bookings list', async () => {
  await renderConsolePage(<BookingsPage />, { adminApi, path: '/admin/bookings' });
  expect(await violations()).toEqual([]);
});

test("a booking's page and its cancel dialog", async () => {
  const user = userEvent.setup();
  await renderConsolePage(<BookingDetailPage />, { adminApi, path: '/admin/bookings/7', route: '/admin/bookings/:bookingId' });
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  await user.click(screen.getByRole('radio', { name: 'Partial refund' }));
  expect(await violations()).toEqual([]);
});

test('the phone booking form', async () => {
  await renderConsolePage(<NewBookingPage />, { adminApi, path: '/admin/new-booking' });
  fireEvent.change(screen.getByLabelText('Class date'), { target: { value: '2031-05-01' } });
  await act(flush);
  expect(await violations()).toEqual([]);
});

describe('with teachers', () => {
  const tanaka = { id: 1, name: 'Tanaka Yui' };
  const teachersApi = fakeAdminApi({
    listTeachers,
    getCalendarView: async ({ from, days }) => ({
      days: Array.from({ length: Number(days ?? 1) }, (_, i) => {
        const day = dayView(addDays(from, i), 1 + i * 10).days[0];
        day.slots[0].bookings[0].teacher = tanaka;
        return day;
      }),
    }),
    listBookings: async () => ({
      items: [row(1, { teacher: { ...tanaka, assignment: 'chosen' } }), row(2)],
      total: 2,
      page: 1,
      page_size: 25,
    }),
    getBooking: async () => kimWithTeacher,
  });

  test('the day and week views with the teacher filter', async () => {
    const user = userEvent.setup();
    await renderConsolePage(<CalendarPage />, { adminApi: teachersApi });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await act(flush);
    expect(await violations()).toEqual([]);
  });

  test('the bookings list with its teacher column and filter', async () => {
    await renderConsolePage(<BookingsPage />, { adminApi: teachersApi, path: '/admin/bookings' });
    expect(await violations()).toEqual([]);
  });

  test("a booking's page and its Change teacher dialog", async () => {
    const user = userEvent.setup();
    await renderConsolePage(<BookingDetailPage />, {
      adminApi: teachersApi,
      path: '/admin/bookings/7',
      route: '/admin/bookings/:bookingId',
    });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change teacher' }));
    await user.click(screen.getByRole('radio', { name: 'Sam Lee' }));
    expect(await violations()).toEqual([]);
  });

  test('the desk form with its Teacher select', async () => {
    await renderConsolePage(<NewBookingPage />, { adminApi: teachersApi, path: '/admin/new-booking' });
    expect(screen.getByRole('combobox', { name: 'Teacher' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
