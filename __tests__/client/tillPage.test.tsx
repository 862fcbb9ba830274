/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import { features, TillPage } from '../../src/client/features/admin/till/pages/TillPage';
import { tillArea } from '../../src/client/features/admin/till/tillArea';
import type { TillReport } from '../../src/shared/admin/till';
import { flush } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { ALL_AREAS, STAFF_USER } from './adminTestStore';

// The till report (レジ締め): the day's cash movements with booking, customer and clerk, and the totals, read from
// GET /api/admin/till (the till area's own slice, sagas and call, started as its route starts them).
jest.setTimeout(60_000);

const REPORT: TillReport = {
  date: '2026-11-24',
  movements: [
    {
      at: '2026-11-24T01:05:00Z',
      kind: 'refund',
      part: 'first',
      yen: 6000,
      booking_id: 7,
      enrolment_id: null,
      code: 'GT-4K29',
      customer: 'Mori Ken',
      clerk: 'Sam Staff',
    },
    {
      at: '2026-11-24T03:30:00Z',
      kind: 'payment',
      part: 'lesson',
      yen: 7200,
      booking_id: 9,
      enrolment_id: null,
      code: 'GT-7310',
      customer: 'Sato Yui',
      clerk: null,
    },
  ],
  taken: 7200,
  handed_back: 6000,
  net: 1200,
};

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    return { ok: true, status: 200, json: async () => REPORT } as Response;
  }) as typeof fetch;
});

test('the till of the day asked for: totals and each movement, in Japanese for a Japanese member', async () => {
  await renderConsolePage(<TillPage />, {
    user: { ...STAFF_USER, console_language: 'ja' },
    path: '/admin/till?date=2026-11-24',
    areas: [...ALL_AREAS, tillArea],
  });
  await act(flush);
  expect(asked).toEqual(['/api/admin/till?date=2026-11-24']);
  expect(screen.getByRole('heading', { level: 1, name: 'レジ締め' })).toBeInTheDocument();
  expect(screen.getByText('現金の受け取り').nextSibling).toHaveTextContent('￥7,200');
  expect(screen.getByText('現金の返金').nextSibling).toHaveTextContent('￥6,000');
  expect(screen.getByText('今朝からのレジの増減').nextSibling).toHaveTextContent('￥1,200');
  const rows = within(screen.getByRole('table', { name: '現金の出入り（時刻順）' })).getAllByRole('row');
  expect(rows.map((r) => Array.from(r.querySelectorAll('td,th')).map((c) => c.textContent))).toEqual([
    ['時刻', '予約', '受講者', '担当者', '内容', '金額'],
    ['10:05', 'GT-4K29', 'Mori Ken', 'Sam Staff', '返金', '−￥6,000'],
    ['12:30', 'GT-7310', 'Sato Yui', '記録なし', '当日払いの受講料', '￥7,200'],
  ]);
  expect(within(rows[1]).getByRole('link', { name: 'GT-4K29' })).toHaveAttribute('href', '/admin/bookings/7');
});

test('the till page’s route starts the shell and the till area: the page itself starts none', () => {
  expect(features.map((f) => f.name)).toEqual(['admin/console', 'admin/till']);
});
