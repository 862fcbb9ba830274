import { ApiError } from '../../src/client/api/client';
import type { Api } from '../../src/client/api/api';
import { selectViewedBooking } from '../../src/client/features/booking/bookingSelectors';
import { bookingViewOpened } from '../../src/client/features/booking/bookingSlice';
import {
  bookingMoveDateChosen,
  bookingMoveOpened,
  bookingMoveSlotToggled,
  bookingMoveSubmitted,
  selectMoveView,
} from '../../src/client/features/booking/moveView';
import { moveViewSagas, type MoveApi } from '../../src/client/features/booking/moveViewSagas';
import { viewBookingSagas } from '../../src/client/features/booking/viewBookingSagas';
import type { Timeslot } from '../../src/shared/booking';
import { BOOKING_MOVED } from '../../src/shared/moveTexts';
import { detail, flush } from './bookingFixtures';
import { fakeApi, startStore } from './testStore';

// The visitor moves their own booking from its page: their story on the real store with a fake API.

const hanako = { ...detail, timeslot_count: 4 };
const friday: Timeslot[] = ['13:00', '13:30', '14:00', '14:30', '15:00'].map((start, i) => ({
  id: 200 + i,
  start,
  end: ['13:30', '14:00', '14:30', '15:00', '15:30'][i],
}));
const TAKEN = 'Some of the chosen timeslots were just taken. Please choose other timeslots.';

async function onHerBookingPage({ moveBooking, ...overrides }: Partial<Api> & Partial<MoveApi>) {
  const started = startStore({
    api: fakeApi({ getTimeslots: jest.fn(async () => friday), ...overrides }),
    path: '/view-booking/REF12345abc/7',
  });
  // as the booking's page does (a page without the booking's block), with its own call faked
  started.store.startFeature('bookingView', viewBookingSagas, () => null);
  started.store.startFeature('bookingMove', moveViewSagas, { moveBooking: moveBooking ?? jest.fn() } as MoveApi);
  started.store.dispatch(bookingViewOpened({ referenceId: 'REF12345abc', bookingId: '7' }));
  await flush();
  started.store.dispatch(bookingMoveOpened());
  started.store.dispatch(bookingMoveDateChosen('2031-05-02'));
  await flush();
  return started;
}

test("Hanako moves her class to Friday 13:00-15:00: Friday's free timeslots load, four are sent, the page shows the new time", async () => {
  let shown = hanako;
  const viewBooking = jest.fn(async () => shown);
  const getTimeslots = jest.fn(async () => friday);
  const moveBooking = jest.fn(async () => {
    shown = { ...hanako, booking_date: '2031-05-02', time_range: '13:00-15:00' };
    return { detail: BOOKING_MOVED };
  });
  const { store } = await onHerBookingPage({ viewBooking, getTimeslots, moveBooking });
  expect(getTimeslots).toHaveBeenCalledWith('20310502');
  for (const id of [200, 201, 202, 203]) store.dispatch(bookingMoveSlotToggled(id));
  store.dispatch(bookingMoveSubmitted());
  store.dispatch(bookingMoveSubmitted()); // a second click while it runs is ignored
  await flush();
  expect(moveBooking).toHaveBeenCalledTimes(1);
  expect(moveBooking).toHaveBeenCalledWith('7', { booking_date: '20310502', timeslot_ids: [200, 201, 202, 203] });
  expect(selectMoveView(store.getState())).toMatchObject({ open: false, status: 'succeeded', message: BOOKING_MOVED });
  expect(selectViewedBooking(store.getState())).toMatchObject({ booking_date: '2031-05-02', time_range: '13:00-15:00' });
});

test("someone books one of her chosen timeslots first: she is told, her booking stays, Friday's timeslots reload", async () => {
  const viewBooking = jest.fn(async () => hanako);
  let loads = 0;
  const getTimeslots = jest.fn(async () => (++loads > 1 ? friday.slice(1) : friday));
  const moveBooking = jest.fn(async () => Promise.reject(new ApiError(409, TAKEN)));
  const { store } = await onHerBookingPage({ viewBooking, getTimeslots, moveBooking });
  for (const id of [200, 201, 202, 203]) store.dispatch(bookingMoveSlotToggled(id));
  store.dispatch(bookingMoveSubmitted());
  await flush();
  expect(selectMoveView(store.getState())).toMatchObject({ open: true, status: 'failed', message: TAKEN, picked: [201, 202, 203] });
  expect(getTimeslots).toHaveBeenCalledTimes(2);
  expect(viewBooking).toHaveBeenCalledTimes(1);
});
