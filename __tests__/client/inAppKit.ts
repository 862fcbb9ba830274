import type { Device } from '../../src/client/features/inapp/device';
import { inAppSagas } from '../../src/client/features/inapp/inAppSagas';
import { startStore } from './testStore';

export const LINE_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0';
export const LINE_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 Line/14.8.1/IAB';
export const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 Instagram 298.0.0.31.110 Android (33/13; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 508193588)';
export const FACEBOOK_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/ja_JP;FBOP/5]';
export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A fake browser: its user agent, the page's address, and a clipboard that records (or refuses). */
export function fakeDevice({ userAgent = DESKTOP_CHROME, url = 'https://gtss.example/app/login', clipboardRefuses = false } = {}) {
  const clipboard: string[] = [];
  const device: Device = {
    userAgent: () => userAgent,
    pageUrl: () => url,
    copyText: async (text) => {
      if (clipboardRefuses) throw new Error('clipboard refused (fake)');
      clipboard.push(text);
    },
  };
  return { device, clipboard };
}

/** The app's store with the in-app sagas started on a fake browser, as the first Google button starts them. */
export function startInAppStore(options: Parameters<typeof fakeDevice>[0] = {}, ...store: Parameters<typeof startStore>) {
  const started = startStore(...store);
  const { device, clipboard } = fakeDevice(options);
  started.store.startFeature('inApp', inAppSagas, device);
  return { ...started, clipboard };
}
