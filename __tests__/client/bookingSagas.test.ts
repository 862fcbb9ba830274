import type { Api } from '../../src/client/api/api';
import { ApiError } from '../../src/client/api/client';
import {
  selectAvailableDates,
  selectCalendar,
  selectConfirmError,
  selectDateError,
  selectPaymentBusy,
  selectPaymentError,
  selectPicked,
  selectSlotsLoading,
  selectSummary,
  selectTimeslots,
} from '../../src/client/features/booking/bookingSelectors';
import {
  bookingConfirmRequested,
  bookingPageOpened,
  dateSelected,
  paymentRequested,
  timeslotToggled,
} from '../../src/client/features/booking/bookingSlice';
import { paymentSagas } from '../../src/client/features/booking/paymentSagas';
import type { Timeslot } from '../../src/shared/booking';
import { ana, calendar, deferred, flush, loggedIn, slotsByDay, summary } from './bookingFixtures';
import { fakeApi, startStore } from './testStore';

/** The booking page opened with the test calendar and per-day slots, plus any overrides. */
async function openBookingPage(overrides: Partial<Api> = {}, preloadedState?: typeof loggedIn, confirmAnswer = true) {
  const getTimeslots = jest.fn(async (day: string) => slotsByDay[day] ?? []);
  const api = fakeApi({ getCalendar: async () => calendar, getTimeslots, ...overrides });
  const started = startStore({ api, path: '/app/booking', confirmAnswer }, preloadedState);
  started.store.dispatch(bookingPageOpened());
  await flush();
  return { ...started, api, getTimeslots };
}

async function pickDateAndSlots(store: ReturnType<typeof startStore>['store'], date: string, ids: number[]) {
  store.dispatch(dateSelected(date));
  await flush();
  for (const id of ids) store.dispatch(timeslotToggled(id));
}

describe('calendar and timeslots', () => {
  test('opening the booking page loads the calendar; only available days can be chosen', async () => {
    const { store } = await openBookingPage();
    expect(selectCalendar(store.getState())).toEqual(calendar);
    expect([...selectAvailableDates(store.getState())]).toEqual(['2031-05-01', '2031-05-03']);
  });

  test('selecting a date clears the chosen timeslots and loads that day (yyyymmdd in the path)', async () => {
    const { store, getTimeslots } = await openBookingPage();
    await pickDateAndSlots(store, '2031-05-01', [1, 2]);
    expect(selectPicked(store.getState())).toEqual([1, 2]);
    store.dispatch(dateSelected('2031-05-03'));
    expect(selectPicked(store.getState())).toEqual([]);
    expect(selectSlotsLoading(store.getState())).toBe(true);
    await flush();
    expect(getTimeslots).toHaveBeenLastCalledWith('20310503');
    expect(selectTimeslots(store.getState())).toEqual(slotsByDay['20310503']);
    expect(selectSlotsLoading(store.getState())).toBe(false);
  });

  test('a newer date cancels the stale timeslot load: only the newer slots land', async () => {
    const slow = deferred<Timeslot[]>();
    const getTimeslots = jest.fn((day: string) => (day === '20310501' ? slow.promise : Promise.resolve(slotsByDay[day])));
    const { store } = await openBookingPage({ getTimeslots });
    store.dispatch(dateSelected('2031-05-01'));
    store.dispatch(dateSelected('2031-05-03'));
    await flush();
    slow.resolve(slotsByDay['20310501']);
    await flush();
    expect(getTimeslots).toHaveBeenCalledTimes(2);
    expect(selectTimeslots(store.getState())).toEqual(slotsByDay['20310503']);
  });

  test.each(['2031-05-02', '2031-06-30'])('an unavailable date (%s) shows the message and loads nothing', async (day) => {
    const { store, getTimeslots } = await openBookingPage();
    store.dispatch(dateSelected(day));
    await flush();
    expect(selectDateError(store.getState())).toBe('Selected date is not available.');
    expect(getTimeslots).not.toHaveBeenCalled();
    expect(selectTimeslots(store.getState())).toEqual([]);
  });

  test('failed calendar and timeslot loads are only logged and leave empty lists', async () => {
    const down = () => Promise.reject(new ApiError(500, undefined));
    const first = await openBookingPage({ getCalendar: down });
    expect(selectCalendar(first.store.getState())).toEqual([]);
    expect(first.errors).toHaveLength(1);
    expect(first.alerts).toEqual([]);

    const second = await openBookingPage({ getTimeslots: down });
    second.store.dispatch(dateSelected('2031-05-01'));
    await flush();
    expect(selectTimeslots(second.store.getState())).toEqual([]);
    expect(selectSlotsLoading(second.store.getState())).toBe(false);
    expect(second.errors).toHaveLength(1);
    expect(selectConfirmError(second.store.getState())).toBeNull();
  });
});

describe('confirm', () => {
  test('a guest without a name gets the message and no call is made', async () => {
    const confirmBooking = jest.fn(async () => summary);
    const { store } = await openBookingPage({ confirmBooking });
    await pickDateAndSlots(store, '2031-05-01', [1, 2, 3, 4]);
    store.dispatch(bookingConfirmRequested({ name: '  ', email: 'kim@example.com' }));
    await flush();
    expect(selectConfirmError(store.getState())).toBe('Name and email are required for guest booking.');
    expect(confirmBooking).not.toHaveBeenCalled();
  });

  test('fewer than 4 timeslots: the message and no call', async () => {
    const confirmBooking = jest.fn(async () => summary);
    const { store } = await openBookingPage({ confirmBooking });
    await pickDateAndSlots(store, '2031-05-01', [1, 2, 3]);
    store.dispatch(bookingConfirmRequested({ name: 'Guest Kim', email: 'kim@example.com' }));
    await flush();
    expect(selectConfirmError(store.getState())).toBe('Please select a date and at least 4 timeslots.');
    expect(confirmBooking).not.toHaveBeenCalled();
  });

  test('a guest confirm sends the payment body and opens the payment page with the summary', async () => {
    const confirmBooking = jest.fn(async () => summary);
    const { store, visited } = await openBookingPage({ confirmBooking });
    await pickDateAndSlots(store, '2031-05-01', [4, 2, 3, 1]);
    store.dispatch(bookingConfirmRequested({ name: ' Guest Kim ', email: 'kim@example.com' }));
    await flush();
    expect(confirmBooking).toHaveBeenCalledWith({
      rental_space_id: 'default',
      booking_date: '20310501',
      timeslot_ids: [1, 2, 3, 4],
      seat_count: 1,
      user_name: 'Guest Kim',
      user_email: 'kim@example.com',
      action_type: 'confirm',
    });
    expect(selectSummary(store.getState())).toEqual(summary);
    expect(visited).toEqual(['/app/payment']);
  });

  test('a logged-in visitor sends no user_name or user_email', async () => {
    const confirmBooking = jest.fn(async () => ({ ...summary, user_name: ana.name, user_email: ana.email }));
    const { store, visited } = await openBookingPage({ confirmBooking, getMe: async () => ana }, loggedIn);
    await pickDateAndSlots(store, '2031-05-03', [101, 102, 103, 104]);
    store.dispatch(bookingConfirmRequested({}));
    await flush();
    expect(confirmBooking).toHaveBeenCalledTimes(1);
    const body = confirmBooking.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(body[0]).not.toHaveProperty('user_name');
    expect(body[0]).not.toHaveProperty('user_email');
    expect(body[0]).toMatchObject({ booking_date: '20310503', action_type: 'confirm' });
    expect(visited).toEqual(['/app/payment']);
  });

  test.each([
    ['409 with detail', new ApiError(409, 'That timeslot was just taken.'), 'That timeslot was just taken.'],
    ['400 without detail', new ApiError(400, undefined), 'Booking validation failed'],
    ['500 without detail', new ApiError(500, undefined), 'An error occurred during booking confirmation.'],
    ['network error', new TypeError('Failed to fetch'), 'An error occurred during booking confirmation.'],
  ])('a failed confirm shows the server detail or the fallback (%s)', async (_label, error, shown) => {
    const { store, visited } = await openBookingPage({ confirmBooking: () => Promise.reject(error) });
    await pickDateAndSlots(store, '2031-05-01', [1, 2, 3, 4]);
    store.dispatch(bookingConfirmRequested({ name: 'Guest Kim', email: 'kim@example.com' }));
    await flush();
    expect(selectConfirmError(store.getState())).toBe(shown);
    expect(visited).toEqual([]);
  });
});

describe('payment', () => {
  async function confirmed(overrides: Partial<Api>) {
    const started = await openBookingPage({ confirmBooking: async () => summary, ...overrides });
    started.store.startFeature('payment', paymentSagas, undefined); // the payment page's chunk starts it
    await pickDateAndSlots(started.store, '2031-05-01', [1, 2, 3, 4]);
    started.store.dispatch(bookingConfirmRequested({ name: 'Guest Kim', email: 'kim@example.com' }));
    await flush();
    return started;
  }

  test('paying re-sends the booking with action_type payment and goes to the session url', async () => {
    const requestPayment = jest.fn(async () => ({ status: 'ok', session: { url: 'https://pay.example/s/1' } }));
    const { store, wentTo } = await confirmed({ requestPayment });
    store.dispatch(paymentRequested());
    await flush();
    expect(requestPayment).toHaveBeenCalledWith({
      rental_space_id: 'default',
      booking_date: '20310501',
      timeslot_ids: [1, 2, 3, 4],
      seat_count: 1,
      user_name: 'Guest Kim',
      user_email: 'kim@example.com',
      action_type: 'payment',
    });
    expect(wentTo).toEqual(['https://pay.example/s/1']);
    expect(selectPaymentBusy(store.getState())).toBe(true); // stays blocked while the browser leaves
  });

  test('a second pay click while the call runs is ignored', async () => {
    const pending = deferred<{ status: string; session: { url: string } }>();
    const requestPayment = jest.fn(() => pending.promise);
    const { store, wentTo } = await confirmed({ requestPayment });
    store.dispatch(paymentRequested());
    store.dispatch(paymentRequested());
    await flush();
    expect(selectPaymentBusy(store.getState())).toBe(true);
    pending.resolve({ status: 'ok', session: { url: 'https://pay.example/s/2' } });
    await flush();
    expect(requestPayment).toHaveBeenCalledTimes(1);
    expect(wentTo).toEqual(['https://pay.example/s/2']);
  });

  test.each([
    [
      '409 with detail',
      new ApiError(409, 'Some of the chosen timeslots were just taken. Please choose again.'),
      'Some of the chosen timeslots were just taken. Please choose again.',
    ],
    ['502 without detail', new ApiError(502, undefined), 'An error occurred during booking confirmation.'],
  ])('a failed payment shows the server detail or the fallback and unblocks the button (%s)', async (_label, error, shown) => {
    const { store, wentTo } = await confirmed({ requestPayment: () => Promise.reject(error) });
    store.dispatch(paymentRequested());
    await flush();
    expect(selectPaymentError(store.getState())).toBe(shown);
    expect(selectPaymentBusy(store.getState())).toBe(false);
    expect(wentTo).toEqual([]);
  });

  test('without a confirmed booking, paying does nothing', async () => {
    const requestPayment = jest.fn();
    const { store } = await openBookingPage({ requestPayment });
    store.startFeature('payment', paymentSagas, undefined);
    store.dispatch(paymentRequested());
    await flush();
    expect(requestPayment).not.toHaveBeenCalled();
    expect(selectPaymentBusy(store.getState())).toBe(false);
  });
});
