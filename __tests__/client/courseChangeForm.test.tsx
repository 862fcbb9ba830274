/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { MyCourses } from '../../src/client/features/enrol/MyCourses';
import { enrolSagas } from '../../src/client/features/enrol/enrolSagas';
import { pageLanguageSet } from '../../src/client/features/ui/uiSlice';
import { addWords } from '../../src/client/i18n/catalogues';
import { words as ja } from '../../src/client/i18n/words/ja/index';
import { CHANGE_PAUSED, CHANGE_PENDING } from '../../src/shared/courseChange';
import { axeViolations } from './axeViolations';
import { flush, loggedIn } from './bookingFixtures';
import { fakeEnrolApi, friday, terms } from './enrolFixtures';
import { renderWithProviders } from './renderWithProviders';

// My page's change of course or weekly time (issue 41 point 7) on the real store with the enrolment calls faked: the day
// it starts said first, a course and a weekly time chosen, the new terms on the confirmation screen before anything is
// sent, a refusal in her words, then the change confirmed once.

addWords('ja', ja);

function onMyPage(api = fakeEnrolApi(), language: 'en' | 'ja' = 'en') {
  renderWithProviders(<MyCourses />, {
    path: '/app/my_page',
    preloadedState: loggedIn,
    beforeRender: (store) => {
      store.dispatch(pageLanguageSet(language));
      store.startFeature('enrol', enrolSagas, api);
    },
  });
  return api;
}

test('she moves to Business Japanese on Fridays from August: terms first, refused while a change waits, then confirmed once', async () => {
  const api = onMyPage(fakeEnrolApi({ changeCourse: jest.fn().mockRejectedValueOnce(new ApiError(409, CHANGE_PENDING)) }));
  await act(flush);
  const course = screen.getByRole('article', { name: 'Beginner Japanese' });
  await userEvent.click(within(course).getByRole('button', { name: 'Change course or time' }));
  await act(flush);
  const form = within(course).getByRole('region', { name: 'Change your course or weekly time' });
  expect(form).toHaveTextContent('Asked by day 15 of the month, a change starts on the first day of the next month: Fri, 1 Aug 2031.');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Course type' }), 'Business Japanese');
  await act(flush);
  expect(api.weeklyTimes).toHaveBeenLastCalledWith(4, '2031-08-01');
  // her own teacher's times come first
  expect(within(form).getByRole('combobox', { name: 'Teacher' })).toHaveDisplayValue('Sato Yui');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Teacher' }), 'Ito Ken');
  await userEvent.click(within(form).getByRole('radio', { name: /Ito Ken/ }));
  expect(await axeViolations()).toEqual([]);
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  await act(flush);
  const choice = { course_id: 4, teacher_id: friday.teacher_id, weekday: 5, start: '10:00' };
  expect(api.changeQuote).toHaveBeenLastCalledWith(7, choice);
  const confirm = screen.getByRole('region', { name: 'Confirm your new terms' });
  expect(confirm).toHaveTextContent('Your new terms from Fri, 1 Aug 2031.');
  expect(api.changeCourse).not.toHaveBeenCalled(); // nothing sent before she confirms
  expect(await axeViolations()).toEqual([]);

  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm the change' }));
  await act(flush);
  expect(within(confirm).getByRole('alert')).toHaveTextContent(CHANGE_PENDING);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm the change' }));
  await act(flush);
  expect(api.changeCourse).toHaveBeenCalledTimes(2);
  expect(api.changeCourse).toHaveBeenLastCalledWith(7, choice);
  expect(screen.getByRole('status')).toHaveTextContent('Your change is confirmed.');
  expect(screen.queryByRole('region', { name: 'Confirm your new terms' })).toBeNull();
});

test('in Japanese, the late rule and a paused month’s refusal are in her words; she goes back from the terms to the times', async () => {
  const api = onMyPage(
    fakeEnrolApi({
      changeOptions: jest.fn(async () => ({ from: '2031-09-01', after_deadline: true, withdraw_by_day: 15 })),
      changeQuote: jest.fn().mockRejectedValueOnce(new ApiError(409, CHANGE_PAUSED)).mockResolvedValue(terms),
    }),
    'ja',
  );
  await act(flush);
  const course = screen.getByRole('article', { name: 'Beginner Japanese' });
  await userEvent.click(within(course).getByRole('button', { name: 'コース・曜日時間を変更する' }));
  await act(flush);
  const form = within(course).getByRole('region', { name: 'コース・曜日時間の変更' });
  expect(form).toHaveTextContent('締切日（15日）を過ぎているため、変更は2031年9月1日(月)からとなります。');
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'コースの種類' }), '初級日本語');
  await act(flush);
  await userEvent.click(within(form).getByRole('radio', { name: /Sato Yui/ }));
  await userEvent.click(within(form).getByRole('button', { name: '確認へ進む' }));
  await act(flush);
  expect(within(form).getByRole('alert')).toHaveTextContent(ja['enrol.err.changePaused']);
  await userEvent.click(within(form).getByRole('button', { name: '確認へ進む' }));
  await act(flush);
  const confirm = screen.getByRole('region', { name: '変更後の契約内容の最終確認' });
  await userEvent.click(within(confirm).getByRole('button', { name: '選択を変更する' }));
  expect(screen.getByRole('region', { name: 'コース・曜日時間の変更' })).toBeInTheDocument();
  expect(api.changeCourse).not.toHaveBeenCalled();
});
