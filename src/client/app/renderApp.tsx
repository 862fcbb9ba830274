import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders.js';
import type { AppStore } from './store.js';
import type { theme as Theme } from './theme.js';

export const createAppRouter = (routes: RouteObject[], options?: Parameters<typeof createBrowserRouter>[1]) =>
  createBrowserRouter(routes, options);
type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * RouterProvider reads `router.state` when it first renders and subscribes to the router only in a
 * layout effect, after the commit. The first render is a transition spread over many tasks, so a
 * router update can land in between (the session-restore saga sending a logged-out visitor from
 * /app/my_page to /app/login, a Back press) and would be missed: the URL changes, the page does not.
 * Layout effects run children first, so here RouterProvider is already subscribed: if the router
 * moved on since the render began, RouterProvider is mounted again from the router's current state.
 */
export function RouterInSync({ router }: { router: DataRouter }) {
  const rendered = useRef(router.state);
  const [generation, setGeneration] = useState(0);
  useLayoutEffect(() => {
    if (router.state === rendered.current) return;
    rendered.current = router.state;
    setGeneration((g) => g + 1);
  }, [router, generation]);
  return <RouterProvider key={generation} router={router} />;
}

/**
 * Renders the app into `container`. The first render is a transition, which React renders in slices
 * of a few milliseconds instead of one long task. Its commit replaces whatever the container held (the
 * build's pre-rendered copy of the page, see prerender.tsx) in one go.
 */
export function renderApp(container: HTMLElement, store: AppStore, theme: typeof Theme, router: AppRouter) {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <AppProviders store={store} theme={theme}>
        <RouterInSync router={router} />
      </AppProviders>,
    ),
  );
}
