import { ThemeProvider } from '@mui/material/styles';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../src/client/app/theme';
import { ConsoleIntl } from '../../src/client/features/admin/i18n/ConsoleIntl';
import { startConsole } from './adminTestStore';
import { flush } from './adminOfficeFixtures';

/** A console page at `path` on the real store with the console's sagas already running on a fake staff API. */
export async function renderConsolePage(ui: ReactElement, options: Parameters<typeof startConsole>[0] & { route?: string } = {}) {
  const { route = '*', ...consoleOptions } = options;
  const started = startConsole(consoleOptions);
  const router = createMemoryRouter(
    [
      { path: route, element: <ConsoleIntl>{ui}</ConsoleIntl> },
      { path: '/admin/bookings/:bookingId', element: <p>Booking page</p> },
    ],
    { initialEntries: [consoleOptions.path ?? '/admin'] },
  );
  const view = render(
    <Provider store={started.store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  await act(flush);
  return { ...started, ...view, router };
}
