// In-app browsers: the webviews that LINE, Instagram, Facebook, WeChat and others open links in. Google
// refuses sign-in from embedded webviews (403 disallowed_useragent, since 2021-09-30), so the site offers
// the phone's own browser instead of a Google button there; the server refuses to start one too.
// (Only the detection: the SPA's entry carries it. The way out is in inAppWayOut.ts.)

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
