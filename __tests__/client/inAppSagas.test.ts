import { selectBrowserKnown, selectInAppBrowser, selectLinkCopy, selectLinkToCopy } from '../../src/client/features/inapp/inAppSelectors';
import { linkCopyRequested } from '../../src/client/features/inapp/inAppSlice';
import { routeChanged } from '../../src/client/features/ui/uiSlice';
import { startStore } from './testStore';

const LINE_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 Instagram 298.0.0.31.110 Android (33/13; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 508193588)';

test('a visitor who opens the site from LINE is known to be in LINE before the first page renders', () => {
  const { store } = startStore({ userAgent: LINE_IPHONE });
  expect(selectBrowserKnown(store.getState())).toBe(true);
  expect(selectInAppBrowser(store.getState())).toBe('line');
});

test('a visitor in their phone’s own browser is in no app', () => {
  const { store } = startStore();
  expect(selectBrowserKnown(store.getState())).toBe(true);
  expect(selectInAppBrowser(store.getState())).toBeNull();
});

test('in Instagram, "Copy link" puts the page’s address on the clipboard and says so; another page forgets it', async () => {
  const { store, clipboard } = startStore({ userAgent: INSTAGRAM_ANDROID, path: '/app/login' });
  expect(selectInAppBrowser(store.getState())).toBe('instagram');
  store.dispatch(linkCopyRequested());
  await Promise.resolve();
  expect(clipboard).toEqual(['https://gtss.example/app/login']);
  expect(selectLinkCopy(store.getState())).toBe('copied');
  store.dispatch(routeChanged('/app/signup'));
  expect(selectLinkCopy(store.getState())).toBe('idle');
});

test('when the webview refuses the clipboard, the link is shown to copy by hand', async () => {
  const { store, clipboard } = startStore({ userAgent: INSTAGRAM_ANDROID, path: '/app/login', clipboardRefuses: true });
  store.dispatch(linkCopyRequested());
  await Promise.resolve();
  await Promise.resolve();
  expect(clipboard).toEqual([]);
  expect(selectLinkCopy(store.getState())).toBe('failed');
  expect(selectLinkToCopy(store.getState())).toBe('https://gtss.example/app/login');
});
