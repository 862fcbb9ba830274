/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyCourses } from '../../src/client/features/enrol/MyCourses';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import type { MakeupApi } from '../../src/client/features/enrol/makeupApi';
import { makeupSagas } from '../../src/client/features/enrol/makeupSagas';
import { makeup as english } from '../../src/client/i18n/words/en/makeup';
import type { MyCredits } from '../../src/shared/absences';
import * as words from '../../src/shared/creditWords';
import { DEFAULT_LESSON_RULES } from '../../src/shared/lessonRules';
import { flush, loggedIn } from './bookingFixtures';
import { fakeEnrolApi } from './enrolFixtures';
import { renderWithProviders } from './renderWithProviders';

// My page's absences and make-ups (issue 41) on the real store: Hanako reports an absence for 20 May (in time: a
// credit) and books a make-up with it; the server's refusals have her words.

const credits = (over: Partial<MyCredits> = {}): MyCredits => ({
  absences: [],
  balance: 0,
  lots: [],
  rules: DEFAULT_LESSON_RULES,
  makeups: [],
  ...over,
});
const absent: MyCredits['absences'][number] = {
  id: 1,
  enrolment_id: 7,
  lesson_day: '2031-05-20',
  start: '18:00',
  in_time: true,
  credit_until: '2031-06-30',
  no_credit: null,
  by_kind: 'customer',
  note: null,
  created_at: '2031-05-10T00:00:00Z',
};

test('an absence reported earns a credit; a make-up is booked with it and shows with its cancel button', async () => {
  const myCredits = jest
    .fn()
    .mockResolvedValueOnce(credits())
    .mockResolvedValueOnce(credits({ absences: [absent], balance: 1, lots: [{ left: 1, valid_until: '2031-06-30' }] }))
    .mockResolvedValue(
      credits({
        absences: [absent],
        makeups: [
          { booking_id: 40, code: 'GT-MAKE', day: '2031-05-22', time_range: '15:00-16:00', teacher_name: 'Lee Min', status: 'Confirmed' },
        ],
      }),
    );
  const api: MakeupApi = {
    myCredits,
    reportAbsence: jest.fn(async () => absent),
    makeupTimes: jest.fn(async () => [
      { day: '2031-05-22', start: '15:00', end: '16:00', teacher_id: 2, teacher_name: 'Lee Min', own_teacher: false },
    ]),
    bookMakeup: jest.fn(async () => ({})),
    cancelMakeup: jest.fn(async () => ({ credit_returned: true })),
  } as unknown as MakeupApi;
  renderWithProviders(<MyCourses />, {
    path: '/app/my_page',
    preloadedState: loggedIn,
    beforeRender: (store) => {
      store.startFeature('enrol', enrolSagas, fakeEnrolApi());
      store.startFeature('makeup', makeupSagas, api);
    },
  });
  await act(flush);
  const section = screen.getByRole('region', { name: 'Absences and make-up lessons' });
  expect(section).toHaveTextContent('An absence reported by 20:00, 1 day(s) before the lesson, earns a make-up credit.');
  const user = userEvent.setup();
  await user.click(within(section).getByRole('combobox', { name: 'Lesson' }));
  await user.click(screen.getByRole('option', { name: /20 May 2031/ }));
  await user.click(within(section).getByRole('button', { name: 'Report an absence' }));
  await act(flush);
  expect(api.reportAbsence).toHaveBeenCalledWith(7, '2031-05-20');
  expect(within(section).getByRole('status')).toHaveTextContent('Your absence is noted.');
  expect(within(section).getByRole('list', { name: 'Your absences' })).toHaveTextContent(
    /Absent on .*20 May 2031: a make-up credit, valid until .*30 Jun 2031/,
  );

  await user.click(within(section).getByRole('button', { name: 'Book a make-up lesson' }));
  await act(flush);
  const times = within(section).getByRole('group', { name: 'Free times for a make-up' });
  await user.click(within(times).getByRole('button', { name: /15:00–16:00, Lee Min/ }));
  await act(flush);
  expect(api.bookMakeup).toHaveBeenCalledWith(7, { day: '2031-05-22', start: '15:00', teacher_id: 2 });
  expect(within(section).getByRole('list', { name: 'Your make-up lessons' })).toHaveTextContent('15:00-16:00, with Lee Min');
  expect(within(section).getByRole('button', { name: 'Cancel this make-up' })).toBeInTheDocument();
});

test("every refusal of the server's has its words on my page, word for word in English", () => {
  const server = [words.NO_CREDIT, words.MAKEUP_TIME_TAKEN, words.LESSON_NOT_YOURS, words.LESSON_BEGUN, words.ALREADY_ABSENT];
  const ours = Object.entries(english).filter(([id]) => id.startsWith('makeup.err.'));
  expect(ours.map(([, text]) => text).sort()).toEqual([...server].sort());
});
