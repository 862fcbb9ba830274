// The only script of a pre-rendered page (scripts/postbuild.mjs): it asks for the app's scripts, listed in
// its data-scripts attribute, once the browser has shown the pre-rendered page. Requested with the HTML,
// they would compete with the page's first paint for the phone's bandwidth and CPU, for nothing: the page
// can do nothing before the app has rendered anyway (the copy is inert).
const own = document.currentScript as HTMLScriptElement;
/** Never waits longer than this for a first paint that does not come. */
const PAINT_WAIT_MS = 1000;

let loaded = false;
function loadApp() {
  if (loaded) return;
  loaded = true;
  for (const src of (own.dataset.scripts ?? '').split(' ').filter(Boolean)) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false; // run in the listed order, like defer
    document.head.append(script);
  }
}

// The browser reports the first contentful paint once the frame is on screen. A page opened in a
// background tab is not painted until it is shown, and a browser without paint timing reports nothing:
// both load at once.
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  loadApp();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    loadApp();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(loadApp, PAINT_WAIT_MS);
}
