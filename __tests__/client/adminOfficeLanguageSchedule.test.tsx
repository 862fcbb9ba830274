/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { NumbersPage } from '../../src/client/features/admin/numbers/pages/NumbersPage';
import { SchedulePage } from '../../src/client/features/admin/schedule/pages/SchedulePage';
import { NUMBERS_RANGE_ORDER } from '../../src/shared/admin/numbers';
import { SCHEDULE_CONFLICT, STALE_SCHEDULE } from '../../src/shared/admin/schedule';
import { fakeAdminApi, OWNER_USER, STAFF_USER } from './adminTestStore';
import { conflict, conflictError, flush, report, schedule } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';
import { selectNumbers } from '../../src/client/features/admin/numbers/numbersSlice';

// The schedule and numbers pages in the member's language: their words, dates, yen and the server's refusals.

jest.setTimeout(120_000);

const JA_OWNER = { ...OWNER_USER, console_language: 'ja' as const };

beforeAll(() => {
  // jsdom has neither ResizeObserver nor structuredClone (browsers have both); the charts use them
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/** Latin words the page shows or names (text, aria-labels, placeholders, titles), but those of the customer data `allowed`. */
function englishLeft(allowed: RegExp = /$^/): string[] {
  const attributes = [...document.body.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((e) =>
    ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
  );
  const words =
    [document.body.textContent ?? '', ...attributes]
      .join(' ')
      .replace(allowed, ' ')
      .match(/[A-Za-z]{3,}/g) ?? [];
  return [...new Set(words)];
}

describe('schedule in Japanese', () => {
  test('labels, weekdays, dates and the form checks are Japanese; a save says so in Japanese', async () => {
    const user = userEvent.setup();
    const updateSchedule = jest.fn(async (body: { settings: typeof schedule.settings }) => ({
      ...schedule,
      settings: body.settings,
      version: 4,
    }));
    await renderConsolePage(<SchedulePage />, {
      adminApi: fakeAdminApi({ getSchedule: async () => schedule, updateSchedule }),
      user: JA_OWNER,
      path: '/admin/schedule',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'スケジュール' })).toBeInTheDocument();
    expect(screen.getByText(/^バージョン 3（最終変更: 2026年11月20日\(金\) 10:30、日本時間、owner@school\.example）/)).toBeInTheDocument();
    expect(screen.getByLabelText('1枠の料金（円、税込）')).toHaveValue('3000');
    expect(screen.getByLabelText('月曜日 時間帯1 開始')).toHaveValue('10:00');
    expect(screen.getByText('2026年12月31日(木)')).toBeInTheDocument();
    expect(screen.getAllByText('休校')).toHaveLength(4);

    const closes = screen.getByLabelText('月曜日 時間帯1 終了');
    await user.clear(closes);
    await user.type(closes, '09:30');
    const price = screen.getByLabelText('1枠の料金（円、税込）');
    await user.clear(price);
    await user.type(price, '2000000');
    const opens = screen.getByLabelText('金曜日 時間帯2 開始');
    await user.clear(opens);
    await user.type(opens, '1pm');
    await user.click(screen.getByRole('button', { name: 'スケジュールを保存' }));
    expect(screen.getByText('終了時刻は開始時刻より後にしてください。')).toBeInTheDocument();
    expect(screen.getByText('0〜1,000,000の整数を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('時刻はHH:MM（24時間表記）で入力してください。例: 09:00')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('上のエラー項目を修正してください。');
    expect(updateSchedule).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('追加する休校日'), { target: { value: '2026-12-31' } });
    await user.click(screen.getByRole('button', { name: '休校日を追加' }));
    expect(screen.getByText('2026年12月31日(木)はすでに休校日です。')).toBeInTheDocument();

    await user.clear(closes);
    await user.type(closes, '18:00');
    await user.clear(price);
    await user.type(price, '3500');
    await user.clear(opens);
    await user.type(opens, '13:00');
    await user.click(screen.getByRole('button', { name: '水曜日に時間帯を追加' }));
    await user.click(screen.getByRole('button', { name: '2026年12月31日(木)を削除' }));
    await user.click(screen.getByRole('button', { name: 'スケジュールを保存' }));
    await act(flush);
    expect(updateSchedule).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('スケジュールを保存しました。');
    expect(screen.getByRole('status')).toHaveTextContent('既存の予約は元の料金のままです。');
    for (const english of ['Schedule', 'Save schedule', 'Monday', 'Closed dates', 'Weekly opening hours', 'Remove']) {
      expect(screen.queryByText(english)).toBeNull();
    }
    expect(englishLeft(/owner@school\.example/g)).toEqual([]);
  });

  test("the server's refusal for held slots is shown in Japanese with the bookings' Japanese dates", async () => {
    const user = userEvent.setup();
    await renderConsolePage(<SchedulePage />, {
      adminApi: fakeAdminApi({
        getSchedule: async () => schedule,
        updateSchedule: () => Promise.reject(conflictError(SCHEDULE_CONFLICT, [conflict])),
      }),
      user: JA_OWNER,
    });
    await user.click(screen.getByRole('button', { name: 'スケジュールを保存' }));
    await act(flush);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('この変更では予約の入っている枠がなくなるか短くなります。');
    expect(alert).toHaveTextContent('2026年12月1日(火) 10:00-12:00 — Ken Tanaka（確定）');
    expect(within(alert).getByRole('link', { name: '予約 GT-4821' })).toHaveAttribute('href', '/admin/bookings/41');
    expect(alert).not.toHaveTextContent(SCHEDULE_CONFLICT);
    expect(englishLeft(/Ken Tanaka|owner@school\.example/g)).toEqual([]);
  });

  test('a stale save is explained in Japanese and offers 再読み込み', async () => {
    const user = userEvent.setup();
    await renderConsolePage(<SchedulePage />, {
      adminApi: fakeAdminApi({
        getSchedule: async () => schedule,
        updateSchedule: () => Promise.reject(new ApiError(409, STALE_SCHEDULE)),
      }),
      user: JA_OWNER,
    });
    await user.click(screen.getByRole('button', { name: 'スケジュールを保存' }));
    await act(flush);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('このスケジュールは他のスタッフによって変更されました。');
    expect(within(alert).getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('保存していない変更は破棄されます');
  });

  test('staff reading the schedule in traditional Chinese are told only owners change it', async () => {
    await renderConsolePage(<SchedulePage />, {
      adminApi: fakeAdminApi({ getSchedule: async () => schedule }),
      user: { ...STAFF_USER, console_language: 'zh-TW' },
    });
    expect(screen.getByText('只有所有者可以變更課程安排和價格。如需變更，請洽所有者。')).toBeInTheDocument();
    expect(screen.getByLabelText('星期五 時段2 開始')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '儲存課程安排' })).toBeNull();
  });

  test('a schedule that cannot be loaded says so in Japanese', async () => {
    await renderConsolePage(<SchedulePage />, {
      adminApi: fakeAdminApi({ getSchedule: () => Promise.reject(new ApiError(500, undefined)) }),
      user: JA_OWNER,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('スケジュールを読み込めませんでした。もう一度お試しください。');
  });
});

describe('numbers in Japanese', () => {
  test('charts, table, periods and yen are Japanese; Monthly names the months the Japanese way', async () => {
    const user = userEvent.setup();
    const getNumbers = jest.fn(async (q: { period?: 'week' | 'month' }) => report(q.period ?? 'week'));
    await renderConsolePage(<NumbersPage />, { adminApi: fakeAdminApi({ getNumbers }), user: JA_OWNER, path: '/admin/numbers' });
    expect(screen.getByRole('heading', { level: 1, name: '集計' })).toBeInTheDocument();
    for (const title of ['週ごとの予約数', '週ごとの純売上', '週ごとの予約時間と提供時間']) {
      expect(screen.getByRole('figure', { name: title })).toHaveAccessibleDescription(
        /^週ごとの棒グラフ（\d{4}年\d{1,2}月\d{1,2}日\(.\)〜/,
      );
    }
    expect(screen.getByRole('figure', { name: '週ごとの予約数' })).toHaveAccessibleDescription(
      expect.stringContaining('合計：予約6件、取り消し1件、無断欠席1件。'),
    );
    expect(screen.getByRole('figure', { name: '週ごとの予約時間と提供時間' })).toHaveAccessibleDescription(
      expect.stringContaining('合計：60時間のうち6時間（10%）'),
    );
    expect(screen.getByRole('button', { name: '週ごと' })).toHaveAttribute('aria-pressed', 'true');

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: '稼働率' })).toBeInTheDocument();
    const total = within(table).getByRole('row', { name: /^合計/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '1', '1', '6時間', '60時間', '10%', '￥36,000', '￥3,000', '￥33,000', '￥2,999']);
    expect(within(table).getByRole('rowheader', { name: '11月16日の週' })).toBeInTheDocument();
    expect(screen.getByText(/合計 ￥33,000（うち消費税 ￥2,999）/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '月ごと' }));
    await act(flush);
    expect(screen.getByRole('heading', { name: '月ごとの数値' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: '2026年11月' })).toBeInTheDocument();
    for (const english of ['Numbers', 'Total', 'Weekly', 'Monthly', 'Fill rate', 'Bookings']) {
      expect(screen.queryByText(english)).toBeNull();
    }
    expect(englishLeft()).toEqual([]);
  });

  test('a range ending before it starts is refused in Japanese next to the field', async () => {
    const user = userEvent.setup();
    const getNumbers = jest.fn(async () => report('week'));
    await renderConsolePage(<NumbersPage />, { adminApi: fakeAdminApi({ getNumbers }), user: JA_OWNER });
    fireEvent.change(screen.getByLabelText('開始日'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2026-05-01' } });
    await user.click(screen.getByRole('button', { name: '表示' }));
    expect(screen.getByText('終了日は開始日と同じか、それより後にしてください。')).toBeInTheDocument();
    expect(getNumbers).toHaveBeenCalledTimes(1);
  });

  test("the server's refusal of a field (its schema's own words) is shown in the member's language", async () => {
    const refused = new ApiError(400, `Invalid request: to: ${NUMBERS_RANGE_ORDER}`, {
      detail: `Invalid request: to: ${NUMBERS_RANGE_ORDER}`,
      errors: [{ field: 'to', message: NUMBERS_RANGE_ORDER }],
    });
    const { read } = await renderConsolePage(<NumbersPage />, {
      adminApi: fakeAdminApi({ getNumbers: () => Promise.reject(refused) }),
      user: { ...OWNER_USER, console_language: 'zh-CN' },
    });
    expect(read(selectNumbers).loadError).toEqual({ id: 'numbers.loadFailed', detail: NUMBERS_RANGE_ORDER });
    expect(screen.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期。');
  });

  test('weeks and months are named in simplified Chinese too', async () => {
    await renderConsolePage(<NumbersPage />, {
      adminApi: fakeAdminApi({ getNumbers: async () => report('week') }),
      user: { ...OWNER_USER, console_language: 'zh-CN' },
    });
    expect(within(screen.getByRole('table')).getByRole('rowheader', { name: '11月16日当周' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '每周数据' })).toBeInTheDocument();
  });

  test('a failure without a reason says so in Japanese', async () => {
    await renderConsolePage(<NumbersPage />, {
      adminApi: fakeAdminApi({ getNumbers: () => Promise.reject(new ApiError(500, undefined)) }),
      user: JA_OWNER,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('集計を読み込めませんでした。もう一度お試しください。');
  });
});
