/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { consoleHome } from '../../src/client/app/consoleHome';
import { theme } from '../../src/client/app/theme';
import { AdminLayout } from '../../src/client/features/admin/AdminLayout';
import type { User } from '../../src/shared/auth';
import { flush } from './adminOfficeFixtures';
import { fakeAdminApi, OWNER_USER, startConsole, STAFF_USER } from './adminTestStore';

// "The desk opens the console on Today" (issue 39, point 5): /admin is Today for staff, whose Day & week has a path
// of its own; an owner's /admin stays the school's Day & week. The timetable is a tab for both.
jest.setTimeout(60_000);

async function openConsole(user: User) {
  const started = startConsole({ adminApi: fakeAdminApi(), user, path: '/admin' });
  const home = consoleHome({ start: (features) => features.forEach((f) => f.start(started.store)), attach: () => {} });
  const router = createMemoryRouter(
    [{ path: '/admin', element: <AdminLayout />, children: [{ index: true, Component: home.Component }] }],
    {
      initialEntries: ['/admin'],
    },
  );
  render(
    <Provider store={started.store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  await act(flush);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
}

const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name });

test('the desk (staff) opens /admin on Today; Day & week and the timetable are a tab away', async () => {
  await openConsole(STAFF_USER);
  expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  expect(tab('Today')).toHaveAttribute('href', '/admin');
  expect(tab('Today')).toHaveAttribute('aria-current', 'page');
  expect(tab('Day & week')).toHaveAttribute('href', '/admin/calendar');
  expect(tab('Timetable')).toHaveAttribute('href', '/admin/timetable');
});

test("an owner's /admin stays the school's Day & week", async () => {
  await openConsole(OWNER_USER);
  expect(screen.getByRole('heading', { level: 1, name: 'Day & week' })).toBeInTheDocument();
  expect(tab('Today')).toHaveAttribute('href', '/admin/today');
  expect(tab('Day & week')).toHaveAttribute('href', '/admin');
  expect(tab('Timetable')).toHaveAttribute('href', '/admin/timetable');
});
