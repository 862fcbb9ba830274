/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Api } from '../../src/client/api/api';
import { ApiError } from '../../src/client/api/client';
import { dateSelected } from '../../src/client/features/booking/bookingSlice';
import { BookingPage } from '../../src/client/features/booking/pages/BookingPage';
import { ana, calendar, deferred, flush, loggedIn, slotsByDay, summary } from './bookingFixtures';
import { SCATTERED_SLOTS } from '../../src/shared/trial';
import { renderWithProviders } from './renderWithProviders';
import { fakeApi } from './testStore';

type Options = Parameters<typeof renderWithProviders>[1];

/** The booking page with the test calendar loaded. */
async function renderBookingPage(overrides: Partial<Api> = {}, options: Options = {}) {
  const api = fakeApi({
    getCalendar: async () => calendar,
    getTimeslots: async (day) => slotsByDay[day] ?? [],
    ...overrides,
  });
  const view = renderWithProviders(<BookingPage />, { path: '/app/booking', api, ...options });
  await act(flush);
  return view;
}

async function chooseDate(store: ReturnType<typeof renderWithProviders>['store'], date: string) {
  // The MUI picker is a third-party widget; the test drives the store as its onChange would.
  await act(async () => {
    store.dispatch(dateSelected(date));
    await flush();
  });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });

test('a guest: Confirm Booking stays disabled until 4 timeslots, a name and an email', async () => {
  const user = userEvent.setup();
  const confirmBooking = jest.fn(async () => summary);
  const { store, visited } = await renderBookingPage({ confirmBooking });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  expect(confirmButton()).toBeDisabled();
  expect(screen.getByText('Please select a date and at least 4 timeslots.')).toBeInTheDocument();

  await chooseDate(store, '2031-05-01');
  const slots = within(screen.getByRole('group', { name: 'Timeslots (Japan time)' }));
  for (const label of ['10:00-10:30', '10:30-11:00', '11:00-11:30']) await user.click(slots.getByRole('checkbox', { name: label }));
  expect(confirmButton()).toBeDisabled();
  await user.click(slots.getByRole('checkbox', { name: '11:30-12:00' }));
  expect(screen.queryByText('Please select a date and at least 4 timeslots.')).toBeNull();
  expect(screen.getByText('Name and email are required for guest booking.')).toBeInTheDocument();
  expect(confirmButton()).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Guest Kim');
  expect(confirmButton()).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'kim@example.com');
  expect(confirmButton()).toBeEnabled();

  await user.click(confirmButton());
  await act(flush);
  expect(confirmBooking).toHaveBeenCalledWith(expect.objectContaining({ user_name: 'Guest Kim', timeslot_ids: [1, 2, 3, 4] }));
  expect(visited).toEqual(['/app/payment']);
});

test('logged in: the account name and email are read-only text, with no inputs', async () => {
  const user = userEvent.setup();
  const { store } = await renderBookingPage({ getMe: async () => ana }, { preloadedState: loggedIn });
  expect(screen.getByText('Ana Suzuki')).toBeInTheDocument();
  expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();

  await chooseDate(store, '2031-05-03');
  for (const c of screen.getAllByRole('checkbox').slice(0, 4)) await user.click(c);
  expect(confirmButton()).toBeEnabled();
});

test('an unavailable date shows "Selected date is not available." and no timeslots', async () => {
  const { store } = await renderBookingPage();
  await chooseDate(store, '2031-05-02');
  expect(screen.getByText('Selected date is not available.')).toBeInTheDocument();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  expect(confirmButton()).toBeDisabled();
});

test('skeletons while the calendar and the timeslots load', async () => {
  const cal = deferred<typeof calendar>();
  const day = deferred<(typeof slotsByDay)[string]>();
  const { store } = await renderBookingPage({ getCalendar: () => cal.promise, getTimeslots: () => day.promise });
  expect(screen.getByLabelText('Loading available dates')).toBeInTheDocument();
  await act(async () => {
    cal.resolve(calendar);
    await flush();
  });
  expect(screen.queryByLabelText('Loading available dates')).toBeNull();
  act(() => void store.dispatch(dateSelected('2031-05-01')));
  const timeslots = screen.getByRole('group', { name: 'Timeslots (Japan time)' });
  expect(timeslots.querySelector('[aria-busy="true"]')).not.toBeNull();
  await act(async () => {
    day.resolve(slotsByDay['20310501']);
    await flush();
  });
  expect(within(timeslots).getAllByRole('checkbox')).toHaveLength(6);
});

test('a failed confirm shows the server detail in an alert', async () => {
  const user = userEvent.setup();
  const confirmBooking = () => Promise.reject(new ApiError(409, 'That timeslot was just taken.'));
  const { store } = await renderBookingPage({ confirmBooking });
  await chooseDate(store, '2031-05-01');
  for (const c of screen.getAllByRole('checkbox').slice(0, 4)) await user.click(c);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Guest Kim');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'kim@example.com');
  await user.click(confirmButton());
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent('That timeslot was just taken.');
});

test('the hero button scrolls to the #booking section', async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView; // jsdom does not implement scrolling
  try {
    await renderBookingPage();
    await userEvent.click(screen.getByRole('button', { name: 'Book a Trial class' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('booking'));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

test('scattered timeslots are refused before any call, in the visitor\u2019s language: one trial is one lesson (issue 38)', async () => {
  const user = userEvent.setup();
  const confirmBooking = jest.fn(async () => summary);
  const { store } = await renderBookingPage({ confirmBooking }, { chosenLanguage: 'ja' });
  await chooseDate(store, '2031-05-01');
  const slots = within(screen.getByRole('group', { name: '時間枠（日本時間）' }));
  for (const label of ['10:00-10:30', '10:30-11:00', '11:30-12:00', '12:00-12:30'])
    await user.click(slots.getByRole('checkbox', { name: label }));
  expect(screen.getByText(SCATTERED_SLOTS.ja)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'お名前' }), 'Guest Kim');
  await user.type(screen.getByRole('textbox', { name: 'メールアドレス' }), 'kim@example.com');
  expect(screen.getByRole('button', { name: '予約内容を確認' })).toBeDisabled();
  // one run: the hint goes and the booking may be confirmed
  await user.click(slots.getByRole('checkbox', { name: '12:00-12:30' }));
  await user.click(slots.getByRole('checkbox', { name: '11:00-11:30' }));
  expect(screen.queryByText(SCATTERED_SLOTS.ja)).toBeNull();
  expect(screen.getByRole('button', { name: '予約内容を確認' })).toBeEnabled();
  expect(confirmBooking).not.toHaveBeenCalled();
});
