import { pageWords } from './i18n/pageWords.js';

// Start-up in short steps. Evaluating the app's modules, creating the theme, the router and the store
// and rendering the first page add up to well over 100 ms of script on a phone; done in one go they
// block input (Lighthouse's Total Blocking Time). Each step below is its own task: the modules stay in
// main.js (webpackMode "eager": no extra request) but are evaluated only when their step runs.

/** Lets the browser handle input and paint before the next step (marked `gtss:<step>` in DevTools' timeline). */
const nextTask = (step: string) => {
  performance.mark(`gtss:${step}`);
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
};

async function start() {
  const language = pageWords();
  await nextTask('words');
  // The first use of Intl loads the browser's locale data (tens of ms on a phone), whoever makes it: the saga's
  // time zone, a date or a price. Made here, it is a task of its own instead of a part of the store's or the render's.
  Intl.DateTimeFormat().resolvedOptions();
  await nextTask('intl');
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store.js');
  await nextTask('store');
  const { theme } = await import(/* webpackMode: "eager" */ './app/theme.js');
  await nextTask('theme');
  const { discoverConsole, evaluatePage, makeRoutes } = await import(/* webpackMode: "eager" */ './app/router.js');
  const { featureStarter } = await import(/* webpackMode: "eager" */ './app/featureStarter.js');
  const starter = featureStarter();
  const routes = makeRoutes();
  await nextTask('routes');
  await evaluatePage(routes, window.location.pathname);
  await nextTask('page');
  const { createAppRouter, renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp.js');
  await nextTask('react-dom');
  const router = createAppRouter(routes, { patchRoutesOnNavigation: discoverConsole(starter) });
  // Render once the router has loaded the first route (its chunk came with the page), so the first
  // render shows the page, not the loading shell. Later updates that land during the time-sliced
  // render are caught up by RouterInSync (renderApp.tsx).
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
  }
  await nextTask('router');
  const { browserDeps } = await import(/* webpackMode: "eager" */ './app/browserDeps.js');
  const { pageLanguageSet } = await import(/* webpackMode: "eager" */ './features/ui/uiSlice.js');
  const store = makeStore(browserDeps(router));
  starter.attach(store); // the console areas the first route named start now
  // the page's language, before the first render: it shows the words the server's copy showed
  store.dispatch(pageLanguageSet(await language));
  await nextTask('saga');
  renderApp(document.getElementById('root')!, store, theme, router);
  performance.mark('gtss:render');
}

void start();
