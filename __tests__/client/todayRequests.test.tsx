/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, within } from '@testing-library/react';
import { TodayPage } from '../../src/client/features/admin/today/pages/TodayPage';
import type { TodayQuery } from '../../src/shared/admin/today';
import type { TodayRequest } from '../../src/shared/admin/todayRequests';
import type { LanguageCode } from '../../src/shared/constants';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';
import { axeViolations } from './axeViolations';
import { todayView } from './todayFixtures';

// Today's requests (issue 41, point 8): the week's pause and withdrawal requests and packs bought, newest first, in
// the desk's language, each opening the enrolment (a pack: the customer).
jest.setTimeout(60_000);

const none = { first_month: null, months: null, ends_on: null, pack_names: null };
const REQUESTS: TodayRequest[] = [
  {
    ...none,
    kind: 'pack',
    at: '2026-11-23T05:00:00Z',
    at_desk: false,
    name: 'Taro Suzuki',
    code: 'PK-ABC123',
    customer_id: 9,
    enrolment_id: null,
    pack_names: { en: 'Five lessons', ja: '5回券' },
  },
  {
    ...none,
    kind: 'withdrawal',
    at: '2026-11-23T01:30:00Z',
    at_desk: true,
    name: 'Ken Ito',
    code: 'EN-KEN111',
    customer_id: 8,
    enrolment_id: 6,
    ends_on: '2026-12-31',
  },
  {
    ...none,
    kind: 'pause',
    at: '2026-11-22T01:00:00Z',
    at_desk: false,
    name: 'Mika Mori',
    code: 'EN-MIKA22',
    customer_id: 7,
    enrolment_id: 5,
    first_month: '2027-01',
    months: 2,
  },
];

test.each([
  [
    'en',
    'Requests and packs bought, last 7 days',
    [
      'Mon 23 Nov 14:00: Taro Suzuki bought Five lessons (PK-ABC123)',
      'Mon 23 Nov 10:30: Ken Ito (EN-KEN111) withdraws; the enrolment ends on Thu 31 Dec (at the desk)',
      'Sun 22 Nov 10:00: Mika Mori (EN-MIKA22) asks to pause 2 months from January 2027 (on my page)',
    ],
  ],
  [
    'ja',
    '直近7日間の休会・退会の申請と回数券の購入',
    [
      /Taro Suzuki 様が5回券を購入（PK-ABC123）$/,
      /Ken Ito 様（EN-KEN111）退会、12月31日\(木\)で終了（窓口）$/,
      /Mika Mori 様（EN-MIKA22）2027年1月から2か月の休会（マイページ）$/,
    ],
  ],
  [
    'zh-CN',
    '最近7天的休学、退学申请和课时包购买',
    [
      /Taro Suzuki购买了Five lessons（PK-ABC123）$/,
      /Ken Ito（EN-KEN111）退学，学籍于.*结束（前台）$/,
      /Mika Mori（EN-MIKA22）自2027年1月起休学2个月（我的页面）$/,
    ],
  ],
  [
    'zh-TW',
    '最近7天的休學、退學申請與課程套票購買',
    [
      /Taro Suzuki購買了Five lessons（PK-ABC123）$/,
      /Ken Ito（EN-KEN111）退學，學籍於.*結束（櫃台）$/,
      /Mika Mori（EN-MIKA22）自2027年1月起休學2個月（我的頁面）$/,
    ],
  ],
] as const)('in %s, Today lists the requests and packs bought, each to open', async (language: LanguageCode, title, words) => {
  const getToday = jest.fn(async (q: TodayQuery) => ({
    ...todayView(q.date!),
    credits_day: { absences: [], makeups: [], requests: REQUESTS },
  }));
  await renderConsolePage(<TodayPage />, {
    adminApi: fakeAdminApi({ getToday }),
    user: { ...STAFF_USER, console_language: language },
    path: '/admin/today',
  });
  const links = within(await screen.findByRole('region', { name: title })).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(words.map((w) => (typeof w === 'string' ? w : expect.stringMatching(w))));
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/admin/customers/9', '/admin/enrolments/6', '/admin/enrolments/5']);
  expect(await axeViolations()).toEqual([]);
});

test('no requests that week: no list', async () => {
  const getToday = jest.fn(async (q: TodayQuery) => ({ ...todayView(q.date!), credits_day: { absences: [], makeups: [], requests: [] } }));
  await renderConsolePage(<TodayPage />, { adminApi: fakeAdminApi({ getToday }), user: STAFF_USER, path: '/admin/today' });
  await screen.findByText('Sato Yui');
  expect(screen.queryByRole('region', { name: 'Requests and packs bought, last 7 days' })).toBeNull();
});
