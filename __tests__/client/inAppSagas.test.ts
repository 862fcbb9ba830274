import { selectBrowserKnown, selectInAppBrowser, selectLinkByHand, selectLinkCopy } from '../../src/client/features/inapp/inAppSelectors';
import { linkCopyRequested, signInChoicesShown } from '../../src/client/features/inapp/inAppSlice';
import { routeChanged } from '../../src/client/features/ui/uiSlice';
import { INSTAGRAM_ANDROID, LINE_IPHONE, startInAppStore } from './inAppKit';

test('a visitor who opens the login page from LINE is known to be in LINE once the sign-in choices show', () => {
  const { store } = startInAppStore({ userAgent: LINE_IPHONE });
  expect(selectBrowserKnown(store.getState())).toBe(false); // the pre-rendered copy's state: no Google button, no note
  store.dispatch(signInChoicesShown());
  expect(selectBrowserKnown(store.getState())).toBe(true);
  expect(selectInAppBrowser(store.getState())).toBe('line');
});

test('a visitor in their phone’s own browser is in no app', () => {
  const { store } = startInAppStore();
  store.dispatch(signInChoicesShown());
  expect(selectBrowserKnown(store.getState())).toBe(true);
  expect(selectInAppBrowser(store.getState())).toBeNull();
});

test('in Instagram, "Copy link" puts the page’s address on the clipboard and says so; another page forgets it', async () => {
  const { store, clipboard } = startInAppStore({ userAgent: INSTAGRAM_ANDROID });
  store.dispatch(signInChoicesShown());
  expect(selectInAppBrowser(store.getState())).toBe('instagram');
  expect(selectLinkCopy(store.getState())).toBe('idle');
  store.dispatch(linkCopyRequested());
  await Promise.resolve();
  expect(clipboard).toEqual(['https://gtss.example/app/login']);
  expect(selectLinkCopy(store.getState())).toBe('copied');
  store.dispatch(routeChanged('/app/signup'));
  expect(selectLinkCopy(store.getState())).toBe('idle');
});

test('when the webview refuses the clipboard, the link is shown to copy by hand', async () => {
  const { store, clipboard } = startInAppStore({ userAgent: INSTAGRAM_ANDROID, clipboardRefuses: true });
  store.dispatch(linkCopyRequested());
  await Promise.resolve();
  await Promise.resolve();
  expect(clipboard).toEqual([]);
  expect(selectLinkCopy(store.getState())).toBe('failed');
  expect(selectLinkByHand(store.getState())).toBe('https://gtss.example/app/login');
});
