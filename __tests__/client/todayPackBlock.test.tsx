/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, within } from '@testing-library/react';
import { TodayPage } from '../../src/client/features/admin/today/pages/TodayPage';
import type { TodayQuery } from '../../src/shared/admin/today';
import type { LanguageCode } from '../../src/shared/constants';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';
import { block, todayView } from './todayFixtures';

// Today (follow-up to issue 41, point 3): a lesson booked with a lesson pack's credit says so on its block, in the
// desk's language, where a lesson paid by card says "Paid online".

jest.setTimeout(60_000);

test.each([
  ['en', 'Lesson pack: paid with a credit'],
  ['ja', '回数券：クレジットで支払済み'],
  ['zh-CN', '课时包：已用课时抵扣'],
  ['zh-TW', '課堂套票：已用課堂抵扣'],
] as const)('in %s, the pack lesson’s block says it was paid with a pack’s credit', async (language: LanguageCode, words) => {
  const getToday = jest.fn(async (q: TodayQuery) => {
    const view = todayView(q.date!);
    const pack = block(14, { booking_date: q.date!, user_name: 'Ana Suzuki', code: 'GT-6001', start: '18:00', end: '19:00', pack: true });
    return { ...view, bookings: [...view.bookings, pack] };
  });
  await renderConsolePage(<TodayPage />, {
    adminApi: fakeAdminApi({ getToday }),
    user: { ...STAFF_USER, console_language: language },
    path: '/admin/today',
  });
  const blocks = within(screen.getByRole('list', { name: /./ })).getAllByRole('listitem');
  const ana = blocks.find((b) => b.textContent?.includes('GT-6001'))!;
  expect(within(ana).getByText(words)).toBeInTheDocument();
  // the other blocks keep their own payment words
  for (const other of blocks.filter((b) => b !== ana)) expect(within(other).queryByText(words)).toBeNull();
});
