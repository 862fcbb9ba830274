import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AppStore, RootState } from '../../src/client/app/store';
import { theme } from '../../src/client/app/theme';
import { startStore } from './testStore';

/**
 * Renders `ui` at `path` inside the app's real store (fake deps), theme and a memory router.
 * `route` is the pattern `ui` is mounted under, for pages that read route params; `beforeRender` does
 * what the page's route does before it renders (start its features).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/app',
    route = '*',
    preloadedState,
    beforeRender,
    ...storeOptions
  }: {
    path?: string;
    route?: string;
    preloadedState?: Partial<RootState>;
    beforeRender?: (store: AppStore) => void;
  } & Parameters<typeof startStore>[0] = {},
) {
  const started = startStore({ path, ...storeOptions }, preloadedState);
  beforeRender?.(started.store);
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={started.store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...started, ...view, router };
}
