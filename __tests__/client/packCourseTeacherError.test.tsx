/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { bookingPageOpened, dateSelected, timeslotToggled } from '../../src/client/features/booking/bookingSlice';
import { PackChoice } from '../../src/client/features/packs/PackChoice';
import type { PacksApi } from '../../src/client/features/packs/packsApi';
import { packsSagas } from '../../src/client/features/packs/packsSagas';
import { pageLanguageSet } from '../../src/client/features/ui/uiSlice';
import { addWords } from '../../src/client/i18n/catalogues';
import { words as ja } from '../../src/client/i18n/words/ja/index';
import { PACK_COURSE_TEACHER } from '../../src/shared/packWords';
import { calendar, flush, loggedIn, slotsByDay } from './bookingFixtures';
import { renderWithProviders } from './renderWithProviders';
import { fakeApi } from './testStore';

// A course's pack booked with a teacher who does not teach the course (409 PACK_COURSE_TEACHER): the booking page's
// pack choice says so in the visitor's language with its own words, not "that did not work".
addWords('ja', ja);

const own = { id: 11, name: 'Five lessons', lessons: 5, lesson_slots: 4, lesson_minutes: 60, price_yen: 15000, valid_days: 180 };
const packs: PacksApi = {
  onSale: jest.fn(async () => []),
  mine: jest.fn(async () => [
    { ...own, code: 'PK-7Q2M', status: 'paid' as const, issued_on: '2031-04-20', valid_until: '2031-10-17', left: 5 },
  ]),
  buy: jest.fn(),
  book: jest.fn(async () => {
    throw new ApiError(409, PACK_COURSE_TEACHER);
  }),
};

test.each([
  ['en', 'Book with a pack credit', "This pack's lessons are for its course: choose one of the course's teachers, or any teacher."],
  ['ja', '回数券で予約する', 'この回数券はコース専用です。コースの講師を選ぶか、「講師の指定なし」を選んでください。'],
] as const)("in %s the refusal of a teacher outside the pack's course is said in its own words", async (language, book, said) => {
  const api = fakeApi({ getCalendar: async () => calendar, getTimeslots: async (day: string) => slotsByDay[day] ?? [] });
  const { store } = renderWithProviders(<PackChoice />, {
    api,
    path: '/app/booking',
    preloadedState: loggedIn,
    beforeRender: (s) => {
      s.dispatch(pageLanguageSet(language));
      s.startFeature('packs', packsSagas, packs);
    },
  });
  store.dispatch(bookingPageOpened());
  store.dispatch(dateSelected('2031-05-01'));
  await act(flush);
  for (const id of [1, 2, 3, 4]) act(() => void store.dispatch(timeslotToggled(id)));
  await userEvent.click(screen.getByRole('button', { name: book }));
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent(said);
});
