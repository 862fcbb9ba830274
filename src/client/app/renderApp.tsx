import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AppStore } from './store.js';
import type { theme as Theme } from './theme.js';

export const createAppRouter = (routes: RouteObject[]) => createBrowserRouter(routes);

/**
 * Renders the app into `container`. The first render is a transition, which React renders in slices
 * of a few milliseconds instead of one long task.
 */
export function renderApp(container: HTMLElement, store: AppStore, theme: typeof Theme, router: ReturnType<typeof createAppRouter>) {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            <RouterProvider router={router} />
          </ThemeProvider>
        </Provider>
      </StrictMode>,
    ),
  );
}
