// In-app browsers: the webviews that LINE, Instagram, Facebook, WeChat and others open links in. Google
// refuses sign-in from embedded webviews (403 disallowed_useragent, since 2021-09-30), so the site offers
// the phone's own browser instead of a Google button there; the server refuses to start one too.

export type InAppBrowser = 'line' | 'instagram' | 'facebook' | 'wechat' | 'tiktok' | 'twitter' | 'kakaotalk' | 'webview';

// Most specific first: Instagram's and Facebook's Android UAs also carry Android's `; wv)`, and
// Messenger's carries FBAN like Facebook's own app.
const SIGNATURES: Array<[InAppBrowser, RegExp]> = [
  ['line', /\bLine\//],
  ['instagram', /\bInstagram\b/],
  ['facebook', /\bFB(AN|AV|_IAB)\b|\[FB[A-Z_]*[/;]/],
  ['wechat', /\bMicroMessenger\//],
  ['tiktok', /\b(musical_ly|BytedanceWebview|TikTok|trill)[_/\s]/i],
  ['twitter', /\bTwitter(Android| for (iPhone|iPad))\b/],
  ['kakaotalk', /\bKAKAOTALK\b/i],
  // Android's System WebView marks itself `; wv)` in the platform part (apps not listed above)
  ['webview', /;\s*wv\)/],
];

/** The in-app browser a user agent belongs to, or null for a browser of its own (Safari, Chrome, Firefox…). */
export function detectInAppBrowser(userAgent: string | null | undefined): InAppBrowser | null {
  if (!userAgent) return null;
  return SIGNATURES.find(([, re]) => re.test(userAgent))?.[0] ?? null;
}

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
 * webview (a LINE convention, widely used though not in LINE's reference docs).
 */
export function lineExternalUrl(url: string): string {
  const absolute = /^https?:\/\//i.test(url);
  const u = new URL(url, 'http://relative.invalid');
  u.searchParams.set('openExternalBrowser', '1');
  return absolute ? u.toString() : `${u.pathname}${u.search}${u.hash}`;
}
