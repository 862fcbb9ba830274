/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addWords } from '../../src/client/i18n/catalogues';
import { words as en } from '../../src/client/i18n/words/en/index';
import { words as ja } from '../../src/client/i18n/words/ja/index';
import { ConfirmationScreen, type ConfirmationProps } from '../../src/client/features/enrol/components/ConfirmationScreen';
import { pageLanguageSet } from '../../src/client/features/ui/uiSlice';
import type { LanguageCode } from '../../src/shared/constants';
import { terms } from './enrolFixtures';
import { renderWithProviders } from './renderWithProviders';

// The final confirmation screen (特定商取引法 12条の6): every item the law asks for, in the visitor's language, before
// anything is charged: lessons a month, the first payment and every later one, the charge dates, the contract's period,
// how and by when to withdraw.

addWords('en', en);
addWords('ja', ja);

function show(language: LanguageCode, props: Partial<ConfirmationProps> = {}) {
  const onPay = jest.fn();
  const onBack = jest.fn();
  renderWithProviders(<ConfirmationScreen terms={terms} loggedIn paying={false} error={null} onPay={onPay} onBack={onBack} {...props} />, {
    beforeRender: (store) => store.dispatch(pageLanguageSet(language)),
  });
  const screenPart = screen.getByRole('region', { name: language === 'ja' ? 'お申し込み内容の最終確認' : 'Confirm your enrolment' });
  /** The value beside a label in the terms' list. */
  const item = (label: string) => within(screenPart).getByText(label).nextElementSibling?.textContent;
  return { onPay, onBack, screenPart, item };
}

test('in English: every legally required item, then "Pay and enrol"', async () => {
  const { item, onPay, screenPart } = show('en');
  expect(screenPart).toHaveTextContent('Nothing is charged until you press “Pay and enrol”.');
  expect(item('Course')).toBe('Beginner Japanese');
  expect(item('Teacher')).toBe('Sato Yui');
  expect(item('Weekly lesson')).toBe('Tuesdays 18:00–19:00 (Japan time)');
  expect(item('Lessons per month')).toBe('4 lessons a month (one a week)');
  expect(item('First payment (charged now)')).toBe('¥14,500: tuition for May 2031 (3 lessons) ¥9,000 + enrolment fee ¥5,500');
  expect(item('Every later payment')).toBe('¥12,000 a month, tax included');
  expect(item('Charge dates')).toBe('Day 1 of each month, for that month, from June 2031');
  expect(item('Contract period')).toBe('From your first lesson on Tue, 13 May 2031, month by month until you withdraw');
  expect(item('How to withdraw')).toBe(
    'Tell us by day 15 of a month, on my page or at the school’s desk: your contract ends at the end of that month and nothing more is charged.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Pay and enrol' }));
  expect(onPay).toHaveBeenCalledTimes(1);
});

test('in Japanese: the same items, as a Japanese visitor reads them', async () => {
  const { item, onBack } = show('ja');
  expect(item('コース')).toBe('Beginner Japanese'); // the course's name as quoted in the visitor's language by the server
  expect(item('毎週のレッスン')).toBe('毎週火曜日 18:00～19:00（日本時間）');
  expect(item('月のレッスン回数')).toBe('月4回（週1回）');
  expect(item('初回のお支払い（今お支払い）')).toBe('14,500円：2031年5月分の授業料（3回）9,000円 ＋ 入会金 5,500円');
  expect(item('2か月目以降のお支払い')).toBe('毎月 12,000円（税込）');
  expect(item('お支払い日（課金日）')).toBe('2031年6月から毎月1日に、その月の分を課金します');
  expect(item('契約期間')).toBe('初回レッスン（2031年5月13日(火)）から1か月ごとに自動更新し、退会のお申し出まで続きます');
  expect(item('退会の方法と期限')).toBe(
    '毎月15日までにマイページまたはスクールの受付でお申し出ください。その月の末日で契約が終了し、以降の課金はありません。',
  );
  expect(screen.getByRole('button', { name: '支払って入会する' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: '選択を変更する' }));
  expect(onBack).toHaveBeenCalledTimes(1);
});

test("logged out, the button says it logs in first; a refusal is said in the visitor's words", () => {
  show('ja', { loggedIn: false, error: 'This weekly time is no longer free with this teacher. Please choose another.' });
  expect(screen.getByRole('button', { name: 'ログインして入会する' })).toHaveAccessibleDescription(
    '入会にはアカウントが必要です。ログイン後、この画面に戻ります。',
  );
  expect(screen.getByRole('alert')).toHaveTextContent('この講師のこの毎週の時間は空いていません。別の時間をお選びください。');
});
