// The build's pre-render (run by scripts/postbuild.mjs from a Node bundle of this file): the HTML and
// the emotion styles of a page's first render, written into that page's HTML file, so a visitor sees
// the page as soon as the HTML arrives instead of after the app's JavaScript has loaded and run. The
// browser then renders the app as before; its first commit replaces the copy (renderApp.tsx).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { NOT_FOUND_CHUNK, pageChunks, paths, viewBookingPath } from '../shared/paths.js';
import type { BookingDetail } from '../shared/booking.js';
import type { Api } from './api/api.js';
import { withTimeZone } from './components/ClassTime.js';
import { viewBookingSagas } from './features/booking/viewBookingSagas.js';
import { AppProviders } from './app/AppProviders.js';
import { BookingForm } from './features/booking/components/BookingForm.js';
import { DateCalendarPanel } from './features/booking/components/DateCalendarPanel.js';
import { addDays, tokyoToday } from '../shared/dates.js';
import type { SagaDeps } from './app/deps.js';
import { makeRoutes } from './app/router.js';
import { makeStore } from './app/store.js';
import { theme } from './app/theme.js';
import type { LanguageCode } from '../shared/constants.js';
import { pageLanguageSet } from './features/ui/uiSlice.js';
import { addWords } from './i18n/catalogues.js';
import type { Words } from './i18n/wordIds.js';
import { words as en } from './i18n/words/en/index.js';
import { words as ja } from './i18n/words/ja/index.js';
import { words as zhCN } from './i18n/words/zh-CN/index.js';
import { words as zhTW } from './i18n/words/zh-TW/index.js';

/**
 * The pages whose first view depends on the route alone: nothing in it comes from the visitor, the
 * session, the date (the build's clock would be frozen into the copy) or a call's answer. A booking's
 * page and the 404 page are rendered at a sample path: a booking's first view is its heading (its ids
 * only start the call that fills it), and the 404 page is the same for every path that is no route.
 * Not pre-rendered: the payment page (state from the booking page), my page (the session), and the
 * email links' pages (their token): a copy of their first view would flash content wrong for the visitor.
 */
const PRERENDERED: Array<keyof typeof paths> = [
  'home',
  'about',
  'terms',
  'privacy',
  'trading',
  'payForBooking',
  'booking',
  'login',
  'signup',
  'forgotPassword',
  'bookSuccess',
];
const SAMPLE_PATHS: Record<string, string> = {
  [pageChunks.viewBooking]: viewBookingPath('sample', 1),
  [NOT_FOUND_CHUNK]: '/no-such-page',
};

/**
 * What a page shows after its first view, rendered by the build for its styles only: the page's HTML then carries their
 * rules, which the browser's emotion adopts, so the commits that show them do not compile and insert them (most of
 * those commits' time on a phone). The booking page: its form (a deferred render) and its calendar (a chunk of its own,
 * shown when the dates have come), with some days open and the rest closed.
 */
function laterViews(pathname: string): ReactElement | null {
  if (pathname !== paths.booking) return null;
  const tomorrow = addDays(tokyoToday(), 1);
  const open = new Set([0, 1, 2, 5, 6, 7].map((n) => addDays(tomorrow, n)));
  return (
    <>
      <BookingForm />
      <DateCalendarPanel date={null} available={open} lastDate={addDays(tomorrow, 60)} onChange={() => {}} />
    </>
  );
}

interface RenderOptions {
  /** Sets the store up before the render (a booking's page: its booking). */
  prepare?: (store: ReturnType<typeof makeStore>) => void;
  /** The visitor's time zone where a page shows the visitor's own time (none: Japan's, the build's pages). */
  timeZone?: string | null;
}

export interface Prerendered {
  /** The page's first render, as the browser's first commit will draw it. */
  html: string;
  /** emotion's class ids of `css`, in the order they were inserted. */
  styleIds: string[];
  /** The rules of those classes, in the same order. */
  css: string;
}

/** Every call the sagas make is still in flight, as it is when the browser first renders. */
const pendingForever = () => new Promise<never>(() => {});
const api = new Proxy({}, { get: () => pendingForever }) as Api;

function prerenderDeps(pathname: string): SagaDeps {
  const nothing = () => {};
  return {
    api,
    navigate: nothing,
    goToUrl: nothing,
    alert: nothing,
    confirm: () => false,
    log: { warn: nothing, error: nothing },
    currentPath: () => pathname,
    onRouteChange(listener) {
      listener(pathname);
      return nothing;
    },
    translate: { load: nothing, findSelect: () => null },
    locale: { chosenLanguage: () => null, rememberLanguage: nothing, rememberTimeZone: nothing },
    checkoutChoice: { keep: nothing, take: () => null },
  };
}

/** Every language's words: each page is pre-rendered once per language, and its HTML carries its language's words. */
export const WORDS: Record<LanguageCode, Words> = { en, ja, 'zh-CN': zhCN, 'zh-TW': zhTW };
for (const [language, words] of Object.entries(WORDS)) addWords(language as LanguageCode, words);

/**
 * Renders `pathname` in `language` with the app's own routes, store and sagas (the store's state is the one the
 * browser renders first: every call pending) and collects the emotion rules the render used.
 */
export async function prerender(
  pathname: string,
  language: LanguageCode = 'en',
  { prepare, timeZone }: RenderOptions = {},
): Promise<Prerendered> {
  const handler = createStaticHandler(makeRoutes());
  const context = await handler.query(new Request(`http://prerender${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore(prerenderDeps(pathname));
  store.dispatch(pageLanguageSet(language));
  prepare?.(store);

  // compat: emotion keeps each rule on `inserted` instead of writing <style> tags into the markup
  const cache = Object.assign(createCache({ key: 'css' }), { compat: true as const });
  const styleIds: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) styleIds.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const render = (view: ReactElement) =>
    withTimeZone(timeZone ?? 'Asia/Tokyo', () =>
      renderToString(
        <CacheProvider value={cache}>
          <AppProviders store={store} theme={theme}>
            {view}
          </AppProviders>
        </CacheProvider>,
      ),
    );
  try {
    const html = render(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    // the styles pass: its markup is not kept, only the rules its render adds after the first view's
    const later = laterViews(pathname);
    if (later) render(later);
    const used = styleIds.filter((id) => typeof cache.inserted[id] === 'string');
    return { html, styleIds: used, css: used.map((id) => cache.inserted[id]).join('') };
  } finally {
    store.sagaTask.cancel();
  }
}

/** Each pre-rendered page: its chunk (the name of its HTML file, dist/pages/<chunk>.html) and the path it is rendered at. */
export const prerenderedPages = (): Array<{ chunk: string; path: string }> => [
  ...PRERENDERED.map((key) => ({ chunk: pageChunks[key], path: paths[key] })),
  ...Object.entries(SAMPLE_PATHS).map(([chunk, path]) => ({ chunk, path })),
];

/**
 * A view-booking link's page with its booking, rendered by the server for each request (server/booking/bookingCopy.ts):
 * the page shows the booking its HTML came with in its first render, so the copy is that render.
 */
export function prerenderBooking(pathname: string, language: LanguageCode, detail: BookingDetail, timeZone: string | null) {
  const prepare = (store: ReturnType<typeof makeStore>) => store.startFeature('bookingView', viewBookingSagas, () => detail);
  return prerender(pathname, language, { prepare, timeZone });
}
