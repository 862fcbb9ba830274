import type { InAppBrowser } from './inAppBrowser.js';

/** The app's name as its users know it (the generic webview has none: null). */
export const IN_APP_NAMES: Record<InAppBrowser, string | null> = {
  line: 'LINE',
  instagram: 'Instagram',
  facebook: 'Facebook',
  wechat: 'WeChat',
  tiktok: 'TikTok',
  twitter: 'X',
  kakaotalk: 'KakaoTalk',
  webview: null,
};

/**
 * LINE opens a link carrying `openExternalBrowser=1` in the phone's default browser instead of its own
 * webview (a LINE convention, widely used though not in LINE's reference docs). Absolute or path-only.
 */
export function lineExternalUrl(url: string): string {
  const absolute = /^https?:\/\//i.test(url);
  const u = new URL(url, 'http://relative.invalid');
  u.searchParams.set('openExternalBrowser', '1');
  return absolute ? u.toString() : `${u.pathname}${u.search}${u.hash}`;
}
