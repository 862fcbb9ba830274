/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { RouterInSync } from '../../src/client/app/renderApp';

// jsdom has no fetch Request, which the data router builds for each navigation (its loaders' argument;
// these routes have none): a stand-in with what the router reads.
globalThis.Request ??= class {
  readonly url: string;
  readonly signal?: AbortSignal;
  readonly method: string;
  constructor(url: string, init?: { signal?: AbortSignal; method?: string }) {
    this.url = url;
    this.signal = init?.signal;
    this.method = init?.method ?? 'GET';
  }
} as unknown as typeof Request;

/** A page slow enough to render that React's time-sliced (transition) render yields to other tasks midway. */
function SlowPart() {
  const until = performance.now() + 15;
  while (performance.now() < until);
  return null;
}

/** Called once the first render has begun (from inside it): the test schedules the saga's navigation there. */
let onRenderBegun = () => {};

function MyPage() {
  onRenderBegun();
  onRenderBegun = () => {};
  return (
    <>
      <h1>My page</h1>
      {Array.from({ length: 6 }, (_, i) => (
        <SlowPart key={i} />
      ))}
    </>
  );
}

/**
 * The start-up story: the first render is a transition, and the session-restore saga answers while it
 * is still rendering, sending the logged-out visitor from my page to the login page.
 */
async function firstRenderWhileTheSagaNavigates(Provider: (props: { router: DataRouter }) => React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/app/my_page', element: <MyPage /> },
      { path: '/app/login', element: <h1>Log in</h1> },
    ],
    { initialEntries: ['/app/my_page'] },
  );
  // The sagas already listen to route changes (browserDeps' onRouteChange). The router keeps an update
  // for its first subscriber only while it has none, so with this listener RouterProvider gets nothing.
  const stopListening = router.subscribe(() => {});
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  // React's own scheduler, time-slicing as in the browser (not act's synchronous queue).
  const actWas = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // The navigation's task runs when React next yields, between two slices of the render.
  onRenderBegun = () => setTimeout(() => void router.navigate('/app/login'), 0);
  startTransition(() => root.render(<Provider router={router} />));
  await waitFor(() => expect(router.state.location.pathname).toBe('/app/login'));
  // the first render has committed (a page heading is on screen), however slow the machine
  await waitFor(() => expect(container.querySelector('h1')).not.toBeNull(), { timeout: 30_000 });
  return {
    end() {
      root.unmount();
      stopListening();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actWas;
    },
  };
}

test('a navigation during the first render is shown once the app has rendered', async () => {
  const app = await firstRenderWhileTheSagaNavigates(RouterInSync);
  await screen.findByRole('heading', { name: 'Log in' });
  expect(screen.queryByRole('heading', { name: 'My page' })).toBeNull();
  app.end();
});

test('(the race it guards against: RouterProvider alone keeps showing the page it started with)', async () => {
  const app = await firstRenderWhileTheSagaNavigates(RouterProvider as (props: { router: DataRouter }) => React.ReactNode);
  expect(screen.getByRole('heading', { name: 'My page' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull();
  app.end();
});
