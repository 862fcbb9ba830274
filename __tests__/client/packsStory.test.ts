import { ApiError } from '../../src/client/api/client';
import { bookingPageOpened, dateSelected, timeslotToggled } from '../../src/client/features/booking/bookingSlice';
import type { PacksApi } from '../../src/client/features/packs/packsApi';
import { packsSagas } from '../../src/client/features/packs/packsSagas';
import { selectFittingPack, selectPacksWithLessons } from '../../src/client/features/packs/packsSelectors';
import {
  myPacksOpened,
  packBookingRequested,
  packBuyRequested,
  packChoiceOpened,
  selectPacks,
} from '../../src/client/features/packs/packsSlice';
import type { OwnPack, PackBookingBody, PackForSale } from '../../src/shared/packs';
import { NO_PACK_CREDIT } from '../../src/shared/packWords';
import { calendar, flush, loggedIn, slotsByDay } from './bookingFixtures';
import { fakeApi, startStore } from './testStore';

// Lesson packs as the visitor lives them, on the real store (issue 41, point 3): Ana buys a pack on my page through
// the test provider's URL, comes back to find it with its lessons, books a lesson of its length from the booking page
// with a credit, and my page then shows one lesson fewer; with none left for the date the school's words come back.
// The school behind the API is a small fake that issues the pack when the provider's page is completed.

const fiveLessons: PackForSale = {
  id: 3,
  name: 'Five lessons',
  lessons: 5,
  lesson_slots: 4,
  lesson_minutes: 60,
  price_yen: 15000,
  valid_days: 180,
};

function fakeSchool() {
  const mine: OwnPack[] = [];
  const checkouts = new Map<string, () => void>();
  const booked: PackBookingBody[] = [];
  const issue = () =>
    mine.push({ ...fiveLessons, id: 11, code: 'PK-7Q2M', status: 'paid', issued_on: '2031-04-20', valid_until: '2031-10-17', left: 5 });
  const api: PacksApi = {
    onSale: jest.fn(async () => [fiveLessons]),
    mine: jest.fn(async () => mine.map((p) => ({ ...p }))),
    buy: jest.fn(async () => (checkouts.set('tps_1', issue), { code: 'PK-7Q2M', checkout_url: 'http://site/api/test-pack/tps_1' })),
    book: jest.fn(async (body: PackBookingBody) => {
      if (!mine[0]?.left) throw new ApiError(409, NO_PACK_CREDIT);
      mine[0].left--;
      booked.push(body);
      return { booking_id: 90, url: '/app/view_booking/x' };
    }),
  };
  return { api, booked, pays: (url: string) => checkouts.get(url.split('/').pop()!)!() };
}

test('Ana buys a pack on my page, books a lesson with it from the booking page, and has one lesson fewer', async () => {
  const school = fakeSchool();
  const api = fakeApi({ getCalendar: async () => calendar, getTimeslots: async (day: string) => slotsByDay[day] ?? [] });
  const { store, wentTo, visited } = startStore({ api, path: '/app/my_page' }, loggedIn);
  store.startFeature('packs', packsSagas, school.api);
  const packs = () => selectPacks(store.getState());

  // my page: nothing bought yet, the pack on sale; Buy goes to the provider's page
  store.dispatch(myPacksOpened());
  await flush();
  expect(packs()).toMatchObject({ mine: [], onSale: [fiveLessons], failed: false });
  store.dispatch(packBuyRequested({ packId: 3 }));
  await flush();
  expect(school.api.buy).toHaveBeenCalledWith(3);
  expect(wentTo).toEqual(['http://site/api/test-pack/tps_1']);

  // she completes it and comes back to my page: the pack with its issue date, expiry and five lessons
  school.pays(wentTo[0]);
  store.dispatch(myPacksOpened());
  await flush();
  expect(packs().mine).toMatchObject([{ code: 'PK-7Q2M', issued_on: '2031-04-20', valid_until: '2031-10-17', left: 5 }]);

  // the booking page offers it once four timeslots (its lesson's length) are chosen on a day it is valid
  store.dispatch(bookingPageOpened());
  store.dispatch(packChoiceOpened());
  await flush();
  expect(selectPacksWithLessons(store.getState())).toHaveLength(1);
  store.dispatch(dateSelected('2031-05-01'));
  await flush();
  for (const id of [1, 2, 3]) store.dispatch(timeslotToggled(id));
  expect(selectFittingPack(store.getState())).toBeUndefined();
  store.dispatch(timeslotToggled(4));
  expect(selectFittingPack(store.getState())).toMatchObject({ code: 'PK-7Q2M' });
  store.dispatch(packBookingRequested());
  expect(packs().booking).toBe('sending');
  await flush();
  expect(school.booked).toEqual([expect.objectContaining({ booking_date: '20310501', timeslot_ids: [1, 2, 3, 4], seat_count: 1 })]);
  expect(visited.at(-1)).toBe('/app/book_success');

  // back on my page: the credit used
  store.dispatch(myPacksOpened());
  await flush();
  expect(packs().mine).toMatchObject([{ code: 'PK-7Q2M', left: 4 }]);
});

test("booking with a pack that has no lesson left for the date keeps her on the page with the school's words", async () => {
  const school = fakeSchool();
  school.api.mine = jest.fn(async () => [
    { ...fiveLessons, id: 11, code: 'PK-7Q2M', status: 'paid' as const, issued_on: '2031-04-20', valid_until: '2031-10-17', left: 1 },
  ]);
  const api = fakeApi({ getCalendar: async () => calendar, getTimeslots: async (day: string) => slotsByDay[day] ?? [] });
  const { store, visited } = startStore({ api, path: '/app/booking' }, loggedIn);
  store.startFeature('packs', packsSagas, school.api);
  store.dispatch(bookingPageOpened());
  store.dispatch(packChoiceOpened());
  store.dispatch(dateSelected('2031-05-01'));
  await flush();
  for (const id of [1, 2, 3, 4]) store.dispatch(timeslotToggled(id));
  store.dispatch(packBookingRequested());
  await flush();
  expect(selectPacks(store.getState())).toMatchObject({ booking: 'idle', bookingError: NO_PACK_CREDIT });
  expect(visited).not.toContain('/app/book_success');
});
