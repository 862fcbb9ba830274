/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, within } from '@testing-library/react';
import type { PackListed } from '../../src/shared/admin/packs';
import { renderPacksPage } from './adminPacksRender';
import { FIVE_HOURS_PACK } from './studentFixtures';

// The console's packs list (follow-up to issue 41, point 3): per pack, sold, the lessons unused today and their value,
// with the columns named in the owner's language.

const FIVE: PackListed = { ...FIVE_HOURS_PACK, sold: 3, unused_lessons: 7, unused_yen: 21000 };

async function openPacks(language: 'en' | 'ja' | 'zh-CN' | 'zh-TW') {
  await renderPacksPage(language, { list: jest.fn(async () => ({ packs: [FIVE] })) });
  const table = screen.getByRole('table');
  const cells = (row: number) =>
    within(within(table).getAllByRole('row')[row])
      .getAllByRole(row === 0 ? 'columnheader' : 'cell')
      .map((c) => c.textContent);
  return { head: cells(0), pack: cells(1) };
}

test.each([
  ['en', ['Sold', 'Lessons unused', 'Their value today']],
  ['ja', ['販売数', '未使用のレッスン', '本日の未使用残高']],
  ['zh-CN', ['已售', '未使用课时', '今日未使用余额']],
  ['zh-TW', ['已售', '未使用課堂', '今日未使用餘額']],
] as const)('in %s, each pack shows how many were sold, the lessons unused and their value today', async (language, columns) => {
  const { head, pack } = await openPacks(language);
  expect(head.slice(3, 6)).toEqual(columns);
  expect(pack.slice(3, 6)).toEqual(['3', '7', expect.stringMatching(/21,000/)]);
});
