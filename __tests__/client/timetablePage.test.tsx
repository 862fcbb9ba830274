/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { features, TimetablePage } from '../../src/client/features/admin/timetable/pages/TimetablePage';
import { columnCells } from '../../src/client/features/admin/timetable/components/timetableCells';
import { timetableArea } from '../../src/client/features/admin/timetable/timetableArea';
import { timetableSagas } from '../../src/client/features/admin/timetable/timetableSagas';
import {
  selectTimetable,
  timetableDateChosen,
  timetablePageOpened,
  timetableViewChosen,
} from '../../src/client/features/admin/timetable/timetableSlice';
import { ApiError } from '../../src/client/api/client';
import type { Timetable, TimetableQuery } from '../../src/shared/admin/timetable';
import { tokyoToday } from '../../src/shared/dates';
import { flush } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { ALL_AREAS, fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';

// The teachers' timetable (issue 39, point 5): its sagas on the real store, and the page: one column per teacher, a
// block per class over its slots, each slot's state (満席 only when every working teacher is booked, 講師なし, 休校).
jest.setTimeout(60_000);

const row = (start: string, end: string, state: Timetable['days'][0]['rows'][0]['state'], working: number[], free: number) => ({
  start,
  end,
  state,
  working,
  free,
});
const block = { kind: 'booking' as const, date: '2026-11-24', lesson_language: 'ja', status: 'Confirmed' };
const TUESDAY: Timetable = {
  view: 'day',
  from: '2026-11-24',
  to: '2026-11-24',
  slot_minutes: 30,
  teachers: [
    { id: 1, name: 'Sato Yuki', languages: ['ja', 'en'], retired: false },
    { id: 2, name: 'Lee Min', languages: ['ko'], retired: false },
  ],
  days: [
    {
      date: '2026-11-24',
      closed: false,
      rows: [
        row('10:00', '10:30', 'full', [1, 2], 0),
        row('10:30', '11:00', 'open', [1, 2], 1),
        row('11:00', '11:30', 'no_teacher', [], 0),
        row('11:30', '12:00', 'closed', [], 0),
      ],
      blocks: [
        { ...block, id: 7, teacher_id: 1, start: '10:00', end: '11:00', code: 'GT-4K29', customer: 'Mori Ken' },
        { ...block, id: 9, teacher_id: 2, start: '10:00', end: '10:30', code: 'GT-7310', customer: 'Kim Ara', lesson_language: 'ko' },
      ],
    },
  ],
};

test('a block covers every row it overlaps; a second class at once keeps out of the first one’s cell', () => {
  const [rows, blocks] = [TUESDAY.days[0].rows, TUESDAY.days[0].blocks];
  expect(columnCells(rows, [blocks[0]]).map((c) => c.kind)).toEqual(['block', 'covered', 'empty', 'empty']);
  expect(columnCells(rows, [blocks[0]])[0]).toMatchObject({ span: 2 });
  expect(columnCells(rows, [blocks[0], blocks[1]]).map((c) => c.kind)).toEqual(['block', 'covered', 'empty', 'empty']);
});

test('the desk’s story: today’s day first, then the week, then another day; a failed load says so', async () => {
  const asked: TimetableQuery[] = [];
  let fail = false;
  const api = {
    getTimetable: async (q: TimetableQuery) => {
      asked.push(q);
      if (fail) throw new ApiError(500, 'down');
      return { ...TUESDAY, view: q.view ?? 'day' } as Timetable;
    },
  };
  const { store, read } = startConsole({ user: STAFF_USER, adminApi: fakeAdminApi() });
  store.startFeature('admin/timetable', () => timetableSagas(api), null);
  await act(async () => void store.dispatch(timetablePageOpened({ date: null, view: null })));
  await act(flush);
  expect(asked).toEqual([{ date: tokyoToday(), view: 'day' }]);
  expect(read(selectTimetable)).toMatchObject({ status: 'ready', date: tokyoToday(), view: 'day' });
  await act(async () => void store.dispatch(timetableViewChosen('week')));
  await act(flush);
  expect(asked.at(-1)).toEqual({ date: tokyoToday(), view: 'week' });
  fail = true;
  await act(async () => void store.dispatch(timetableDateChosen('2026-12-01')));
  await act(flush);
  expect(asked.at(-1)).toEqual({ date: '2026-12-01', view: 'week' });
  expect(read(selectTimetable)).toMatchObject({ status: 'failed', error: { id: 'timetable.failed' } });
});

test('in Japanese: a column per teacher, the class over its slots, and 満席, 講師なし and 休校 where they are', async () => {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    return { ok: true, status: 200, json: async () => TUESDAY } as Response;
  }) as typeof fetch;
  await renderConsolePage(<TimetablePage />, {
    user: { ...STAFF_USER, console_language: 'ja' },
    path: '/admin/timetable?date=2026-11-24',
    areas: [...ALL_AREAS, timetableArea],
  });
  await act(flush);
  expect(asked).toEqual(['/api/admin/timetable?date=2026-11-24&view=day']);
  expect(screen.getByRole('heading', { level: 1, name: '講師の時間割' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: /の時間割$/ });
  const heads = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(heads).toEqual(['時刻', 'Sato Yuki担当：日本語、英語', 'Lee Min担当：韓国語']);
  const states = within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
  expect(states).toEqual(['10:00満席', '10:30空き1名', '11:00講師なし', '11:30休校']);
  const mori = within(table).getByRole('link', { name: 'GT-4K29' }).closest('td')!;
  expect(mori).toHaveAttribute('rowspan', '2');
  expect(mori).toHaveTextContent('Mori Ken10:00–11:00 · 日本語');
  expect(within(table).getByRole('link', { name: 'GT-4K29' })).toHaveAttribute('href', '/admin/bookings/7');
  const [, second, third, fourth] = within(table).getAllByRole('row').slice(1);
  // Lee is free at 10:30; nobody works at 11:00; the school is closed at 11:30
  expect(
    within(second)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['空き']);
  expect(
    within(third)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['勤務外', '勤務外']);
  expect(
    within(fourth)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['休校', '休校']);
  await userEvent.click(screen.getByRole('button', { name: '週' }));
  await act(flush);
  expect(asked.at(-1)).toBe('/api/admin/timetable?date=2026-11-24&view=week');
});

test('the timetable page’s route starts the shell and the timetable area', () => {
  expect(features.map((f) => f.name)).toEqual(['admin/console', 'admin/timetable']);
});
