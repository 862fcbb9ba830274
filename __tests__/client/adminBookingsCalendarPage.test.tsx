/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarPage } from '../../src/client/features/admin/bookings/pages/CalendarPage';
import { addDays, tokyoToday } from '../../src/shared/dates';
import { dayView, flush, listTeachers, TEACHERS } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, OWNER_USER, STAFF_USER } from './adminTestStore';

jest.setTimeout(60_000);

async function openOn(date: string, over: Parameters<typeof fakeAdminApi>[0] = {}, user?: typeof STAFF_USER) {
  const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
  const view = await renderConsolePage(<CalendarPage />, { adminApi: fakeAdminApi({ getCalendarView, ...over }), ...(user && { user }) });
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  await act(flush);
  return { ...view, getCalendarView };
}

test('the day view shows each slot with its bookings (linked) and its free seats', async () => {
  const { getCalendarView } = await openOn('2031-05-01');
  expect(screen.getByRole('heading', { level: 1, name: 'Day & week' })).toBeInTheDocument();
  expect(getCalendarView).toHaveBeenCalledWith({ from: tokyoToday(), days: 1 });
  expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1 });
  const day = screen.getByRole('region', { name: 'Thu, 1 May 2031' });
  expect(within(day).getByRole('link', { name: 'Guest Kim' })).toHaveAttribute('href', '/admin/bookings/7');
  expect(within(day).getByText('Confirmed')).toBeInTheDocument();
  expect(within(day).getByText('Full')).toBeInTheDocument();
  expect(within(day).getByText('Closed')).toBeInTheDocument();
  expect(within(day).getAllByText('1 free')).toHaveLength(4);
});

test('the week view puts timeslots in rows and days in columns; next week moves seven days', async () => {
  const user = userEvent.setup();
  const getCalendarView = jest.fn(async ({ from }: { from: string }) => ({
    days: [0, 1, 2, 3, 4, 5, 6].map((i) => dayView(addDays(from, i)).days[0]),
  }));
  await openOn('2031-05-01', { getCalendarView });
  await user.click(screen.getByRole('button', { name: 'Week' }));
  await act(flush);
  const table = screen.getByRole('table', { name: 'Week' });
  expect(within(table).getByRole('columnheader', { name: 'Mon 28 Apr' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Sun 4 May' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: '10:00-10:30' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next week' }));
  await act(flush);
  expect(screen.getByLabelText('Date')).toHaveValue('2031-05-08');
  expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-05', days: 7 });
  expect(screen.getByRole('columnheader', { name: 'Mon 5 May' })).toBeInTheDocument();
});

test('an owner closes a slot after a dialog that says what happens; the result is shown', async () => {
  const user = userEvent.setup();
  const closeSlot = jest.fn(async (id: number) => ({ id, closed: true }));
  await openOn('2031-05-01', { closeSlot });
  // Close lives behind each slot's menu, not on every cell
  expect(screen.queryByRole('button', { name: /^Close / })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Slot actions: 11:00-11:30 on Thu 1 May' }));
  await user.click(screen.getByRole('menuitem', { name: 'Close 11:00-11:30 on Thu 1 May' }));
  const dialog = screen.getByRole('dialog', { name: 'Close this slot?' });
  expect(dialog).toHaveTextContent('Thu 1 May 11:00-11:30 (Japan time) will be closed: nobody can book it');
  await user.click(within(dialog).getByRole('button', { name: 'Close slot' }));
  await act(flush);
  expect(closeSlot).toHaveBeenCalledWith(3);
  expect(screen.getByText('Thu 1 May 11:00-11:30 is closed: nobody can book it.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Slot actions: 10:30-11:00 on Thu 1 May' }));
  expect(screen.getByRole('menuitem', { name: 'Reopen 10:30-11:00 on Thu 1 May' })).toBeInTheDocument();
});

test('staff (not owners) see the slots but cannot close them', async () => {
  await openOn('2031-05-01', {}, STAFF_USER);
  expect(screen.getByRole('link', { name: 'Guest Kim' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Slot actions/ })).toBeNull();
});

test('in Japanese: the day and week views, the slots, the close dialog and its outcome', async () => {
  const user = userEvent.setup();
  const getCalendarView = jest.fn(async ({ from, days = 1 }: { from: string; days?: unknown }) => ({
    days: Array.from({ length: Number(days) }, (_, i) => dayView(addDays(from, i)).days[0]),
  }));
  const closeSlot = jest.fn(async (id: number) => ({ id, closed: true }));
  await renderConsolePage(<CalendarPage />, {
    adminApi: fakeAdminApi({ getCalendarView, closeSlot }),
    user: { ...OWNER_USER, console_language: 'ja' },
  });
  expect(screen.getByRole('heading', { level: 1, name: '日・週' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('日付'), { target: { value: '2031-05-01' } });
  await act(flush);
  const day = screen.getByRole('region', { name: '2031年5月1日(木)' });
  expect(within(day).getByRole('link', { name: 'Guest Kim' })).toBeInTheDocument();
  expect(within(day).getByText('確定')).toBeInTheDocument();
  expect(within(day).getByText('満席')).toBeInTheDocument();
  expect(within(day).getByText('受付停止')).toBeInTheDocument();
  expect(within(day).getAllByText('1席空き')).toHaveLength(4);
  expect(screen.getByRole('button', { name: '前日' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '5月1日(木) 11:00-11:30の枠の操作' }));
  await user.click(screen.getByRole('menuitem', { name: '5月1日(木) 11:00-11:30の枠を停止' }));
  const dialog = screen.getByRole('dialog', { name: 'この枠の受付を停止しますか？' });
  expect(dialog).toHaveTextContent('5月1日(木) 11:00-11:30（日本時間）の枠の受付を停止します。');
  await user.click(within(dialog).getByRole('button', { name: '受付を停止' }));
  await act(flush);
  expect(closeSlot).toHaveBeenCalledWith(3);
  expect(screen.getByText('5月1日(木) 11:00-11:30の枠の受付を停止しました。この枠は予約できません。')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: '週' }));
  await act(flush);
  const table = screen.getByRole('table', { name: '週' });
  expect(within(table).getByRole('columnheader', { name: '時間' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: '4月28日(月)' })).toBeInTheDocument();
  expect(screen.getByText('4月28日(月)～5月4日(日)（時刻は日本時間）')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '次の週' })).toBeInTheDocument();
  for (const english of ['Day & week', 'Full', 'Closed', 'Confirmed', 'free', 'Next week', 'Japan time']) {
    expect(screen.queryByText(english, { exact: false })).toBeNull();
  }
});

describe("today's slots that have begun (Japan time)", () => {
  // 10:40 in Japan on 1 May 2031: the 10:00 and 10:30 slots have begun
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true, now: new Date('2031-05-01T01:40:00Z') }));
  afterEach(() => jest.useRealTimers());

  test('the day and week views grey them and say "Past"; those still to come are not', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openOn('2031-05-01');
    const day = screen.getByRole('region', { name: 'Thu, 1 May 2031' });
    const rows = within(day)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.closest('li') === null);
    expect(rows.map((li) => within(li).queryByText('Past') !== null)).toEqual([true, true, false, false, false, false]);
    expect(within(rows[0]).getByRole('link', { name: 'Guest Kim' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await act(flush);
    // the week opens on its Monday (28 April, the fake answer's one day): all its six slots are past
    expect(within(screen.getByRole('table')).getAllByText('Past')).toHaveLength(6);
  });

  test('in Japanese: begun slots are said to have begun', async () => {
    const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
    await renderConsolePage(<CalendarPage />, {
      adminApi: fakeAdminApi({ getCalendarView }),
      user: { ...OWNER_USER, console_language: 'ja' },
    });
    await act(flush);
    expect(screen.getAllByText('開始済み')).toHaveLength(2);
    expect(screen.queryByText('Past')).toBeNull();
  });
});

describe('in a school with teachers', () => {
  /** Kim's class with Tanaka; the view answers only that teacher's classes when filtered. */
  const withTeachers = () =>
    jest.fn(async ({ from }: { from: string; teacher?: string }) => {
      const view = dayView(from);
      view.days[0].slots[0].bookings[0].teacher = { id: 1, name: 'Tanaka Yui' };
      return view;
    });

  test("each class names its teacher beside the customer; the Teacher filter sends the teacher's id", async () => {
    const user = userEvent.setup();
    const getCalendarView = withTeachers();
    await openOn('2031-05-01', { getCalendarView, listTeachers });
    const day = screen.getByRole('region', { name: 'Thu, 1 May 2031' });
    const kim = within(day).getByRole('link', { name: 'Guest Kim' }).closest('li')!;
    expect(within(kim).getByText('with Tanaka Yui')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Teacher' });
    expect(filter).toHaveTextContent('All teachers');
    await user.click(filter);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All teachers', 'Tanaka Yui', 'Sam Lee', 'Ana Ruiz (retired)']);
    await user.click(screen.getByRole('option', { name: 'Sam Lee' }));
    await act(flush);
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1, teacher: '2' });
    expect(screen.getByRole('combobox', { name: 'Teacher' })).toHaveTextContent('Sam Lee');
    // the week keeps the filter
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await act(flush);
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-04-28', days: 7, teacher: '2' });
    await user.click(screen.getByRole('combobox', { name: 'Teacher' }));
    await user.click(screen.getByRole('option', { name: 'All teachers' }));
    await act(flush);
    expect(getCalendarView.mock.calls.at(-1)?.[0]).not.toHaveProperty('teacher');
  });

  test('in Japanese: the filter and the teacher beside the customer', async () => {
    const user = userEvent.setup();
    await renderConsolePage(<CalendarPage />, {
      adminApi: fakeAdminApi({ getCalendarView: withTeachers(), listTeachers }),
      user: { ...OWNER_USER, console_language: 'ja' },
    });
    fireEvent.change(screen.getByLabelText('日付'), { target: { value: '2031-05-01' } });
    await act(flush);
    expect(screen.getByText('講師：Tanaka Yui')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '講師' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['すべての講師', 'Tanaka Yui', 'Sam Lee', 'Ana Ruiz（退職）']);
  });

  test('a staff member who teaches finds their own classes in the filter as their own', async () => {
    const user = userEvent.setup();
    const mine = TEACHERS.map((t) => (t.id === 2 ? { ...t, user_id: 5, user_label: 'Sam Staff', user_email: STAFF_USER.email } : t));
    const getCalendarView = withTeachers();
    await openOn('2031-05-01', { getCalendarView, listTeachers: async () => ({ teachers: mine }) }, STAFF_USER);
    await user.click(screen.getByRole('combobox', { name: 'Teacher' }));
    await user.click(screen.getByRole('option', { name: 'Sam Lee (my classes)' }));
    await act(flush);
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1, teacher: '2' });
  });

  test('a school without teachers shows no teacher filter and no teacher words', async () => {
    await openOn('2031-05-01', { listTeachers: async () => ({ teachers: [] }) });
    expect(screen.getByRole('link', { name: 'Guest Kim' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
    expect(screen.queryByText(/teacher/i)).toBeNull();
  });
});
