/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumbersPage } from '../../src/client/features/admin/numbers/pages/NumbersPage';
import { fakeAdminApi } from './adminTestStore';
import { flush, report } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';

jest.setTimeout(120_000);

beforeAll(() => {
  // jsdom has neither ResizeObserver nor structuredClone (browsers have both); the charts use them
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

test('the numbers show three titled charts and a table whose totals row adds the weeks up; Monthly switches to months', async () => {
  const user = userEvent.setup();
  const getNumbers = jest.fn(async (q: { period?: 'week' | 'month' }) => report(q.period ?? 'week'));
  await renderConsolePage(<NumbersPage />, { adminApi: fakeAdminApi({ getNumbers }), path: '/admin/numbers' });
  expect(screen.getByRole('heading', { level: 1, name: 'Numbers' })).toBeInTheDocument();
  for (const title of ['Bookings per week', 'Net revenue per week', 'Hours filled and offered per week']) {
    expect(screen.getByRole('figure', { name: title })).toHaveAccessibleDescription(/^Bars per week from \w{3}, \d{1,2} \w+ \d{4} to/);
  }
  expect(screen.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
  // what is already booked for the classes still to come, and each chart's legend outside its scrolling box
  expect(
    screen.getByText('Booked ahead, for classes from Tue, 24 November 2026 on: 1 booking, ¥6,000 (part of the totals).'),
  ).toBeInTheDocument();
  const bookingsChart = screen.getByRole('figure', { name: 'Bookings per week' });
  const legend = within(bookingsChart).getByRole('list', { name: 'Legend' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Bookings', 'Cancellations', 'No-shows']);

  const table = screen.getByRole('table');
  const total = within(table).getByRole('row', { name: /^Total/ });
  // the server's totals: 6 bookings, 1 cancellation, 1 no-show, 6 of 60 hours, ¥36,000 - ¥3,000 refunded, the tax per week summed
  expect(
    within(total)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['6', '1', '1', '6 h', '60 h', '10%', '¥36,000', '¥3,000', '¥33,000', '¥2,999']);
  expect(within(table).getByRole('rowheader', { name: 'Week of 16 Nov' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Monthly' }));
  await act(flush);
  expect(getNumbers).toHaveBeenLastCalledWith(expect.objectContaining({ period: 'month' }));
  expect(screen.getByRole('heading', { name: 'Figures per month' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByRole('rowheader', { name: 'October 2026' })).toBeInTheDocument();
});

test('a range ending before it starts is refused next to the field; a good one is shown', async () => {
  const user = userEvent.setup();
  const getNumbers = jest.fn(async () => report('week'));
  await renderConsolePage(<NumbersPage />, { adminApi: fakeAdminApi({ getNumbers }) });
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  fireEvent.change(from, { target: { value: '2026-06-01' } });
  fireEvent.change(to, { target: { value: '2026-05-01' } });
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByText('The range must end on or after its first day.')).toBeInTheDocument();
  expect(getNumbers).toHaveBeenCalledTimes(1);
  fireEvent.change(to, { target: { value: '2026-08-31' } });
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await act(flush);
  expect(getNumbers).toHaveBeenLastCalledWith({ from: '2026-06-01', to: '2026-08-31', period: 'week' });
});

describe('by teacher', () => {
  const byTeacher = [
    { teacher_id: 1, name: 'Tanaka Yui', held: 4, no_shows: 1, cancellations: 2, hours_taught: 7.5, received: 21000 },
    { teacher_id: 2, name: 'Sam Lee', held: 2, no_shows: 0, cancellations: 0, hours_taught: 4, received: 12000 },
  ];

  test('what the owner pays teachers by: lessons held, no-shows and cancellations apart, hours taught, revenue received', async () => {
    const getNumbers = jest.fn(async () => ({ ...report('week'), by_teacher: byTeacher }));
    await renderConsolePage(<NumbersPage />, { adminApi: fakeAdminApi({ getNumbers }), path: '/admin/numbers' });
    expect(screen.getByRole('heading', { level: 2, name: 'By teacher' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'By teacher' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Teacher', 'Lessons held', 'No-shows', 'Cancellations', 'Hours taught', 'Revenue received']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Tanaka Yui', '4', '1', '2', '7.5 h', '¥21,000'],
      ['Sam Lee', '2', '0', '0', '4 h', '¥12,000'],
    ]);
  });

  test('in Japanese', async () => {
    const getNumbers = jest.fn(async () => ({ ...report('week'), by_teacher: byTeacher }));
    await renderConsolePage(<NumbersPage />, {
      adminApi: fakeAdminApi({ getNumbers }),
      path: '/admin/numbers',
      user: { name: 'Oona Owner', email: 'owner@school.example', role: 'owner', console_language: 'ja' },
    });
    expect(screen.getByRole('heading', { level: 2, name: '講師別' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '講師別' });
    expect(within(table).getByRole('columnheader', { name: '実施レッスン数' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Tanaka Yui/ })).toHaveTextContent('Tanaka Yui4127.5時間￥21,000');
  });

  test('hidden in a school without teachers (by_teacher is empty)', async () => {
    await renderConsolePage(<NumbersPage />, { adminApi: fakeAdminApi({ getNumbers: async () => report('week') }) });
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryByRole('table', { name: 'By teacher' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'By teacher' })).toBeNull();
  });
});
