/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Api } from '../../src/client/api/api';
import { BookingPage } from '../../src/client/features/booking/pages/BookingPage';
import type { RootState } from '../../src/client/app/store';
import { calendar, flush, slotsByDay } from './bookingFixtures';
import { renderWithProviders } from './renderWithProviders';
import { teachers, tom } from './teacherFixtures';
import { fakeApi } from './testStore';

async function renderBookingPage(overrides: Partial<Api> = {}, preloadedState?: Partial<RootState>) {
  const getCalendar = jest.fn(async () => calendar);
  const api = fakeApi({ getTeachers: async () => teachers, getCalendar, getTimeslots: async (day) => slotsByDay[day] ?? [], ...overrides });
  const view = renderWithProviders(<BookingPage />, { path: '/app/booking', api, preloadedState });
  await act(flush);
  return { ...view, getCalendar };
}

const group = (name: string) => within(screen.getByRole('radiogroup', { name }));
const inJapanese: Partial<RootState> = {
  ui: {
    mobileMenuOpen: false,
    userMenuOpen: false,
    pathname: '/app/booking',
    language: 'ja',
    shownLanguage: 'en',
    translateStatus: 'idle',
  },
};

test('the visitor chooses what to learn and a teacher from labelled radio groups; each choice reloads the calendar', async () => {
  const user = userEvent.setup();
  const { getCalendar } = await renderBookingPage();
  const learn = group('What would you like to learn?');
  expect(learn.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['any', 'en', 'ja']);
  expect(learn.getByRole('radio', { name: 'Any language' })).toBeChecked();
  const teacher = group('Teacher');
  expect(teacher.getByRole('radio', { name: 'Any teacher' })).toBeChecked();
  expect(teacher.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['any', '7', '8', '9']);

  // Each teacher's card: the radio is named by the name, described by languages and profile; a photo is a small lazy img
  const mei = teacher.getByRole('radio', { name: 'Mei Tanaka' });
  expect(mei).toHaveAccessibleDescription('Teaches Japanese, English Conversation and JLPT.');
  const photo = screen.getByRole('img', { name: 'Photo of Mei Tanaka' });
  expect(photo).toHaveAttribute('loading', 'lazy');
  expect(photo).toHaveAttribute('width', '48');
  expect(screen.queryByRole('img', { name: /Tom Baker/ })).toBeNull(); // no photo: initials, hidden from screen readers
  expect(screen.getByText('TB')).toBeInTheDocument();

  await user.click(learn.getByRole('radio', { name: 'Japanese' }));
  expect(teacher.queryByRole('radio', { name: 'Tom Baker' })).toBeNull();
  expect(getCalendar).toHaveBeenLastCalledWith({ teaching_language: 'ja' });

  await user.click(screen.getByText('Conversation and JLPT.')); // anywhere on the card
  expect(group('Teacher').getByRole('radio', { name: 'Mei Tanaka' })).toBeChecked();
  await act(flush);
  // her calendar for the language chosen (the booking keeps it as the lesson's language)
  expect(getCalendar).toHaveBeenLastCalledWith({ teacher_id: 7, teaching_language: 'ja' });
});

test('the teacher group works from the keyboard: arrow keys move the choice', async () => {
  const user = userEvent.setup();
  const { getCalendar } = await renderBookingPage();
  const teacher = group('Teacher');
  act(() => teacher.getByRole('radio', { name: 'Any teacher' }).focus());
  await user.keyboard('{ArrowDown}');
  expect(teacher.getByRole('radio', { name: 'Mei Tanaka' })).toBeChecked();
  expect(teacher.getByRole('radio', { name: 'Mei Tanaka' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(teacher.getByRole('radio', { name: 'Tom Baker' })).toBeChecked();
  await act(flush);
  expect(getCalendar).toHaveBeenLastCalledWith({ teacher_id: 8 });
});

test("profiles show in the page's language, else English, else the one there is", async () => {
  await renderBookingPage({}, inJapanese);
  const teacher = group('Teacher');
  expect(teacher.getByRole('radio', { name: 'Mei Tanaka' })).toHaveAccessibleDescription('Teaches Japanese, English 会話とJLPT対策。');
  expect(screen.getByText('会話とJLPT対策。')).toHaveAttribute('lang', 'ja');
  expect(screen.getByText('商務英語。')).toHaveAttribute('lang', 'zh-TW');
  expect(teacher.getByRole('radio', { name: 'Yui Mori' })).toHaveAccessibleDescription('Teaches Japanese');
});

test('one language taught: no language question, only the teachers', async () => {
  await renderBookingPage({ getTeachers: async () => [tom] });
  expect(screen.queryByRole('radiogroup', { name: 'What would you like to learn?' })).toBeNull();
  expect(group('Teacher').getAllByRole('radio')).toHaveLength(2);
});

test.each([
  ['has no teachers', async () => []],
  ['cannot load its teachers', () => Promise.reject(new Error('down'))],
])('a school that %s shows no teacher UI, and the date picker as before', async (_label, getTeachers) => {
  await renderBookingPage({ getTeachers: getTeachers as Api['getTeachers'] });
  expect(screen.queryByRole('radiogroup')).toBeNull();
  expect(screen.queryByText('Teacher')).toBeNull();
  expect(screen.queryByText(/Any teacher|Any language/)).toBeNull();
  expect(screen.getByRole('group', { name: 'Timeslots (Japan time)' })).toBeInTheDocument();
});
