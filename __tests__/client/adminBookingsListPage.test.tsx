/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingsPage } from '../../src/client/features/admin/bookings/pages/BookingsPage';
import type { BookingListQuery } from '../../src/shared/admin/bookings';
import { flush, listTeachers, row } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, OWNER_USER } from './adminTestStore';

jest.setTimeout(60_000);

const listOf = (total: number) =>
  jest.fn(async (q: BookingListQuery) => {
    const page = Number(q.page ?? 1);
    const first = (page - 1) * 25 + 1;
    const count = Math.max(0, Math.min(25, total - first + 1));
    return { items: Array.from({ length: count }, (_, i) => row(first + i)), total, page, page_size: 25 };
  });

test('the list shows each booking with its columns, and its number opens the booking (never its reference)', async () => {
  const listBookings = jest.fn(async () => ({
    items: [
      row(7, {
        user_name: 'Guest Kim',
        refund_amount: 3000,
        refunded_at: '2031-04-21T01:00:00Z',
        source: 'phone',
        attendance: 'attended',
      }),
    ],
    total: 1,
    page: 1,
    page_size: 25,
  }));
  await renderConsolePage(<BookingsPage />, { adminApi: fakeAdminApi({ listBookings }), path: '/admin/bookings' });
  expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Bookings found' });
  for (const name of ['Booking', 'Class date', 'Time', 'Name', 'Email', 'Status', 'Amount', 'Refund', 'Attendance', 'Source']) {
    expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  const [, first] = within(table).getAllByRole('row');
  expect(within(first).getByRole('link', { name: 'Booking GT-2227' })).toHaveAttribute('href', '/admin/bookings/7');
  for (const text of [
    '01/05/2031',
    '10:00-12:00',
    'Guest Kim',
    'customer7@example.com',
    'Confirmed',
    '¥6,000',
    '¥3,000',
    'Attended',
    'Phone',
  ]) {
    expect(within(first).getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('status')).toHaveTextContent('1–1 of 1 booking');
});

test('clicking anywhere on a row opens that booking', async () => {
  const user = userEvent.setup();
  const { visited } = await renderConsolePage(<BookingsPage />, {
    adminApi: fakeAdminApi({ listBookings: listOf(3) }),
    path: '/admin/bookings',
  });
  await user.click(screen.getByText('customer2@example.com'));
  expect(visited).toEqual(['/admin/bookings/2']);
});

test('searching sends the name, dates and status; the pages move through the result', async () => {
  const user = userEvent.setup();
  const listBookings = listOf(60);
  await renderConsolePage(<BookingsPage />, { adminApi: fakeAdminApi({ listBookings }), path: '/admin/bookings' });
  await user.type(screen.getByLabelText('Name, email, phone, code (GT-…) or reference'), 'customer');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-05-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-05-31' } });
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'Confirmed' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await act(flush);
  expect(listBookings).toHaveBeenLastCalledWith({
    q: 'customer',
    from: '2031-05-01',
    to: '2031-05-31',
    status: 'Confirmed',
    page: 1,
    page_size: 25,
  });
  expect(screen.getByRole('status')).toHaveTextContent('1–25 of 60 bookings');

  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  await act(flush);
  expect(listBookings).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'customer', page: 3 }));
  expect(screen.getByRole('status')).toHaveTextContent('51–60 of 60 bookings');
  expect(screen.getByRole('link', { name: 'Booking GT-2251' })).toBeInTheDocument();
});

test('Export CSV waits for both dates, then links to the CSV of that range', async () => {
  await renderConsolePage(<BookingsPage />, { adminApi: fakeAdminApi({ listBookings: listOf(0) }), path: '/admin/bookings' });
  expect(screen.getByText('No bookings match this search.')).toBeInTheDocument();
  const disabled = screen.getByRole('button', { name: 'Export CSV' });
  expect(disabled).toBeDisabled();
  expect(disabled).toHaveAccessibleDescription('Choose both dates (From and To) to export the bookings of that range as CSV.');
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2031-05-01' } });
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2031-05-31' } });
  const link = screen.getByRole('link', { name: 'Export CSV' });
  // the heading row in English unless the console is in Japanese
  expect(screen.getByRole('combobox', { name: 'Language of the file' })).toHaveValue('en');
  expect(link).toHaveAttribute('href', '/api/admin/bookings/export.csv?from=2031-05-01&to=2031-05-31&headings=en');
  expect(link).toHaveAttribute('download');
  expect(screen.getByText('The bookings with a class from 01/05/2031 to 31/05/2031, as a spreadsheet (CSV).')).toBeInTheDocument();
  // beside it, the accountant's CSV: the money movements of the same days
  const money = screen.getByRole('link', { name: 'Export money movements (CSV)' });
  expect(money).toHaveAttribute('href', '/api/admin/money/export.csv?from=2031-05-01&to=2031-05-31&headings=en');
  expect(money).toHaveAccessibleDescription(/one row per payment, difference and refund/);
});

test('in Japanese: the list, its columns, statuses, dates, pages and the export, whose headings default to Japanese', async () => {
  const user = userEvent.setup();
  const listBookings = listOf(60);
  await renderConsolePage(<BookingsPage />, {
    adminApi: fakeAdminApi({ listBookings }),
    path: '/admin/bookings',
    user: { ...OWNER_USER, console_language: 'ja' },
  });
  expect(screen.getByRole('heading', { level: 1, name: '予約一覧' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: '検索結果の予約' });
  for (const name of ['予約', 'レッスン日', '時間', '氏名', 'メールアドレス', 'ステータス', '金額', '返金', '出欠', '受付経路']) {
    expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  const [, first] = within(table).getAllByRole('row');
  expect(within(first).getByRole('link', { name: '予約 GT-2221' })).toHaveAttribute('href', '/admin/bookings/1');
  for (const text of ['2031/05/01', '確定', '￥6,000', 'ウェブサイト']) expect(within(first).getByText(text)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('全60件中 1～25件');
  expect(screen.getByRole('navigation', { name: '予約一覧のページ' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '3ページ' }));
  await act(flush);
  expect(listBookings).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3 }));
  expect(screen.getByRole('button', { name: '3ページ（現在のページ）' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '次のページ' })).toBeDisabled();

  fireEvent.change(screen.getByLabelText('開始日'), { target: { value: '2031-05-01' } });
  fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2031-05-31' } });
  const link = screen.getByRole('link', { name: 'CSVを書き出し' });
  expect(screen.getByRole('combobox', { name: 'ファイルの言語' })).toHaveValue('ja');
  expect(link).toHaveAttribute('href', '/api/admin/bookings/export.csv?from=2031-05-01&to=2031-05-31&headings=ja');
  // the choice beside Export: an English file from a Japanese console
  await user.selectOptions(screen.getByRole('combobox', { name: 'ファイルの言語' }), 'English');
  expect(screen.getByRole('link', { name: 'CSVを書き出し' })).toHaveAttribute(
    'href',
    '/api/admin/bookings/export.csv?from=2031-05-01&to=2031-05-31&headings=en',
  );
  for (const english of ['Bookings', 'Export CSV', 'Search', 'Status', 'Confirmed', 'Next page']) {
    expect(screen.queryByText(english)).toBeNull();
  }
});

test("a failed search shows the server's detail", async () => {
  const listBookings = () => Promise.reject(new Error('offline'));
  await renderConsolePage(<BookingsPage />, { adminApi: fakeAdminApi({ listBookings }), path: '/admin/bookings' });
  expect(screen.getByRole('alert')).toHaveTextContent('The bookings could not be loaded. Try again.');
});

test('at phone width the result is a list of cards instead of a wide table', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
  try {
    await renderConsolePage(<BookingsPage />, { adminApi: fakeAdminApi({ listBookings: listOf(2) }), path: '/admin/bookings' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Bookings found' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Booking GT-2221' })).toHaveAttribute('href', '/admin/bookings/1');
    expect(cards[0]).toHaveTextContent('Customer 1 · customer1@example.com');
    expect(cards[0]).toHaveTextContent('¥6,000 · Website');
  } finally {
    window.matchMedia = matchMedia;
  }
});

describe('in a school with teachers', () => {
  const withTeacher = jest.fn(async () => ({
    items: [row(7, { user_name: 'Guest Kim', teacher: { id: 1, name: 'Tanaka Yui', assignment: 'chosen' } }), row(8)],
    total: 2,
    page: 1,
    page_size: 25,
  }));

  test("the list has a Teacher column; the search's Teacher filter sends the teacher's id", async () => {
    const user = userEvent.setup();
    const listBookings = withTeacher;
    await renderConsolePage(<BookingsPage />, { adminApi: fakeAdminApi({ listBookings, listTeachers }), path: '/admin/bookings' });
    const table = screen.getByRole('table', { name: 'Bookings found' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads.slice(0, 5)).toEqual(['Booking', 'Class date', 'Time', 'Name', 'Teacher']);
    const [, kim, other] = within(table).getAllByRole('row');
    expect(within(kim).getByText('Tanaka Yui')).toBeInTheDocument();
    // a booking without a teacher shows a dash in that column
    expect(within(other).getAllByRole('cell')[3]).toHaveTextContent('—');

    const search = screen.getByRole('search');
    await user.click(within(search).getByRole('combobox', { name: 'Teacher' }));
    await user.click(screen.getByRole('option', { name: 'Tanaka Yui' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await act(flush);
    expect(listBookings).toHaveBeenLastCalledWith({ teacher: '1', page: 1, page_size: 25 });
  });

  test('at phone width each card names the teacher', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      await renderConsolePage(<BookingsPage />, {
        adminApi: fakeAdminApi({ listBookings: withTeacher, listTeachers }),
        path: '/admin/bookings',
      });
      const cards = screen.getByRole('list', { name: 'Bookings found' });
      expect(within(cards).getByText('Teacher: Tanaka Yui')).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  test('in Japanese: the column and the filter', async () => {
    const user = userEvent.setup();
    await renderConsolePage(<BookingsPage />, {
      adminApi: fakeAdminApi({ listBookings: withTeacher, listTeachers }),
      path: '/admin/bookings',
      user: { ...OWNER_USER, console_language: 'ja' },
    });
    expect(screen.getByRole('columnheader', { name: '講師' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '講師' }));
    expect(screen.getByRole('option', { name: 'すべての講師' })).toBeInTheDocument();
  });

  test('a school without teachers: no Teacher filter and no Teacher column', async () => {
    await renderConsolePage(<BookingsPage />, {
      adminApi: fakeAdminApi({ listBookings: listOf(2), listTeachers: async () => ({ teachers: [] }) }),
      path: '/admin/bookings',
    });
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Teacher' })).toBeNull();
  });
});
