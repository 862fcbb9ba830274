/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TodayPage } from '../../src/client/features/admin/today/pages/TodayPage';
import type { AttendanceBody } from '../../src/shared/admin/bookings';
import type { TodayQuery } from '../../src/shared/admin/today';
import { tokyoToday } from '../../src/shared/dates';
import { flush } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';
import { todayView } from './todayFixtures';

jest.setTimeout(60_000);

test('Today shows the figures and one block per booking; one tap marks Sato arrived', async () => {
  let attendance: AttendanceBody['attendance'] = null;
  const getToday = jest.fn(async (q: TodayQuery) => todayView(q.date!, { satoAttendance: attendance }));
  const setAttendance = jest.fn(async (id: number | string, body: AttendanceBody) => {
    attendance = body.attendance ?? null;
    return { detail: 'saved', booking_id: Number(id) };
  });
  await renderConsolePage(<TodayPage />, { adminApi: fakeAdminApi({ getToday, setAttendance }), user: STAFF_USER, path: '/admin/today' });
  expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  expect(screen.getByLabelText('Date')).toHaveValue(tokyoToday());
  // the day sheet names its date: its printed heading and the document's title (a PDF saved is named by it)
  expect(document.title).toMatch(/^Day sheet: \w{3}, \d{1,2} \w+ \d{4}$/);
  expect(screen.getByText(/^Day sheet: \w{3}, \d{1,2} \w+ \d{4}$/)).toBeInTheDocument(); // shown in print only

  const figures = screen.getByRole('region', { name: 'The day at a glance' });
  expect(within(figures).getByText('Cash to pay back').nextSibling).toHaveTextContent('¥4,500');
  expect(within(figures).getByText('Arrived').nextSibling).toHaveTextContent('0 / 2');

  const blocks = within(screen.getByRole('list', { name: 'Classes, in time order' })).getAllByRole('listitem');
  expect(blocks.map((b) => within(b).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Sato Yui GT-4821',
    'Mori Ken GT-7310',
    'Lee Min GT-5555',
  ]);
  const [sato, mori, lee] = blocks;
  expect(within(sato).getByRole('link', { name: 'Sato Yui' })).toHaveAttribute('href', '/admin/bookings/11');
  for (const words of ['10:00-12:00', 'Over', 'Phone: 090-1234-5678', 'Teacher: Ms Tanaka', 'Note: Bring the textbook', 'Paid in cash'])
    expect(within(sato).getByText(words)).toBeInTheDocument();
  expect(within(mori).getByText(/^Awaiting payment: link and hold until \d\d:\d\d$/)).toBeInTheDocument();
  expect(within(lee).getByText('Canceled: ¥4,500 to pay back in cash')).toBeInTheDocument();
  // only a confirmed booking can be marked
  expect(within(mori).queryByRole('button')).toBeNull();
  expect(within(lee).queryByRole('button')).toBeNull();

  const user = userEvent.setup();
  const arrived = within(sato).getByRole('button', { name: 'Arrived: Sato Yui' });
  expect(arrived).toHaveAttribute('aria-pressed', 'false');
  await user.click(arrived);
  await act(flush);
  expect(setAttendance).toHaveBeenCalledWith(11, { attendance: 'attended' });
  expect(within(sato).getByRole('button', { name: 'Arrived: Sato Yui' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Sato Yui is marked arrived.');
  expect(within(figures).getByText('Arrived').nextSibling).toHaveTextContent('1 / 2');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await act(flush);
  expect(setAttendance).toHaveBeenLastCalledWith(11, { attendance: null });
  expect(within(sato).getByRole('button', { name: 'Arrived: Sato Yui' })).toHaveAttribute('aria-pressed', 'false');
});

test('a booking paid at the lesson shows as due, with Take payment opening its page', async () => {
  const getToday = jest.fn(async (q: TodayQuery) => {
    const view = todayView(q.date!);
    view.bookings[0] = { ...view.bookings[0], payment: 'due', due_yen: 6000, paid_in_cash: true };
    return view;
  });
  await renderConsolePage(<TodayPage />, { adminApi: fakeAdminApi({ getToday }), user: STAFF_USER, path: '/admin/today' });
  const [sato] = within(screen.getByRole('list', { name: 'Classes, in time order' })).getAllByRole('listitem');
  expect(within(sato).getByText('To pay at the lesson: ¥6,000')).toBeInTheDocument();
  expect(within(sato).queryByText('Paid in cash')).toBeNull();
  expect(within(sato).getByRole('link', { name: 'Take payment' })).toHaveAttribute('href', '/admin/bookings/11');
});

test('cash owed back is listed whatever its date, each booking to open, beside the day’s till report', async () => {
  const getToday = jest.fn(async (q: TodayQuery) => todayView(q.date!));
  await renderConsolePage(<TodayPage />, { adminApi: fakeAdminApi({ getToday }), user: STAFF_USER, path: '/admin/today' });
  const owed = screen.getByRole('region', { name: 'Cash owed back' });
  expect(within(owed).getByRole('link', { name: /^Lee Min \(GT-5555, lesson .+\): ¥4,500$/ })).toHaveAttribute(
    'href',
    '/admin/bookings/13',
  );
  expect(within(owed).getByRole('link', { name: 'Till report for this day' })).toHaveAttribute('href', `/admin/till?date=${tokyoToday()}`);
  const figures = screen.getByRole('region', { name: 'The day at a glance' });
  expect(within(figures).getByText('Cash handed back').nextSibling).toHaveTextContent('¥0');
});
