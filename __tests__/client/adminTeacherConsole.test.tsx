/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError } from '../../src/client/api/client';
import { theme } from '../../src/client/app/theme';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { AdminLayout } from '../../src/client/features/admin/AdminLayout';
import { MyWeekPage } from '../../src/client/features/admin/today/pages/MyClassesPage';
import { SettingsPage } from '../../src/client/features/admin/pages/SettingsPage';
import { StaffPage } from '../../src/client/features/admin/staff/pages/StaffPage';
import { TodayPage } from '../../src/client/features/admin/today/pages/TodayPage';
import type { AttendanceBody } from '../../src/shared/admin/bookings';
import type { MyClassesQuery, MyClassesView } from '../../src/shared/admin/myClasses';
import type { InviteBody } from '../../src/shared/admin/staff';
import { NOT_YOUR_CLASS } from '../../src/shared/admin/staffTexts';
import type { User } from '../../src/shared/auth';
import { addDays, tokyoToday } from '../../src/shared/dates';
import { flush, staffList } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';
import { aiko, ben } from './adminTeachersFixtures';
import { fakeAdminApi, OWNER_USER, startConsole, STAFF_USER } from './adminTestStore';

// "The console shows a teacher only the tabs and actions the role allows": Today and Day & week (their own classes)
// and their settings; no other page, no money, no contact details, no booking emails.
jest.setTimeout(60_000);

const TEACHER_USER: User = { name: 'Tomo Teacher', email: 'tomo@school.example', role: 'teacher' };

function classesFrom(q: MyClassesQuery): MyClassesView {
  const days = Array.from({ length: Number(q.days ?? 1) }, (_, i) => addDays(q.from, i));
  const kenji = {
    id: 11,
    code: 'GT-4821',
    booking_date: q.from,
    start: '10:00',
    end: '12:00',
    timing: 'ahead' as const,
    user_name: 'Kenji Mori',
    status: 'Confirmed' as const,
    attendance: null,
    language: 'ja' as const,
    lesson_language: 'en' as const,
    note: 'Wants business Japanese.',
  };
  const aki = {
    ...kenji,
    id: 12,
    code: 'GT-7310',
    start: '14:00',
    end: '16:00',
    user_name: 'Aki Ono',
    status: 'Pending' as const,
    note: null,
  };
  return { teacher: { id: 1, name: 'Sato Yuki' }, days: days.map((date, i) => ({ date, classes: i === 0 ? [kenji, aki] : [] })) };
}

/** The console as the browser has it: the layout with its pages under it, at `path`, logged in as `user`. */
async function renderConsole(user: User, path: string, api: Partial<AdminApi>) {
  const started = startConsole({ adminApi: fakeAdminApi(api), user, path });
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          // a teacher's Day & week (the route shows it by role: app/router.tsx)
          { index: true, element: <MyWeekPage /> },
          { path: 'today', element: <TodayPage /> },
          { path: 'bookings', element: <p>The bookings page</p> },
          { path: 'settings', element: <SettingsPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={started.store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  await act(flush);
  return started;
}

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

test('a teacher has three tabs; Today is their own classes, with the student, code, language and note, and no money', async () => {
  const getMyClasses = jest.fn(async (q: MyClassesQuery) => classesFrom(q));
  await renderConsole(TEACHER_USER, '/admin/today', { getMyClasses });
  expect(tabs()).toEqual(['Today', 'Day & week', 'My settings']);
  expect(getMyClasses).toHaveBeenCalledWith({ from: tokyoToday(), days: 1 });
  expect(screen.getByRole('heading', { level: 1, name: 'My classes' })).toBeInTheDocument();
  const [kenji, aki] = within(screen.getByRole('list')).getAllByRole('listitem');
  // a held booking not paid yet: said so, without money, and not markable
  expect(within(aki).getByText('Not confirmed yet')).toBeInTheDocument();
  expect(within(aki).queryByRole('button')).toBeNull();
  for (const words of [
    '10:00-12:00',
    'Kenji Mori',
    'Booking GT-4821',
    'Language: 日本語',
    'Learns: English',
    'Note: Wants business Japanese.',
  ])
    expect(within(kenji).getByText(words)).toBeInTheDocument();
  // no link to the booking's page, no payment, no phone
  expect(within(kenji).queryByRole('link')).toBeNull();
  expect(document.body.textContent).not.toMatch(/¥|Paid|Phone/);
  expect(screen.getByRole('button', { name: 'Print day sheet' })).toBeEnabled();
});

test('Day & week shows the teacher’s week from today; another console page is not opened for a teacher', async () => {
  const getMyClasses = jest.fn(async (q: MyClassesQuery) => classesFrom(q));
  await renderConsole(TEACHER_USER, '/admin', { getMyClasses });
  expect(getMyClasses).toHaveBeenCalledWith({ from: tokyoToday(), days: 7 });
  expect(screen.getByRole('heading', { level: 1, name: 'My week' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);

  cleanup();
  await renderConsole(TEACHER_USER, '/admin/bookings', {});
  expect(screen.getByText('A teacher’s account shows your own classes and your settings only.')).toBeInTheDocument();
  expect(screen.queryByText('The bookings page')).toBeNull();
});

test('a teacher marks their student arrived; another teacher’s class is refused in their words', async () => {
  const setAttendance = jest.fn(async (id: number | string, _body: AttendanceBody) => {
    if (Number(id) !== 11) throw new ApiError(403, NOT_YOUR_CLASS);
    return { detail: 'Marked as attended.', booking_id: 11 };
  });
  const getMyClasses = async (q: MyClassesQuery) => classesFrom(q);
  const { store } = await renderConsole(TEACHER_USER, '/admin/today', { getMyClasses, setAttendance });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Arrived: Kenji Mori' }));
  await act(flush);
  expect(setAttendance).toHaveBeenCalledWith(11, { attendance: 'attended' });
  expect(screen.getByRole('button', { name: 'Arrived: Kenji Mori' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('Kenji Mori is marked arrived.');

  // a class that is not theirs (another tab's stale view, say): the server's refusal, in the console's words
  const { myClassAttendanceTapped } = await import('../../src/client/features/admin/today/todaySlice');
  await act(async () => {
    store.dispatch(myClassAttendanceTapped({ id: 99, name: 'Mika', attendance: 'attended', before: null }));
    await flush();
  });
  expect(screen.getByRole('alert')).toHaveTextContent('This class is another teacher’s.');
});

test('a teacher’s settings have their language and calendar feed, not the booking emails', async () => {
  const self = { name: 'Tomo Teacher', email: 'tomo@school.example', notify_bookings: false, calendar_feed: false, console_language: null };
  await renderConsole(TEACHER_USER, '/admin/settings', { getSelf: async () => ({ ...self, role: 'teacher' as const }) });
  expect(screen.getByRole('heading', { level: 1, name: 'My settings' })).toBeInTheDocument();
  // loaded: who they are, their language and feed
  expect(screen.getByText('Tomo Teacher (tomo@school.example) · Teacher')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Language' })).toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Email me about new bookings and cancellations' })).toBeNull();
  expect(screen.queryByText('Email notifications')).toBeNull();
});

test('staff and owners keep their tabs: staff without the owners’ ones', async () => {
  await renderConsole(STAFF_USER, '/admin/settings', {});
  expect(tabs()).not.toContain('Staff');
  expect(tabs()).toContain('Bookings');
  cleanup();
  await renderConsole(OWNER_USER, '/admin/settings', {});
  expect(tabs()).toContain('Staff');
});

test('on the staff page an owner makes a member teacher, then links them to a teacher (an invitation can ask for a teacher too)', async () => {
  let list = staffList;
  // the server's answer afterwards: Sam is a teacher (linked to no one yet)
  const setRole = jest.fn(async () => {
    list = { ...staffList, members: staffList.members.map((m) => (m.id === 2 ? { ...m, role: 'teacher' as const } : m)) };
    return null;
  });
  const invite = jest.fn(async (b: InviteBody) => ({ ...staffList.invitations[0], ...b }));
  const api = { listStaff: async () => list, setRole, invite, listTeachers: async () => ({ teachers: [aiko, ben] }) };
  await renderConsolePage(<StaffPage />, { adminApi: fakeAdminApi(api), path: '/admin/staff' });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Role of Sam Staff'), 'teacher');
  await act(flush);
  expect(setRole).toHaveBeenLastCalledWith(2, { role: 'teacher' });
  expect(screen.getByRole('status')).toHaveTextContent('Sam Staff is now Teacher.');

  const teacherOf = screen.getByLabelText('Teacher of Sam Staff');
  expect(
    within(teacherOf)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['No teacher linked', 'Aiko Sato']); // Ben is retired
  await user.selectOptions(teacherOf, 'Aiko Sato');
  await act(flush);
  expect(setRole).toHaveBeenLastCalledWith(2, { role: 'teacher', teacher_id: aiko.id });
  expect(screen.queryByLabelText('Teacher of Oona Owner')).toBeNull();

  await user.type(screen.getByLabelText('Email'), 'kai@school.example');
  await user.selectOptions(screen.getByLabelText('Role'), 'teacher');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  await act(flush);
  expect(invite).toHaveBeenCalledWith({ email: 'kai@school.example', role: 'teacher', language: 'en' });
});

test('a member linked to a teacher shows it on the staff page', async () => {
  const members = staffList.members.map((m) =>
    m.id === 2 ? { ...m, role: 'teacher' as const, teacher: { id: 7, name: 'Aiko Sato' } } : m,
  );
  const api = { listStaff: async () => ({ ...staffList, members }), listTeachers: async () => ({ teachers: [aiko, ben] }) };
  await renderConsolePage(<StaffPage />, { adminApi: fakeAdminApi(api), path: '/admin/staff' });
  expect(screen.getByText('Teaches as Aiko Sato')).toBeInTheDocument();
  expect(screen.getByLabelText('Teacher of Sam Staff')).toHaveValue('7');
});
