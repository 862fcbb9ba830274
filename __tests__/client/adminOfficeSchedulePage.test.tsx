/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { SchedulePage } from '../../src/client/features/admin/schedule/pages/SchedulePage';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';
import { conflict, conflictError, flush, schedule } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';

jest.setTimeout(120_000);

// jsdom has no fetch Request, which the data router builds for each navigation: a stand-in with what the router reads.
globalThis.Request ??= class {
  readonly url: string;
  readonly signal?: AbortSignal;
  readonly method: string;
  constructor(url: string, init?: { signal?: AbortSignal; method?: string }) {
    this.url = url;
    this.signal = init?.signal;
    this.method = init?.method ?? 'GET';
  }
} as unknown as typeof Request;

test('the owner sees the schedule, fixes a bad time pointed out next to its field, closes a date and saves', async () => {
  const user = userEvent.setup();
  const updateSchedule = jest.fn(async (body: { settings: typeof schedule.settings }) => ({
    ...schedule,
    settings: body.settings,
    version: 4,
  }));
  await renderConsolePage(<SchedulePage />, {
    adminApi: fakeAdminApi({ getSchedule: async () => schedule, updateSchedule }),
    path: '/admin/schedule',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
  expect(screen.getByLabelText('Price per slot (yen, tax included)')).toHaveValue('3000');
  expect(screen.getByLabelText('Monday range 1 opens')).toHaveValue('10:00');
  expect(screen.getByText('Thu, 31 December 2026')).toBeInTheDocument();

  const closes = screen.getByLabelText('Monday range 1 closes');
  await user.clear(closes);
  await user.type(closes, '09:30');
  const seats = screen.getByLabelText('Seats per slot');
  await user.clear(seats);
  await user.type(seats, '0');
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  expect(screen.getByText('The range must end after it starts.')).toBeInTheDocument();
  expect(screen.getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
  expect(updateSchedule).not.toHaveBeenCalled();

  await user.clear(closes);
  await user.type(closes, '18:00');
  await user.clear(seats);
  await user.type(seats, '6');
  await user.click(screen.getByRole('button', { name: 'Add a range to Wednesday' }));
  await user.click(screen.getByRole('button', { name: 'Remove Friday range 2' }));
  fireEvent.change(screen.getByLabelText('Closed date'), { target: { value: '2026-12-30' } });
  await user.click(screen.getByRole('button', { name: 'Add closed date' }));
  await user.click(screen.getByRole('button', { name: 'Remove Thu, 31 December 2026' }));
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  await act(flush);
  expect(updateSchedule).toHaveBeenCalledWith({
    version: 3,
    settings: {
      ...schedule.settings,
      seatsPerSlot: 6,
      weeklyHours: { ...schedule.settings.weeklyHours, wed: [['09:00', '17:00']], fri: [['10:00', '12:00']] },
      closedDates: ['2026-12-30'],
    },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Schedule saved. Visitors see the change at once.');
  expect(screen.getByRole('status')).toHaveTextContent('applies to new bookings');
});

test('a save the form refuses takes down the earlier "saved" message', async () => {
  const user = userEvent.setup();
  const updateSchedule = jest.fn(async (body: { settings: typeof schedule.settings }) => ({
    ...schedule,
    settings: body.settings,
    version: 4,
  }));
  await renderConsolePage(<SchedulePage />, { adminApi: fakeAdminApi({ getSchedule: async () => schedule, updateSchedule }) });
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  await act(flush);
  expect(screen.getByRole('status')).toHaveTextContent('Schedule saved.');

  const seats = screen.getByLabelText('Seats per slot');
  await user.clear(seats);
  await user.type(seats, '0');
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  expect(screen.getByText('Please correct the fields marked above; nothing was saved.')).toBeInTheDocument();
  expect(screen.queryByText(/Schedule saved\./)).toBeNull();
  expect(updateSchedule).toHaveBeenCalledTimes(1);
});

test('leaving with unsaved changes asks first: Stay keeps the draft, Leave goes; the browser asks on reload too', async () => {
  const user = userEvent.setup();
  const { router } = await renderConsolePage(<SchedulePage />, {
    adminApi: fakeAdminApi({ getSchedule: async () => schedule }),
    path: '/admin/schedule',
  });
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  await act(async () => {
    await router.navigate('/admin/bookings/41');
    await flush();
  });
  expect(screen.getByText('Booking page')).toBeInTheDocument();
  await act(async () => {
    await router.navigate('/admin/schedule');
    await flush();
  });

  const seats = screen.getByLabelText('Seats per slot');
  await user.clear(seats);
  await user.type(seats, '6');
  expect(unload()).toBe(true);
  await act(async () => {
    await router.navigate('/admin/bookings/41');
    await flush();
  });
  const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
  expect(dialog).toHaveTextContent('Your changes to the schedule have not been saved.');
  await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
  expect(screen.getByLabelText('Seats per slot')).toHaveValue('6');
  expect(router.state.location.pathname).toBe('/admin/schedule');

  await act(async () => {
    await router.navigate('/admin/bookings/41');
    await flush();
  });
  await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
  await act(flush);
  expect(screen.getByText('Booking page')).toBeInTheDocument();
  expect(unload()).toBe(false);
});

test('a save refused for bookings lists them with links to each booking', async () => {
  const user = userEvent.setup();
  const detail = 'This change would remove slots that hold bookings.';
  await renderConsolePage(<SchedulePage />, {
    adminApi: fakeAdminApi({ getSchedule: async () => schedule, updateSchedule: () => Promise.reject(conflictError(detail, [conflict])) }),
  });
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  await act(flush);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(detail);
  expect(alert).toHaveTextContent('Cancel or move these bookings first');
  // not a dead end: each booking's page moves it or cancels it with its refund
  expect(alert).toHaveTextContent('Move or cancel this booking: open each to move it to another time or to cancel it with its refund');
  expect(alert).toHaveTextContent('Tue, 1 December 2026 10:00-12:00 — Ken Tanaka');
  expect(within(alert).getByRole('link', { name: 'Booking GT-4821' })).toHaveAttribute('href', '/admin/bookings/41');
  expect(within(alert).queryByRole('button', { name: 'Reload' })).toBeNull();
});

test('closing a date that has a booking: "Cancel this booking and close" says what happens, then closes it', async () => {
  const user = userEvent.setup();
  const closed = { ...schedule, version: 4, settings: { ...schedule.settings, closedDates: ['2026-12-01', '2026-12-31'] } };
  const closeDates = jest.fn(async () => ({ schedule: closed, canceled: 1 }));
  await renderConsolePage(<SchedulePage />, {
    adminApi: fakeAdminApi({
      getSchedule: async () => schedule,
      updateSchedule: () => Promise.reject(conflictError('This change would remove slots that hold bookings.', [conflict])),
      closeDates,
    }),
  });
  fireEvent.change(screen.getByLabelText('Closed date'), { target: { value: '2026-12-01' } });
  await user.click(screen.getByRole('button', { name: 'Add closed date' }));
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  await act(flush);
  await user.click(screen.getByRole('button', { name: 'Cancel this booking and close Tue, 1 December 2026' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel 1 booking and close Tue, 1 December 2026?' });
  expect(dialog).toHaveTextContent("the school's closure notice in their own language");
  expect(dialog).toHaveTextContent('Card payments are refunded in full to the card.');
  expect(dialog).toHaveTextContent('marked as cash to pay back');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel 1 booking and close' }));
  await act(flush);
  expect(closeDates).toHaveBeenCalledWith({ version: 3, dates: ['2026-12-01'], bookings: [{ id: 41, status: 'Confirmed' }] });
  expect(screen.getByRole('status')).toHaveTextContent('1 booking was canceled and Tue, 1 December 2026 closed.');
});

test('a stale save offers Reload', async () => {
  const user = userEvent.setup();
  const getSchedule = jest
    .fn()
    .mockResolvedValueOnce(schedule)
    .mockResolvedValueOnce({ ...schedule, version: 9 });
  await renderConsolePage(<SchedulePage />, {
    adminApi: fakeAdminApi({ getSchedule, updateSchedule: () => Promise.reject(new ApiError(409, 'Someone else changed the schedule.')) }),
  });
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed the schedule.');
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  await act(flush);
  expect(screen.getByText(/^Version 9,/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('staff read the schedule: every field is disabled and there is nothing to save', async () => {
  await renderConsolePage(<SchedulePage />, { adminApi: fakeAdminApi({ getSchedule: async () => schedule }), user: STAFF_USER });
  expect(screen.getByText(/Only owners can change the schedule/)).toBeInTheDocument();
  expect(screen.getByLabelText('Seats per slot')).toBeDisabled();
  expect(screen.getByLabelText('Friday range 2 opens')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save schedule' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Add a range/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add closed date' })).toBeNull();
  expect(screen.getAllByText('Closed').length).toBe(4); // wed, thu, sat, sun
});
